import type { apiRoutes, authorizerHandler } from '../shared/routes.ts';

/** Every Lambda the stack makes: one per route of the table, plus the session authorizer. */
export type HandlerName = (typeof apiRoutes)[number]['handler'] | typeof authorizerHandler;

export type TableAction =
  | 'dynamodb:GetItem'
  | 'dynamodb:BatchGetItem'
  | 'dynamodb:Query'
  | 'dynamodb:PutItem'
  | 'dynamodb:UpdateItem'
  | 'dynamodb:DeleteItem'
  | 'dynamodb:ConditionCheckItem'
  | 'dynamodb:BatchWriteItem';

/** Object actions a handler may take on `uploads/*` of the uploads bucket (HeadObject is s3:GetObject). */
export type UploadsAction = 's3:GetObject' | 's3:PutObject' | 's3:PutObjectTagging';

/** What one handler touches, and so exactly what its role is granted. */
export interface HandlerPermissions {
  /** Actions on the table (and, for Query, on its GSI1 index). TransactWriteItems needs each member's action. */
  readonly table: readonly TableAction[];
  /**
   * Actions on objects under `uploads/` of the uploads bucket.
   * @default - no access to the uploads bucket
   */
  readonly uploads?: readonly UploadsAction[];
  /**
   * Reads the session signing key (Secrets Manager), once per cold start.
   * @default false
   */
  readonly sessionKey?: boolean;
}

const read: readonly TableAction[] = ['dynamodb:GetItem', 'dynamodb:BatchGetItem', 'dynamodb:Query'];
const readAndWrite = (...writes: TableAction[]): readonly TableAction[] => [...read, ...writes];

/**
 * The one place that says what each handler may do. A missing handler is a type error;
 * tests/infra/bundles.test.ts checks these grants against the AWS calls each real bundle makes.
 * State-changing admin handlers verify the CSRF token, an HMAC under the session key.
 */
export const handlerPermissions: Record<HandlerName, HandlerPermissions> = {
  // Public
  'contact-create': { table: readAndWrite('dynamodb:PutItem', 'dynamodb:UpdateItem') },
  'blogs-list': { table: read },
  'locations-hierarchy': { table: read },
  'state-get': { table: read },
  'admin-login': {
    table: readAndWrite('dynamodb:PutItem', 'dynamodb:UpdateItem', 'dynamodb:DeleteItem'),
    sessionKey: true,
  },
  'blog-get': { table: read },
  'district-get': { table: read },
  sitemap: { table: read },
  // Admin
  'contact-list': { table: read },
  'blog-create': {
    table: readAndWrite('dynamodb:PutItem', 'dynamodb:UpdateItem'),
    uploads: ['s3:GetObject', 's3:PutObject', 's3:PutObjectTagging'],
    sessionKey: true,
  },
  'countries-list': { table: read },
  'country-create': {
    table: readAndWrite('dynamodb:PutItem', 'dynamodb:UpdateItem', 'dynamodb:ConditionCheckItem'),
    sessionKey: true,
  },
  'states-list': { table: read },
  'state-create': {
    table: readAndWrite('dynamodb:PutItem', 'dynamodb:UpdateItem', 'dynamodb:ConditionCheckItem'),
    sessionKey: true,
  },
  'districts-list': { table: read },
  'district-create': {
    table: readAndWrite('dynamodb:PutItem', 'dynamodb:UpdateItem', 'dynamodb:ConditionCheckItem'),
    sessionKey: true,
  },
  'admin-logout': { table: readAndWrite('dynamodb:DeleteItem'), sessionKey: true },
  'dashboard-data': { table: read },
  'blog-update': {
    table: readAndWrite('dynamodb:PutItem', 'dynamodb:UpdateItem', 'dynamodb:DeleteItem'),
    uploads: ['s3:GetObject', 's3:PutObject', 's3:PutObjectTagging'],
    sessionKey: true,
  },
  'blog-delete': {
    table: readAndWrite('dynamodb:DeleteItem', 'dynamodb:UpdateItem'),
    uploads: ['s3:PutObjectTagging'],
    sessionKey: true,
  },
  'country-update': {
    table: readAndWrite('dynamodb:PutItem', 'dynamodb:UpdateItem', 'dynamodb:ConditionCheckItem'),
    sessionKey: true,
  },
  'country-delete': {
    table: readAndWrite('dynamodb:DeleteItem', 'dynamodb:UpdateItem'),
    sessionKey: true,
  },
  'state-update': {
    table: readAndWrite('dynamodb:PutItem', 'dynamodb:UpdateItem', 'dynamodb:ConditionCheckItem'),
    sessionKey: true,
  },
  'state-delete': { table: readAndWrite('dynamodb:DeleteItem', 'dynamodb:UpdateItem'), sessionKey: true },
  'district-update': {
    table: readAndWrite('dynamodb:PutItem', 'dynamodb:UpdateItem', 'dynamodb:ConditionCheckItem'),
    sessionKey: true,
  },
  'district-delete': { table: readAndWrite('dynamodb:DeleteItem', 'dynamodb:UpdateItem'), sessionKey: true },
  'contact-delete': { table: readAndWrite('dynamodb:DeleteItem', 'dynamodb:UpdateItem'), sessionKey: true },
  'upload-create': { table: [], uploads: ['s3:PutObject', 's3:PutObjectTagging'], sessionKey: true },
  // The session check in front of every admin route: reads the session, slides its idle timeout.
  authorizer: { table: readAndWrite('dynamodb:UpdateItem'), sessionKey: true },
};
