import { Duration, Stack } from 'aws-cdk-lib';
import type { NodejsFunction, NodejsFunctionProps } from 'aws-cdk-lib/aws-lambda-nodejs';
import type { Construct } from 'constructs';
import type { DataTable } from './data-table.ts';
import type { HandlerPermissions } from './handler-permissions.ts';
import { sesSendStatement } from './mail-grants.ts';
import { backgroundFunction, grantHandlerPermissions } from './route-functions.ts';

/** What a function that mails the enquiry address is given (the enquiry mailer, the Monday digest). */
export interface MailFunctionProps {
  readonly projectRoot: string;
  /** e.g. `pawcraft-prod`. */
  readonly namePrefix: string;
  readonly dataTable: DataTable;
  /** Where the mail goes unless the site settings name another address (`-c enquiryEmail=…`). */
  readonly enquiryEmail: string;
  /** The sender, an address of a verified SES identity (`-c mailFrom=…`). */
  readonly mailFrom: string;
  /** The site's origin, for the dashboard links in the mail. */
  readonly siteUrl: string;
}

/**
 * A function `<namePrefix>-<name>` (functions/<name>.ts) that mails the enquiry address: the
 * table, the addresses and the site's origin in its environment, its table grants, and SES
 * sends from the stage's sender only. To the enquiry address of the site settings, which an
 * admin may change (docs/decisions/063), so no grant names the recipient.
 */
export function mailFunction(
  scope: Construct,
  props: MailFunctionProps,
  options: {
    name: string;
    timeoutSeconds: number;
    permissions: HandlerPermissions;
  } & Pick<NodejsFunctionProps, 'retryAttempts' | 'onFailure'>,
): NodejsFunction {
  const { name, timeoutSeconds, permissions, ...rest } = options;
  const fn = backgroundFunction(scope, 'Function', {
    functionName: `${props.namePrefix}-${name}`,
    projectRoot: props.projectRoot,
    module: name,
    timeout: Duration.seconds(timeoutSeconds),
    environment: {
      TABLE_NAME: props.dataTable.table.tableName,
      ENQUIRY_EMAIL: props.enquiryEmail,
      MAIL_FROM: props.mailFrom,
      SITE_URL: props.siteUrl,
    },
    ...rest,
  });
  grantHandlerPermissions(fn, permissions, { dataTable: props.dataTable });
  fn.addToRolePolicy(sesSendStatement(Stack.of(scope), { mailFrom: props.mailFrom }));
  return fn;
}
