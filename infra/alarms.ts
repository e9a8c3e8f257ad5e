import { Arn, ArnFormat, Duration, Stack } from 'aws-cdk-lib';
import type * as apigw from 'aws-cdk-lib/aws-apigatewayv2';
import * as cloudwatch from 'aws-cdk-lib/aws-cloudwatch';
import * as actions from 'aws-cdk-lib/aws-cloudwatch-actions';
import * as dynamodb from 'aws-cdk-lib/aws-dynamodb';
import * as iam from 'aws-cdk-lib/aws-iam';
import type * as lambda from 'aws-cdk-lib/aws-lambda';
import * as sns from 'aws-cdk-lib/aws-sns';
import * as subscriptions from 'aws-cdk-lib/aws-sns-subscriptions';
import type * as sqs from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';
import { unsettledPhotoTagsLog } from '../shared/uploads-bucket.ts';

/** CloudWatch lets one alarm's math read at most 10 metrics. */
const metricsPerAlarm = 10;

export interface OperationsAlarmsProps {
  /** Prefix of the topic's and alarms' names, e.g. `pawcraft-prod`. */
  readonly namePrefix: string;
  readonly api: apigw.HttpApi;
  readonly functions: readonly lambda.IFunction[];
  readonly table: dynamodb.ITable;
  /**
   * Pages the renderer failed to render (a metric filter on its logs): visitors may still
   * get the last good copy (stale-if-error), so nothing else would show it.
   * @default - no such alarm
   */
  readonly renderFailures?: cloudwatch.IMetric;
  /**
   * Enquiry sends SES did not answer in time (a metric filter on the mailer's logs): each may
   * or may not be in the inbox and is never sent again (docs/decisions/053), so the owner
   * must compare the inbox with the dashboard's new messages.
   * @default - no such alarm
   */
  readonly uncertainEnquiryMail?: cloudwatch.IMetric;
  /**
   * Saves whose uploads' tags were not set after their commit (a metric filter on the logs of
   * the functions that save photos, docs/decisions/051): a shown photo may expire in a day.
   * @default - no such alarm
   */
  readonly unsettledPhotoTags?: cloudwatch.IMetric;
  /**
   * Dead-letter queues, by alarm name: any message in one means work given up on (an
   * enquiry not mailed, docs/decisions/022).
   * @default - none
   */
  readonly deadLetterQueues?: Readonly<Record<string, { queue: sqs.IQueue; description: string }>>;
  /**
   * An address that gets every alarm by email (it must confirm the subscription once).
   * @default - the topic has no subscriber
   */
  readonly alarmEmail?: string;
  /**
   * Length of the window each alarm looks at.
   * @default Duration.minutes(5)
   */
  readonly period?: Duration;
}

/**
 * Alarms on what should never happen: API 5xx, Lambda errors and throttles, DynamoDB
 * throttling, pages that failed to render. Lambda metrics are summed in groups of ten so the stack keeps a handful of
 * alarms instead of sixty (docs/decisions/016).
 */
export class OperationsAlarms extends Construct {
  readonly topic: sns.Topic;
  readonly alarms: cloudwatch.Alarm[] = [];
  private readonly namePrefix: string;

