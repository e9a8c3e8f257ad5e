import { DefaultStackSynthesizer, Names, Stack, Validations } from 'aws-cdk-lib';
import * as iam from 'aws-cdk-lib/aws-iam';
import type * as s3 from 'aws-cdk-lib/aws-s3';
// cdk-nag's own rendering of a resource in its findings (not in its index, but the one it uses).
import { flattenCfnReference } from 'cdk-nag/lib/utils/flatten-cfn-reference.js';
import type { IConstruct } from 'constructs';
import { manifestName, uploadsKeyPrefix, variantsKeyPrefix } from '../shared/uploads-bucket.ts';
import { sesIdentitiesArn } from './mail-grants.ts';
import type { PawcraftStack } from './pawcraft-stack.ts';

const acknowledge = (scope: Parameters<typeof Validations.of>[0], id: string, reason: string) =>
  Validations.of(scope).acknowledge({ id, reason });

/**
 * A resource as cdk-nag names it in a finding: resolved in `scope`'s stack and flattened by
 * cdk-nag's own function. Built from the very ARN a grant uses, the name holds whatever the
 * stack's region and account are: `<AWS::Region>` in an environment-agnostic stack,
 * `ap-south-1` when `cdk` knows the operator's region (issue 32).
 */
const findingResource = (scope: IConstruct, resource: string): string =>
  flattenCfnReference(Stack.of(scope).resolve(resource));

/** cdk-nag's name for an ARN of objects under `uploads/` (or another key pattern) in an IAM5 finding. */
const uploadsObjectsFinding = (stack: Stack, bucket: s3.Bucket, pattern = `${uploadsKeyPrefix}*`) =>
  `AwsSolutions-IAM5[Resource::<${stack.getLogicalId(bucket.node.defaultChild as s3.CfnBucket)}.Arn>/${pattern}]`;
/**
 * The same finding on a function in one of the API's nested stacks (docs/decisions/041), where
 * the bucket's ARN arrives as the parameter CDK names `referenceto<the bucket's unique id>Arn`.
 */
const nestedUploadsObjectsFinding = (bucket: s3.Bucket, pattern = `${uploadsKeyPrefix}*`) =>
  `AwsSolutions-IAM5[Resource::<referenceto${Names.nodeUniqueId((bucket.node.defaultChild as s3.CfnBucket).node)}Arn>/${pattern}]`;

/**
 * The cdk-nag (AwsSolutions) findings this stack accepts, each with its reason; the
 * choices behind them are in docs/decisions/017. Everything else must pass.
 */
export function suppressAcceptedFindings(stack: PawcraftStack): void {
  const basicExecutionRole = iam.ManagedPolicy.fromAwsManagedPolicyName(
    'service-role/AWSLambdaBasicExecutionRole',
  ).managedPolicyArn;
  acknowledge(
    stack,
    `AwsSolutions-IAM4[Policy::${findingResource(stack, basicExecutionRole)}]`,
    'The Lambda basic execution role only lets a function write its own CloudWatch logs.',
  );
  acknowledge(
    stack.functions,
    nestedUploadsObjectsFinding(stack.uploads.bucket),
    'Object actions are limited to the uploads/ prefix; each upload gets a new generated key.',
  );
  acknowledge(
    stack.functions,
    nestedUploadsObjectsFinding(stack.uploads.bucket, `${variantsKeyPrefix}*/${manifestName}`),
    'The blog writers read only the variant manifests (image.json) of uploads, each under a generated key (ADR 024).',
  );
  for (const pattern of [`${uploadsKeyPrefix}*`, `${variantsKeyPrefix}*`]) {
    acknowledge(
      stack.imageVariants,
      uploadsObjectsFinding(stack, stack.uploads.bucket, pattern),
      'The variant function reads originals under uploads/ and writes their variants under public/uploads/, keys generated per upload (ADR 024).',
    );
  }
  // The mail senders: the enquiry mailer in the stage's stack, the account emails in the API's
  // nested stacks, each finding named as it renders in that stack.
  for (const mailScope of [stack, ...stack.functions.areaStacks.values()]) {
    acknowledge(
      mailScope,
      `AwsSolutions-IAM5[Resource::${findingResource(mailScope, sesIdentitiesArn(Stack.of(mailScope)))}]`,
      "SES authorises a send against the recipient's identity too while the account is in the sandbox; the condition ses:FromAddress limits every send (docs/decisions/040, 063).",
    );
  }
  acknowledge(
    stack.uploads.bucket,
    'AwsSolutions-S1',
    'Uploads arrive only through presigned POSTs issued to admin sessions (API access logs) and are read through CloudFront.',
  );
  acknowledge(
    stack.site.siteBucket,
    'AwsSolutions-S1',
    'Holds only the public web build, deployed from git and read only by CloudFront through OAC.',
  );
  acknowledge(
    stack,
    'AwsSolutions-SMG4',
    'Rotating the session signing key logs every admin out, and the origin secret must reach CloudFront by a deploy: both are rotated on purpose (docs/operations.md), not on a timer.',
  );
  for (const route of stack.httpApi.publicRoutes) {
    acknowledge(
      route,
      'AwsSolutions-APIG4',
      'A public route of shared/routes.ts: the spec lets anyone call it.',
    );
  }
  const distribution = stack.site.distribution;
  acknowledge(distribution, 'AwsSolutions-CFR1', 'An exporter: the site is for visitors from every country.');
  acknowledge(
    distribution,
    'AwsSolutions-CFR2',
    "WAF's fixed monthly cost outweighs this small site; API throttling and login lockout guard the write paths.",
  );
  acknowledge(
    distribution,
    'AwsSolutions-CFR3',
    'CloudFront standard logs are not kept; API Gateway access logs record every API request.',
  );
  if (!stack.site.hasCustomDomain) {
    acknowledge(
      distribution,
      'AwsSolutions-CFR4',
      'Without a custom domain CloudFront uses its default certificate, whose TLS policy cannot be raised; with one, TLSv1.2_2021 applies.',
    );
  }
  if (stack.enquiryMailer) {
    acknowledge(
      stack.enquiryMailer.function,
      'AwsSolutions-IAM5[Resource::*]',
      "dynamodb:ListStreams, which the stream event source mapping needs, has no resource to name; the stream's own reads are granted on the table's stream ARN.",
    );
    acknowledge(
      stack.enquiryMailer.deadLetterQueue,
      'AwsSolutions-SQS3',
      "It is a dead-letter queue: the enquiry mailer's event source mapping sends records it gave up on here (an on-failure destination, not an SQS redrive policy).",
    );
  }
  suppressScheduledPublishingFindings(stack);
  suppressBucketDeploymentFindings(stack);
  if (stack.mondayDigest)
    acknowledge(
      stack.mondayDigest.deadLetterQueue,
      'AwsSolutions-SQS3',
      "It is a dead-letter queue (of the Monday digest's schedule and the function's failure destination, docs/decisions/072), watched by an alarm; not an SQS redrive source.",
    );
}

