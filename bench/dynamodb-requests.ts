import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';

/** One DynamoDB HTTP request as the SDK sent it (each retry is a request of its own). */
export interface DynamoDbRequest {
  /** e.g. `QueryCommand`, `GetItemCommand`, `TransactWriteItemsCommand`. */
  command: string;
  /** The low-level (marshalled) input, to tell which item a GetItem read. */
  input: Record<string, unknown>;
  /** Bytes of DynamoDB's response body (its `content-length`), 0 when it failed. */
  responseBytes: number;
}

export interface DynamoDbRequestLog {
  /** The requests since the last `take()`, and a fresh start. */
  take(): DynamoDbRequest[];
  /**
   * Resolves once no request has been in flight or started for `quietMs`: a load run ends
   * with calls still being served, whose requests must not be counted for the next route.
   */
  whenIdle(quietMs: number): Promise<void>;
}

/**
 * Records every request the product's shared document client sends, from outside the
 * product: the handlers run in this process (the local stack's API Gateway imports them)
 * and `dynamoDocumentClient()` is one client per process, so a middleware on its stack
 * sees every call the handlers make. It sits after the retry middleware (finalizeRequest,
 * low priority), so each attempt counts.
 */
export function recordDynamoDbRequests(client: DynamoDBDocumentClient): DynamoDbRequestLog {
  let requests: DynamoDbRequest[] = [];
  let inFlight = 0;
  let lastActivity = performance.now();
  client.middlewareStack.add(
    (next, context) => async (args) => {
      const request: DynamoDbRequest = {
        command: context.commandName ?? 'unknown',
        input: args.input as Record<string, unknown>,
        responseBytes: 0,
      };
      requests.push(request);
      inFlight++;
      try {
        const result = await next(args);
        const headers = (result.response as { headers?: Record<string, string> } | undefined)?.headers;
        request.responseBytes = Number(headers?.['content-length'] ?? 0);
        return result;
      } finally {
        inFlight--;
        lastActivity = performance.now();
      }
    },
    { step: 'finalizeRequest', priority: 'low', name: 'benchDynamoDbRequestLog' },
  );
  return {
    take() {
      const taken = requests;
      requests = [];
      return taken;
    },
    async whenIdle(quietMs) {
      while (inFlight > 0 || performance.now() - lastActivity < quietMs) {
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    },
  };
}
