import { describe, expect, it } from 'vitest';
import { handlerAreas, type RouteHandlerName } from '../../infra/api-areas.ts';
import {
  type HandlerName,
  handlerPermissions,
  pageRendererPermissions,
  tablePartitions,
} from '../../infra/handler-permissions.ts';
import { originVerifyHeader } from '../../shared/origin-header.ts';
import { devStageForTests, type PolicyStatement } from './synth-stack.ts';

/**
 * Issue 15 (outside audit), in the synthesized template (docs/decisions/028).
 *
 * Finding 2: nothing reaches the API except through CloudFront. CloudFront adds the origin
 * secret (Secrets Manager, resolved at deploy) to every API request; every API function may
 * read that secret.
 *
 * Finding 7: each route function's table grant is limited with
 * `dynamodb:LeadingKeys` to the partitions it touches (tests/security/table-grants.test.ts
 * shows those are the ones the handlers use); the public contact function can touch only
 * contact items, their repeat claims, the address counts and the counters.
 */
const { resources, ofType, statementsOf, tableArn, indexQueryGrant } = devStageForTests();
const tableId = () => ofType('AWS::DynamoDB::Table')[0][0];
/** Statements on the table itself (not an index). */
const tableStatements = (handler: string) =>
  statementsOf(handler).filter(
    (statement) => JSON.stringify(statement.Resource) === JSON.stringify(tableArn()),
  );
const leadingKeys = (statement: PolicyStatement) =>
  (statement.Condition?.['ForAllValues:StringLike'] as Record<string, string[]> | undefined)?.[
    'dynamodb:LeadingKeys'
  ];

