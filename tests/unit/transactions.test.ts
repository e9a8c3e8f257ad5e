import { TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import { conditional, transactWrite } from '../../functions/lib/data/table.ts';
import { ddb, transactionCancelled } from './support/aws-mocks.ts';

/**
 * A failed condition is answered by the write it belongs to (issue 22): reorder a
 * transaction's writes and the answer stays the same.
 */
describe('a transaction whose condition fails', () => {
  class Gone extends Error {}
  class Taken extends Error {}
  const item = (SK: string) => ({ Put: { TableName: 't', Item: { PK: 'P', SK }, ConditionExpression: 'x' } });
  const writes = [
    conditional(item('a'), () => new Gone()),
    conditional(item('b'), () => new Taken()),
    item('c'),
  ];

  it("answers with the failing write's error, whatever its position, and sends no extra attribute", async () => {
    ddb.on(TransactWriteCommand).rejects(transactionCancelled(['None', 'ConditionalCheckFailed', 'None']));
    await expect(transactWrite(writes)).rejects.toBeInstanceOf(Taken);
    ddb.on(TransactWriteCommand).rejects(transactionCancelled(['None', 'None', 'ConditionalCheckFailed']));
    await expect(transactWrite([writes[2], writes[0], writes[1]])).rejects.toBeInstanceOf(Taken);
    const sent = ddb.commandCalls(TransactWriteCommand)[0].args[0].input.TransactItems ?? [];
    expect(sent.map((write) => Object.keys(write))).toEqual([['Put'], ['Put'], ['Put']]);
  });

  it('falls back to `otherwise` for a write without its own answer, and to the error itself', async () => {
    ddb.on(TransactWriteCommand).rejects(transactionCancelled(['None', 'None', 'ConditionalCheckFailed']));
    await expect(transactWrite(writes, () => new Gone())).rejects.toBeInstanceOf(Gone);
    await expect(transactWrite(writes)).rejects.toMatchObject({ name: 'TransactionCanceledException' });
  });
});
