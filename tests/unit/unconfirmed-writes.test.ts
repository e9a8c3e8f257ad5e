import { createServer, type Server, type Socket } from 'node:net';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import {
  DeleteCommand,
  DynamoDBDocumentClient,
  GetCommand,
  PutCommand,
  QueryCommand,
  TransactWriteCommand,
  UpdateCommand,
} from '@aws-sdk/lib-dynamodb';
import { afterEach, describe, expect, it } from 'vitest';
import { WriteUnconfirmed } from '../../functions/lib/domain-errors.ts';
import { busyMessage, errorResponse } from '../../functions/lib/http/error-response.ts';
import { localCredentials } from '../../functions/lib/runtime/aws-clients.ts';
import { reportUnconfirmedWrites } from '../../functions/lib/runtime/unconfirmed-writes.ts';
import { unconfirmedWriteMessage } from '../../shared/save-answers.ts';

/**
 * A DynamoDB that takes the request and never answers (a black hole on a local port, as a
 * paused table looks from the client): a change (a transaction) answers "may have been saved";
 * a read, a single-item write and a change that never reached it (nothing listening) the plain
 * busy message (issue 38, item 4).
 * The client has the Lambdas' retries with short timeouts, so each case takes about 0.5 s.
 */
const servers: Server[] = [];
const sockets: Socket[] = [];
afterEach(() => {
  for (const socket of sockets.splice(0)) socket.destroy();
  for (const server of servers.splice(0)) server.close();
});

/** A server that accepts connections and answers nothing; `onConnection` sees each one. */
async function blackHole(onConnection: (server: Server) => void = () => {}): Promise<number> {
  const server = createServer((socket) => {
    sockets.push(socket);
    onConnection(server);
  });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return (server.address() as { port: number }).port;
}

/** A port nothing listens on: a server opened, its port noted, then closed. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

function clientAt(port: number): DynamoDBDocumentClient {
  const client = new DynamoDBClient({
    region: 'us-east-1',
    endpoint: `http://127.0.0.1:${port}`,
    credentials: localCredentials,
    maxAttempts: 2,
    requestHandler: { connectionTimeout: 200, requestTimeout: 200, throwOnRequestTimeout: true },
  });
  reportUnconfirmedWrites(client);
  return DynamoDBDocumentClient.from(client);
}

const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => expect.unreachable('the call should fail'),
    (error: unknown) => error,
  );

const table = 'T';
const key = { PK: 'P', SK: 'S' };
const transaction = new TransactWriteCommand({ TransactItems: [{ Put: { TableName: table, Item: key } }] });
/** Single-item writes: counters, throttles, sessions and logs, never a change on its own. */
const singleWrites = {
  PutItem: new PutCommand({ TableName: table, Item: key }),
  UpdateItem: new UpdateCommand({
    TableName: table,
    Key: key,
    UpdateExpression: 'ADD n :one',
    ExpressionAttributeValues: { ':one': 1 },
  }),
  DeleteItem: new DeleteCommand({ TableName: table, Key: key }),
};

describe('a change sent and not answered', () => {
  it('fails as WriteUnconfirmed, answered 503 "may have been saved"', async () => {
    const error = await failure(clientAt(await blackHole()).send(transaction));
    expect(error).toBeInstanceOf(WriteUnconfirmed);
    expect(errorResponse(error)).toEqual({ status: 503, message: unconfirmedWriteMessage });
  });

  it('stays unconfirmed when the retry could not even connect', async () => {
    // The first attempt is taken and never answered; the server then stops listening, so the
    // SDK's second attempt is refused: the first may still have been applied.
    const port = await blackHole((server) => server.close());
    const error = await failure(clientAt(port).send(transaction));
    expect(error).toBeInstanceOf(WriteUnconfirmed);
    expect((error as Error).cause).toMatchObject({ code: 'ECONNREFUSED' });
  });
});

describe('nothing that may have been stored', () => {
  it('a read that times out is the plain busy answer', async () => {
    const port = await blackHole();
    for (const read of [
      new GetCommand({ TableName: table, Key: key }),
      new QueryCommand({
        TableName: table,
        KeyConditionExpression: 'PK = :pk',
        ExpressionAttributeValues: { ':pk': 'P' },
      }),
    ]) {
      const error = await failure(clientAt(port).send(read as GetCommand));
      expect(error).not.toBeInstanceOf(WriteUnconfirmed);
      expect(errorResponse(error)).toEqual({ status: 503, message: busyMessage });
    }
  });

  for (const [name, command] of Object.entries(singleWrites)) {
    it(`a single ${name} that times out (a counter, a session) is the plain busy answer`, async () => {
      const error = await failure(clientAt(await blackHole()).send(command as PutCommand));
      expect(error).not.toBeInstanceOf(WriteUnconfirmed);
      expect(errorResponse(error)).toEqual({ status: 503, message: busyMessage });
    });
  }

  it('a change refused a connection (nothing listening) is the plain busy answer', async () => {
    const error = await failure(clientAt(await closedPort()).send(transaction));
    expect(error).not.toBeInstanceOf(WriteUnconfirmed);
    expect(errorResponse(error)).toEqual({ status: 503, message: busyMessage });
  });
});
