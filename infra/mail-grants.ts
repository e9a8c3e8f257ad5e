import { Arn, type Stack } from 'aws-cdk-lib';
import * as iam from 'aws-cdk-lib/aws-iam';

/**
 * Every SES identity of the account in the stack's region: the one resource of the mail grant.
 * A token-based ARN in an environment-agnostic stack, the region and account written out when
 * `cdk` knows them (infra/nag-suppressions.ts renders its cdk-nag finding from this same ARN).
 */
export const sesIdentitiesArn = (stack: Stack): string =>
  Arn.format({ service: 'ses', resource: 'identity', resourceName: '*' }, stack);

/**
 * The one SES grant of the stage's mail senders (docs/decisions/040). SES authorises a send
 * against every identity the message involves: the sender's, and while the account is in the
 * SES sandbox also each verified recipient's. So the resource is every identity of the
 * account in the stage's region, and the real limit is the condition: never another sender
 * (`ses:FromAddress`). The recipients come from the table (an admin's address, the enquiry
 * address of the site settings, docs/decisions/063), so no grant can name them.
 */
export function sesSendStatement(
  stack: Stack,
  options: {
    /** The only sender allowed (`-c mailFrom=…`). */
    mailFrom: string;
  },
): iam.PolicyStatement {
  if (!/^[^@\s]+@[^@\s]+$/.test(options.mailFrom)) {
    throw new Error(`mailFrom "${options.mailFrom}" is not an email address`);
  }
  return new iam.PolicyStatement({
    actions: ['ses:SendEmail'],
    resources: [sesIdentitiesArn(stack)],
    conditions: { StringEquals: { 'ses:FromAddress': options.mailFrom } },
  });
}