describe('table grants by partition key', () => {
  const handlers = (Object.keys(handlerPermissions) as HandlerName[]).filter(
    (handler) => handlerPermissions[handler].table.length > 0,
  );

  it.each(handlers)('%s: its table actions only on its partitions', (handler) => {
    const statements = tableStatements(handler);
    const { readOnlyPartitions, putOnlyPartitions } = handlerPermissions[handler];
    expect(statements).toHaveLength(1 + (readOnlyPartitions ? 1 : 0) + (putOnlyPartitions ? 1 : 0));
    expect(leadingKeys(statements[0])?.sort()).toEqual(
      [...(handlerPermissions[handler].partitions ?? [])].sort(),
    );
    expect(leadingKeys(statements[0])?.length).toBeGreaterThan(0);
    // Partitions it may only read: a statement of their own, Query and nothing else.
    if (readOnlyPartitions) {
      expect(statements[1].Action).toBe('dynamodb:Query');
      expect(leadingKeys(statements[1])?.sort()).toEqual([...readOnlyPartitions].sort());
    }
    // Partitions it may only put into: a statement of their own, PutItem and nothing else.
    if (putOnlyPartitions) {
      expect(statements.at(-1)?.Action).toBe('dynamodb:PutItem');
      expect(leadingKeys(statements.at(-1) as PolicyStatement)?.sort()).toEqual(
        [...putOnlyPartitions].sort(),
      );
    }
  });

  it('lets the page renderer read only the blog, the places, the categories and their slug claims, product slugs, the site settings and preview links', () => {
    const statements = tableStatements('page-renderer');
    expect(statements).toHaveLength(1);
    expect(leadingKeys(statements[0])?.sort()).toEqual([...pageRendererPermissions.partitions].sort());
    expect(leadingKeys(statements[0])?.sort()).toEqual([
      'BLOG',
      'CATEGORY',
      'LOC',
      'LOC#D',
      'PREVIEW#*',
      'SITE',
      'SLUG#BLOG',
      'SLUG#CATEGORY',
      'SLUG#LOC#*',
      'SLUG#PRODUCT',
    ]);
  });

  it('lets the public contact function touch only contact items and their counters, and find a product by number', () => {
    const [statement] = tableStatements('contact-create');
    expect(leadingKeys(statement)?.sort()).toEqual([
      'CONTACT',
      'CONTACT-FROM#*',
      'CONTACT-SAME#*',
      'META',
      // The Insights counters an enquiry adds to (docs/decisions/071).
      'STATS#*',
    ]);
    // Query: a product enquiry finds its product by number in GSI1 (docs/decisions/048).
    expect([statement.Action].flat().sort()).toEqual([
      'dynamodb:GetItem',
      'dynamodb:PutItem',
      'dynamodb:Query',
      'dynamodb:UpdateItem',
    ]);
    // Nothing else of the table or its indexes but that Query of GSI1.
    expect(
      statementsOf('contact-create').filter((s) => JSON.stringify(s.Resource).includes(tableId())),
    ).toEqual([statement, expect.objectContaining(indexQueryGrant('GSI1'))]);
  });

  it('keeps sessions, admins and login records to the functions that own them', () => {
    const owners = (pattern: string) =>
      handlers.filter((handler) => handlerPermissions[handler].partitions?.includes(pattern as never)).sort();
    expect(owners(tablePartitions.sessions)).toEqual(
      [
        'admin-login',
        'admin-logout',
        'admin-remove',
        'authorizer',
        'password-change',
        'password-reset',
        'session-end',
        'sessions-end-all',
      ].sort(),
    );
    expect(owners(tablePartitions.admins)).toEqual(
      [
        'admin-invite',
        'admin-login',
        'admin-remove',
        'admins-list',
        'authorizer',
        'password-change',
        'password-forgot',
        'password-reset',
        'sessions-end-all',
        'sessions-list',
      ].sort(),
    );
    expect(owners(tablePartitions.accountTokens)).toEqual([
      'admin-invite',
      'password-forgot',
      'password-reset',
    ]);
    // A wrong current password counts on the account's record too (docs/decisions/029), when
    // changing it and when inviting or removing an admin asks for it again (docs/decisions/039).
    expect(owners(tablePartitions.loginAccounts)).toEqual([
      'admin-invite',
      'admin-login',
      'admin-remove',
      'password-change',
    ]);
    for (const record of [tablePartitions.loginAddresses, tablePartitions.loginDevices])
      expect(owners(record)).toEqual(['admin-login']);
    for (const record of [tablePartitions.resetAccounts, tablePartitions.resetAddresses])
      expect(owners(record)).toEqual(['password-forgot']);
  });

  it("lets the contact list query GSI2 only under CONTACT#<status> (or its items' table partition CONTACT)", () => {
    const onStatusIndex = statementsOf('contact-list').filter((s) =>
      JSON.stringify(s.Resource).includes('GSI2'),
    );
    expect(onStatusIndex).toHaveLength(1);
    expect(leadingKeys(onStatusIndex[0])).toEqual(['CONTACT#*', 'CONTACT']);
  });

  it('lets only the public catalogue lists query GSI2, and only its published products (docs/decisions/047)', () => {
    const onIndex = (handler: HandlerName) =>
      statementsOf(handler).filter((s) => JSON.stringify(s.Resource).includes('GSI2'));
    for (const handler of ['products-list', 'products-search-index'] as const) {
      expect(onIndex(handler).map(leadingKeys), handler).toEqual([['PRODUCTS#PUBLISHED', 'PRODUCT']]);
      expect(leadingKeys(tableStatements(handler)[0]), handler).toEqual(['PRODUCT']);
    }
    // The sitemap lists the published products (GSI2) and the categories with some; on the
    // table it reads places, blogs and categories, never the products' own partition.
    expect(onIndex('sitemap').map(leadingKeys)).toEqual([['PRODUCTS#PUBLISHED', 'PRODUCT']]);
    expect(leadingKeys(tableStatements('sitemap')[0])?.sort()).toEqual(['BLOG', 'CATEGORY', 'LOC', 'LOC#D']);
    expect(tableStatements('sitemap')[0].Action).toBe('dynamodb:Query');
    const catalogueHandlers = (Object.keys(handlerAreas) as RouteHandlerName[]).filter(
      (handler) => handlerAreas[handler] === 'catalogue',
    );
    for (const handler of catalogueHandlers.filter((one) => !one.startsWith('products-')))
      expect(onIndex(handler), handler).toEqual([]);
    // Product writers reach products, their slugs, categories (counts), the owners of the uploads
    // they show (docs/decisions/051), their publishing times' markers (docs/decisions/064), their
    // kept versions (docs/decisions/067), a deleted one's autosaves (docs/decisions/069) and the
    // activity; never blogs or places.
    for (const handler of catalogueHandlers)
      for (const partition of leadingKeys(tableStatements(handler)[0]) ?? [])
        expect(
          [
            'PRODUCT',
            'SLUG#PRODUCT',
            'CATEGORY',
            'SLUG#CATEGORY',
            'PHOTO#*',
            'META',
            'SCHEDULE',
            'VERSIONS#PRODUCT#*',
            'AUTOSAVE#PRODUCT#*',
            'ACTIVITY',
            'CHANGED',
          ],
          handler,
        ).toContain(partition);
  });
});

