import { Duration } from 'aws-cdk-lib';
import type * as cloudwatch from 'aws-cdk-lib/aws-cloudwatch';
import * as lambda from 'aws-cdk-lib/aws-lambda';
import { DynamoEventSource, SqsDlq } from 'aws-cdk-lib/aws-lambda-event-sources';
import type { NodejsFunction } from 'aws-cdk-lib/aws-lambda-nodejs';
import * as logs from 'aws-cdk-lib/aws-logs';
import type * as sqs from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';
import { enquiryMailerTimeoutSeconds, uncertainEnquiryMailLog } from '../shared/enquiry-mail.ts';
import { deadLetterQueue } from './dead-letters.ts';
import { enquiryMailerPermissions } from './handler-permissions.ts';
import { type MailFunctionProps, mailFunction } from './mail-function.ts';

export interface EnquiryMailerProps extends MailFunctionProps {
  /**
   * Attempts of a failing batch after the first, before it goes to the dead-letter queue.
   * @default 10
   */
  readonly retryAttempts?: number;
}

/**
 * The enquiry mailer (docs/decisions/022, 053): a Lambda fed by the table's stream through an
 * event source mapping that passes only new contact messages, retries a failing record
 * (bisecting the batch, reporting partial failures), and after the last retry sends the
 * record's description to a dead-letter queue, which an alarm watches (OperationsAlarms): an
 * enquiry not mailed. A send SES did not answer in time is not retried (it may have arrived):
 * the mailer logs it, and a metric filter counts it for an alarm of its own. It may send
 * email only from the stage's identity; to the enquiry address of the site settings, else the
 * stage's (docs/decisions/063), which an admin may change, so no grant names it.
 */
export class EnquiryMailer extends Construct {
  readonly function: NodejsFunction;
  readonly deadLetterQueue: sqs.Queue;
  /** Sends of unknown outcome (each may or may not be in the inbox), counted from the mailer's log. */
  readonly uncertainMails: cloudwatch.Metric;

  constructor(scope: Construct, id: string, props: EnquiryMailerProps) {
    super(scope, id);
    this.function = mailFunction(this, props, {
      name: 'enquiry-mailer',
      // The mailer starts a message only while it has time to finish it (enquiry-mailer.ts).
      timeoutSeconds: enquiryMailerTimeoutSeconds,
      permissions: enquiryMailerPermissions,
    });

    // The mailer's JSON log line (Powertools Logger) `"message":"enquiry mail uncertain"`, one per send.
    this.uncertainMails = new logs.MetricFilter(this, 'UncertainMails', {
      logGroup: this.function.logGroup,
      filterPattern: logs.FilterPattern.stringValue('$.message', '=', uncertainEnquiryMailLog),
      metricNamespace: `Pawcraft/${props.namePrefix}`,
      metricName: 'EnquiryMailUncertain',
      metricValue: '1',
      // No default value: nothing is published (or billed) while every send is answered.
    }).metric({ statistic: 'Sum' });

    this.deadLetterQueue = deadLetterQueue(this, 'DeadLetters', `${props.namePrefix}-enquiry-mail-dlq`);
    this.function.addEventSource(
      new DynamoEventSource(props.dataTable.table, {
        startingPosition: lambda.StartingPosition.TRIM_HORIZON,
        batchSize: 10,
        bisectBatchOnError: true,
        reportBatchItemFailures: true,
        retryAttempts: props.retryAttempts ?? 10,
        maxRecordAge: Duration.hours(24),
        onFailure: new SqsDlq(this.deadLetterQueue),
        filters: [
          lambda.FilterCriteria.filter({
            eventName: lambda.FilterRule.isEqual('INSERT'),
            dynamodb: { Keys: { PK: { S: lambda.FilterRule.isEqual('CONTACT') } } },
          }),
        ],
      }),
    );
  }
}
