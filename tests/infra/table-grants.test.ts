import type { Template } from 'aws-cdk-lib/assertions';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type HandlerName, handlerPermissions, tablePartitions } from '../../infra/handler-permissions.ts';
import { synthStack } from './synth-stack.ts';

/**
 * Issue 15, finding 7: each route function's table grant is limited with
 * `dynamodb:LeadingKeys` to the partitions it touches (tests/security/table-grants.test.ts
 * shows those are the ones the handlers use); the public contact function can touch only
 * contact items, their repeat claims, the address counts and the counters.
 */
type Statement = { Action: string | string[]; Resource: unknown; Condition?: Record<string, unknown> };
// biome-ignore lint/suspicious/noExplicitAny: CloudFormation properties are walked freely in assertions.
type Resource = { Type: string; Properties: Record<string, any> };

let resources: Record<string, Resource>;
let dispose: () => void;
beforeAll(() => {
  let template: Template;
  ({ template, dispose } = synthStack({ stage: 'dev' }));
  resources = template.toJSON().Resources;
});
afterAll(() => dispose?.());

const ofType = (type: string) => Object.entries(resources).filter(([, r]) => r.Type === type);
const statementsOf = (handler: string): Statement[] => {
  const fn = ofType('AWS::Lambda::Function').find(
    ([, r]) => r.Properties.FunctionName === `pawcraft-dev-${handler}`,
  );
  if (!fn) throw new Error(`no function for ${handler}`);
  const role = fn[1].Properties.Role['Fn::GetAtt'][0];
  return ofType('AWS::IAM::Policy')
    .filter(([, p]) => p.Properties.Roles.some((r: { Ref: string }) => r.Ref === role))
    .flatMap(([, p]) => p.Properties.PolicyDocument.Statement);
};
const tableId = () => ofType('AWS::DynamoDB::Table')[0][0];
/** Statements on the table itself (not an index). */
const tableStatements = (handler: string) =>
  statementsOf(handler).filter(
    (statement) =>
      JSON.stringify(statement.Resource) === JSON.stringify({ 'Fn::GetAtt': [tableId(), 'Arn'] }),
  );
const leadingKeys = (statement: Statement) =>
  (statement.Condition?.['ForAllValues:StringLike'] as Record<string, string[]> | undefined)?.[
    'dynamodb:LeadingKeys'
  ];

describe('table grants by partition key', () => {
  const handlers = (Object.keys(handlerPermissions) as HandlerName[]).filter(
    (handler) => handlerPermissions[handler].table.length > 0,
  );

  it.each(handlers)('%s: its table actions only on its partitions', (handler) => {
    const statements = tableStatements(handler);
    expect(statements).toHaveLength(1);
    expect(leadingKeys(statements[0])?.sort()).toEqual(
      [...(handlerPermissions[handler].partitions ?? [])].sort(),
    );
    expect(leadingKeys(statements[0])?.length).toBeGreaterThan(0);
  });

  it('lets the public contact function touch only contact items and their counters', () => {
    const [statement] = tableStatements('contact-create');
    expect(leadingKeys(statement)?.sort()).toEqual(['CONTACT', 'CONTACT-FROM#*', 'CONTACT-SAME#*', 'META']);
    expect([statement.Action].flat().sort()).toEqual([
      'dynamodb:GetItem',
      'dynamodb:PutItem',
      'dynamodb:UpdateItem',
    ]);
    // Nothing else of the table or its indexes.
    expect(
      statementsOf('contact-create').filter((s) => JSON.stringify(s.Resource).includes(tableId())),
    ).toEqual([statement]);
  });

  it('keeps sessions, admins and login records to the functions that own them', () => {
    const owners = (pattern: string) =>
      handlers.filter((handler) => handlerPermissions[handler].partitions?.includes(pattern as never)).sort();
    expect(owners(tablePartitions.sessions)).toEqual(['admin-login', 'admin-logout', 'authorizer']);
    expect(owners(tablePartitions.admins)).toEqual(['admin-login']);
    for (const record of [
      tablePartitions.loginAccounts,
      tablePartitions.loginAddresses,
      tablePartitions.loginDevices,
    ])
      expect(owners(record)).toEqual(['admin-login']);
  });

  it('lets the contact list query GSI2 only under CONTACT#<status>', () => {
    const onStatusIndex = statementsOf('contact-list').filter((s) =>
      JSON.stringify(s.Resource).includes('GSI2'),
    );
    expect(onStatusIndex).toHaveLength(1);
    expect(leadingKeys(onStatusIndex[0])).toEqual(['CONTACT#*']);
  });
});