/** The schedule keeper's stream read and schedule grants, and the two dead-letter queues (docs/decisions/065). */
function suppressScheduledPublishingFindings(stack: PawcraftStack): void {
  const publishing = stack.scheduledPublishing;
  acknowledge(
    publishing.keeper,
    'AwsSolutions-IAM5[Resource::*]',
    "dynamodb:ListStreams, which the stream event source mapping needs, has no resource to name; the stream's own reads are granted on the table's stream ARN.",
  );
  for (const schedules of publishing.keeperScheduleResources) {
    acknowledge(
      publishing.keeper,
      `AwsSolutions-IAM5[Resource::${findingResource(publishing.keeper, schedules)}]`,
      "A one-time schedule's name holds its post's or product's id and revision, made per change: the keeper may create and delete only the group's schedules named for a post or a product, never the sweep.",
    );
  }
  acknowledge(
    publishing.function,
    uploadsObjectsFinding(stack, stack.uploads.bucket),
    'Only the tagging of objects under uploads/ (each a generated key): a site part whose scheduled draft goes live releases the uploads it no longer shows (docs/decisions/070).',
  );
  for (const queue of [publishing.scheduleDeadLetterQueue, publishing.keeperDeadLetterQueue]) {
    acknowledge(
      queue,
      'AwsSolutions-SQS3',
      'It is a dead-letter queue (of the publishing schedules, or of the schedule keeper’s event source mapping), watched by an alarm; not an SQS redrive source.',
    );
  }
}

/** CDK's own BucketDeployment handler (one per stack): its runtime and its grants are CDK's. */
function suppressBucketDeploymentFindings(stack: PawcraftStack): void {
  const handler = stack.node.children.find((child) =>
    child.node.id.startsWith('Custom::CDKBucketDeployment'),
  );
  if (!handler) return;
  // The bootstrap's assets bucket, named as DefaultStackSynthesizer names it for this stack.
  const assetsObjects = `arn:${stack.partition}:s3:::cdk-${DefaultStackSynthesizer.DEFAULT_QUALIFIER}-assets-${stack.account}-${stack.region}/*`;
  const siteBucket = stack.getLogicalId(stack.site.siteBucket.node.defaultChild as s3.CfnBucket);
  const reason =
    "CDK's BucketDeployment handler: it syncs the web build from the CDK assets bucket into the site bucket and invalidates the distribution.";
  for (const finding of [
    'Action::s3:GetBucket*',
    'Action::s3:GetObject*',
    'Action::s3:List*',
    'Action::s3:Abort*',
    'Action::s3:DeleteObject*',
    'Resource::*',
    `Resource::<${siteBucket}.Arn>/*`,
    `Resource::${findingResource(handler, assetsObjects)}`,
  ]) {
    acknowledge(handler, `AwsSolutions-IAM5[${finding}]`, reason);
  }
  acknowledge(
    handler,
    'AwsSolutions-L1',
    `${reason} CDK picks its runtime; our own functions run the newest Node.`,
  );
}
