/**
 * Everything a Lambda (or the local stack running the same handlers) reads from its
 * environment. Read on each call so tests can change the env. The table, the bucket and the
 * region have local defaults, but only off Lambda: in the cloud a missing one is a broken
 * stack, and falling back to `pawcraft-local` would read and write the wrong table (or none)
 * in silence, so reading it throws and names the variable (docs/decisions/032).
 */
export interface Config {
  tableName: string;
  uploadsBucket: string;
  region: string;
  /** Set only locally (DynamoDB Local); then clients use dummy credentials. */
  dynamodbEndpoint?: string;
  /** Set only locally (s3rver); then clients use dummy credentials and path-style URLs. */
  s3Endpoint?: string;
  /** Local: a file holding the session signing key. */
  sessionKeyFile?: string;
  /** Cloud: the Secrets Manager secret holding the session signing key. */
  sessionSecretArn?: string;
  /** Local: a file holding the origin secret CloudFront's header must carry (origin-verification.ts). */
  originSecretFile?: string;
  /** Cloud: the Secrets Manager secret holding it. */
  originSecretArn?: string;
  /** The enquiry mailer: where each enquiry is mailed, and the verified sender (stage settings). */
  enquiryEmail?: string;
  mailFrom?: string;
  /** The site's origin, for the dashboard link in an enquiry's email. */
  siteUrl?: string;
  /** Set only locally (aws-ses-v2-local). */
  sesEndpoint?: string;
  /**
   * The schedule keeper (docs/decisions/065): the EventBridge Scheduler group its schedules go
   * in, what they invoke, the role Scheduler invokes it with, and their dead-letter queue.
   */
  scheduleGroup?: string;
  scheduledPublishingArn?: string;
  schedulerRoleArn?: string;
  scheduleDeadLetterArn?: string;
}

/** Lambda's runtime sets this in every function; the local stack and the tests never do. */
const runsInLambda = (env: NodeJS.ProcessEnv): boolean => Boolean(env.AWS_LAMBDA_FUNCTION_NAME);

function stageSetting(env: NodeJS.ProcessEnv, name: string, localDefault: string): string {
  const value = env[name];
  if (value) return value;
  if (runsInLambda(env))
    throw new Error(`${name} is not set in this Lambda's environment: the stack must give it (infra/).`);
  return localDefault;
}

export function readConfig(env: NodeJS.ProcessEnv = process.env): Config {
  return {
    // Getters: a function is refused only a setting it actually reads (the mailer has no bucket).
    get tableName() {
      return stageSetting(env, 'TABLE_NAME', 'pawcraft-local');
    },
    get uploadsBucket() {
      return stageSetting(env, 'UPLOADS_BUCKET', 'pawcraft-uploads-local');
    },
    get region() {
      return stageSetting(env, 'AWS_REGION', 'ap-south-1');
    },
    dynamodbEndpoint: env.DYNAMODB_ENDPOINT || undefined,
    s3Endpoint: env.S3_ENDPOINT || undefined,
    sessionKeyFile: env.SESSION_KEY_FILE || undefined,
    sessionSecretArn: env.SESSION_SECRET_ARN || undefined,
    originSecretFile: env.ORIGIN_SECRET_FILE || undefined,
    originSecretArn: env.ORIGIN_SECRET_ARN || undefined,
    enquiryEmail: env.ENQUIRY_EMAIL || undefined,
    mailFrom: env.MAIL_FROM || undefined,
    siteUrl: env.SITE_URL || undefined,
    sesEndpoint: env.SES_ENDPOINT || undefined,
    scheduleGroup: env.SCHEDULE_GROUP || undefined,
    scheduledPublishingArn: env.SCHEDULED_PUBLISHING_ARN || undefined,
    schedulerRoleArn: env.SCHEDULER_ROLE_ARN || undefined,
    scheduleDeadLetterArn: env.SCHEDULE_DEAD_LETTER_ARN || undefined,
  };
}
