import { join } from 'node:path';
import { Duration, Stack } from 'aws-cdk-lib';
import * as lambda from 'aws-cdk-lib/aws-lambda';
import { DynamoEventSource, SqsDlq } from 'aws-cdk-lib/aws-lambda-event-sources';
import { NodejsFunction } from 'aws-cdk-lib/aws-lambda-nodejs';
import * as sqs from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';
import type { DataTable } from './data-table.ts';
import { enquiryMailerPermissions } from './handler-permissions.ts';
import { sesSendStatement } from './mail-grants.ts';
import { grantHandlerPermissions, handlerBundling, handlerFunctionBasics } from './route-functions.ts';

export interface EnquiryMailerProps {
  readonly projectRoot: string;
  /** e.g. `pawcraft-prod`. */
  readonly namePrefix: string;
  readonly dataTable: DataTable;
  /** Where every enquiry is mailed (`-c enquiryEmail=…`). */
  readonly enquiryEmail: string;
  /** The sender, an address of a verified SES identity (`-c mailFrom=…`). */
  readonly mailFrom: string;
  /** The site's origin, for the dashboard link in each email. */
  readonly siteUrl: string;
  /**
   * Attempts of a failing batch after the first, before it goes to the dead-letter queue.
   * @default 10
   */
  readonly retryAttempts?: number;
}

/**
 * The enquiry mailer (docs/decisions/022): a Lambda fed by the table's stream through an event
 * source mapping that passes only new contact messages, retries a failing record (bisecting
 * the batch, reporting partial failures), and after the last retry sends the record's
 * description to a dead-letter queue, which an alarm watches (OperationsAlarms). It may
 * send email only from the stage's identity, only to the enquiry address.
 */
export class EnquiryMailer extends Construct {
  readonly function: NodejsFunction;
  readonly deadLetterQueue: sqs.Queue;

  constructor(scope: Construct, id: string, props: EnquiryMailerProps) {
    super(scope, id);
    const functionName = `${props.namePrefix}-enquiry-mailer`;
    this.function = new NodejsFunction(this, 'Function', {
      ...handlerFunctionBasics(this, 'Logs', { functionName, projectRoot: props.projectRoot }),
      entry: join(props.projectRoot, 'functions', 'enquiry-mailer.ts'),
      memorySize: 256,
      timeout: Duration.seconds(30),
      environment: {
        TABLE_NAME: props.dataTable.table.tableName,
        ENQUIRY_EMAIL: props.enquiryEmail,
        MAIL_FROM: props.mailFrom,
        SITE_URL: props.siteUrl,
        POWERTOOLS_SERVICE_NAME: functionName,
      },
      bundling: handlerBundling(),
    });
    grantHandlerPermissions(this.function, enquiryMailerPermissions, { dataTable: props.dataTable });

    // Never from another sender, never to anyone but the company (no relay to visitors).
    this.function.addToRolePolicy(
      sesSendStatement(Stack.of(this), { mailFrom: props.mailFrom, recipients: [props.enquiryEmail] }),
    );

    this.deadLetterQueue = new sqs.Queue(this, 'DeadLetters', {
      queueName: `${props.namePrefix}-enquiry-mail-dlq`,
      retentionPeriod: Duration.days(14),
      enforceSSL: true,
      encryption: sqs.QueueEncryption.SQS_MANAGED,
    });
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