const originSecretId = () => {
  const found = ofType('AWS::SecretsManager::Secret').filter(([id]) => id.startsWith('OriginSecret'));
  expect(found).toHaveLength(1);
  return found[0][0];
};

describe('the origin secret', () => {
  it('is generated in Secrets Manager as {"current": …} and never written into the template', () => {
    const secret = resources[originSecretId()].Properties;
    expect(secret.GenerateSecretString).toMatchObject({
      SecretStringTemplate: '{}',
      GenerateStringKey: 'current',
      PasswordLength: 64,
    });
    expect(secret.SecretString).toBeUndefined();
  });

  it('is sent by CloudFront to the API origin, as a dynamic reference resolved at deploy', () => {
    const [[, distribution]] = ofType('AWS::CloudFront::Distribution');
    const origins = distribution.Properties.DistributionConfig.Origins as {
      DomainName: unknown;
      CustomOriginConfig?: unknown;
      OriginCustomHeaders?: { HeaderName: string; HeaderValue: unknown }[];
    }[];
    const api = origins.filter((origin) => JSON.stringify(origin.DomainName).includes('execute-api'));
    expect(api).toHaveLength(1);
    expect(api[0].OriginCustomHeaders).toEqual([
      {
        HeaderName: originVerifyHeader,
        HeaderValue: {
          'Fn::Join': [
            '',
            ['{{resolve:secretsmanager:', { Ref: originSecretId() }, ':SecretString:current::}}'],
          ],
        },
      },
    ]);
    // No other origin (the buckets, the page renderer) gets it.
    const others = origins.filter((origin) => !api.includes(origin));
    expect(others.every((origin) => !JSON.stringify(origin).includes(originSecretId()))).toBe(true);
  });

  it('is read by every API function and the authorizer (ORIGIN_SECRET_ARN, GetSecretValue on it alone)', () => {
    const names = Object.keys(handlerPermissions).map((handler) => `pawcraft-dev-${handler}`);
    const functions = ofType('AWS::Lambda::Function').filter(([, r]) =>
      names.includes(r.Properties.FunctionName),
    );
    expect(functions).toHaveLength(names.length);
    for (const [, fn] of functions) {
      expect(fn.Properties.Environment.Variables.ORIGIN_SECRET_ARN).toEqual({ Ref: originSecretId() });
      const role = fn.Properties.Role['Fn::GetAtt'][0];
      const statements = ofType('AWS::IAM::Policy')
        .filter(([, p]) => p.Properties.Roles.some((r: { Ref: string }) => r.Ref === role))
        .flatMap(([, p]) => p.Properties.PolicyDocument.Statement);
      expect(statements, fn.Properties.FunctionName).toContainEqual(
        expect.objectContaining({
          Action: 'secretsmanager:GetSecretValue',
          Resource: { Ref: originSecretId() },
        }),
      );
    }
  });
});
