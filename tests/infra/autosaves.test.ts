import { describe, expect, it } from 'vitest';
import { type HandlerName, handlerPermissions } from '../../infra/handler-permissions.ts';
import { apiRoutes } from '../../shared/routes.ts';
import { devStageForTests, type PolicyStatement } from './synth-stack.ts';

/**
 * The editor's server copies (docs/decisions/069) in the synthesised template: each autosave
 * route's role does its one call on the autosave partitions and nothing else; deleting a post
 * or a product may remove its copies; no public route and not the page renderer can read one.
 */
const { statementsOf, tableArn } = devStageForTests();
const leadingKeys = (statement: PolicyStatement) =>
  (statement.Condition?.['ForAllValues:StringLike'] as Record<string, string[]> | undefined)?.[
    'dynamodb:LeadingKeys'
  ] ?? [];
const onTable = (handler: string) =>
  statementsOf(handler).filter(
    (statement) => JSON.stringify(statement.Resource) === JSON.stringify(tableArn()),
  );
const actionsOf = (statement: PolicyStatement) => [statement.Action].flat();
const autosavePartitions = ['AUTOSAVE#BLOG#*', 'AUTOSAVE#PRODUCT#*'];
const reachesAutosaves = (handler: string) =>
  onTable(handler).some((statement) => leadingKeys(statement).some((key) => key.startsWith('AUTOSAVE#')));

describe('the autosave routes (docs/decisions/069)', () => {
  it.each([
    ['autosave-get', 'dynamodb:GetItem'],
    ['autosave-put', 'dynamodb:PutItem'],
    ['autosave-delete', 'dynamodb:DeleteItem'],
  ])('%s: only %s, only on the autosave partitions', (handler, action) => {
    const statements = onTable(handler);
    expect(statements).toHaveLength(1);
    expect(actionsOf(statements[0])).toEqual([action]);
    expect([...leadingKeys(statements[0])].sort()).toEqual(autosavePartitions);
    // No index, bucket or secret beyond what every admin route has.
    expect(
      statementsOf(handler).some((statement) => JSON.stringify(statement.Resource).includes('index/')),
    ).toBe(false);
  });

  it("lets a post's and a product's saves and delete remove that kind's copies, and no other writer touch them", () => {
    for (const handler of ['blog-create', 'blog-update', 'blog-delete']) {
      expect(leadingKeys(onTable(handler)[0]), handler).toContain('AUTOSAVE#BLOG#*');
      expect(leadingKeys(onTable(handler)[0]), handler).not.toContain('AUTOSAVE#PRODUCT#*');
    }
    for (const handler of ['product-create', 'product-update', 'product-delete']) {
      expect(leadingKeys(onTable(handler)[0]), handler).toContain('AUTOSAVE#PRODUCT#*');
      expect(leadingKeys(onTable(handler)[0]), handler).not.toContain('AUTOSAVE#BLOG#*');
    }
    const others = (Object.keys(handlerPermissions) as HandlerName[]).filter(
      (handler) =>
        handlerPermissions[handler].table.length > 0 &&
        !handler.startsWith('autosave-') &&
        !/^(blog|product)-(create|update|delete)$/.test(handler),
    );
    for (const handler of others) expect(reachesAutosaves(handler), handler).toBe(false);
  });

  it('keeps every copy out of the public routes and the page renderer', () => {
    const publicHandlers = apiRoutes
      .filter((route) => route.access === 'public')
      .map((route) => route.handler);
    for (const handler of [...publicHandlers, 'page-renderer'])
      expect(reachesAutosaves(handler), handler).toBe(false);
  });
});
