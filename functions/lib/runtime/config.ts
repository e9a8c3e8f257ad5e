/**
 * Everything a Lambda (or the local stack running the same handlers) reads from its
 * environment, with the local defaults. Read on each call so tests can change the env.
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
}

export function readConfig(env: NodeJS.ProcessEnv = process.env): Config {
  return {
    tableName: env.TABLE_NAME || 'pawcraft-local',
    uploadsBucket: env.UPLOADS_BUCKET || 'pawcraft-uploads-local',
    region: env.AWS_REGION || 'ap-south-1',
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
  };
}