  constructor(scope: Construct, id: string, props: OperationsAlarmsProps) {
    super(scope, id);
    const period = props.period ?? Duration.minutes(5);
    this.namePrefix = props.namePrefix;
    this.topic = new sns.Topic(this, 'Topic', { topicName: `${props.namePrefix}-alarms`, enforceSSL: true });
    // A topic policy replaces SNS's default one, so without this statement no alarm could
    // publish (docs/decisions/040): CloudWatch may, for this account's alarms of this stage only.
    const stack = Stack.of(this);
    this.topic.addToResourcePolicy(
      new iam.PolicyStatement({
        sid: 'CloudWatchAlarmsPublish',
        principals: [new iam.ServicePrincipal('cloudwatch.amazonaws.com')],
        actions: ['sns:Publish'],
        resources: [this.topic.topicArn],
        conditions: {
          ArnLike: {
            'aws:SourceArn': Arn.format(
              {
                service: 'cloudwatch',
                resource: 'alarm',
                resourceName: `${props.namePrefix}-*`,
                arnFormat: ArnFormat.COLON_RESOURCE_NAME,
              },
              stack,
            ),
          },
          StringEquals: { 'aws:SourceAccount': stack.account },
        },
      }),
    );
    if (props.alarmEmail) this.topic.addSubscription(new subscriptions.EmailSubscription(props.alarmEmail));

    this.add('api-5xx', 'The API answered 5xx (a bug or an outage)', props.api.metricServerError({ period }));

    const groups = chunk(props.functions, metricsPerAlarm);
    groups.forEach((group, i) => {
      for (const kind of ['Errors', 'Throttles'] as const) {
        const usingMetrics = Object.fromEntries(
          group.map((fn, j) => [
            `m${j}`,
            kind === 'Errors' ? fn.metricErrors({ period }) : fn.metricThrottles({ period }),
          ]),
        );
        this.add(
          `lambda-${kind.toLowerCase()}-${i + 1}`,
          `Lambda ${kind.toLowerCase()} in functions ${group.map((fn) => fn.node.id).join(', ')}`,
          new cloudwatch.MathExpression({
            expression: Object.keys(usingMetrics).join(' + '),
            usingMetrics,
            period,
            label: `${kind} of group ${i + 1}`,
          }),
        );
      }
    });

    this.add(
      'dynamodb-throttles',
      'DynamoDB throttled requests on the table',
      props.table.metricThrottledRequestsForOperations({
        operations: [
          dynamodb.Operation.GET_ITEM,
          dynamodb.Operation.BATCH_GET_ITEM,
          dynamodb.Operation.QUERY,
          dynamodb.Operation.PUT_ITEM,
          dynamodb.Operation.UPDATE_ITEM,
          dynamodb.Operation.DELETE_ITEM,
          dynamodb.Operation.BATCH_WRITE_ITEM,
          dynamodb.Operation.TRANSACT_WRITE_ITEMS,
        ],
        period,
      }),
    );

    for (const [name, { queue, description }] of Object.entries(props.deadLetterQueues ?? {})) {
      this.add(
        name,
        description,
        queue.metricApproximateNumberOfMessagesVisible({ period, statistic: 'Maximum' }),
      );
    }

    // A metric counted from logs looks at the alarms' window like the others.
    const inPeriod = (metric: cloudwatch.IMetric) =>
      metric instanceof cloudwatch.Metric ? metric.with({ period }) : metric;

    if (props.uncertainEnquiryMail) {
      this.add(
        'enquiry-mail-uncertain',
        'SES did not answer an enquiry email in time: it may not have arrived and is not sent again. Its log line "enquiry mail uncertain" names the message: find it in the dashboard (docs/decisions/053)',
        inPeriod(props.uncertainEnquiryMail),
      );
    }

    if (props.unsettledPhotoTags) {
      this.add(
        'photo-tags-unsettled',
        `A save could not tag its uploads after it was stored (log line "${unsettledPhotoTagsLog}", with the keys): a shown photo may expire within a day. Run npm run admin -- recount --stage <stage> (docs/decisions/051)`,
        inPeriod(props.unsettledPhotoTags),
      );
    }

    if (props.renderFailures) {
      this.add(
        'page-render-failures',
        'The page renderer failed to render pages (its log says "page render failed"; visitors may get stale copies)',
        inPeriod(props.renderFailures),
      );
    }
  }

  private add(name: string, description: string, metric: cloudwatch.IMetric): void {
    const alarm = new cloudwatch.Alarm(this, name, {
      alarmName: `${this.namePrefix}-${name}`,
      alarmDescription: description,
      metric,
      threshold: 1,
      evaluationPeriods: 1,
      comparisonOperator: cloudwatch.ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
      treatMissingData: cloudwatch.TreatMissingData.NOT_BREACHING,
    });
    alarm.addAlarmAction(new actions.SnsAction(this.topic));
    this.alarms.push(alarm);
  }
}

function chunk<T>(items: readonly T[], size: number): T[][] {
  const groups: T[][] = [];
  for (let i = 0; i < items.length; i += size) groups.push(items.slice(i, i + size));
  return groups;
}
