import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';

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

/** The SDK's client base class (`@smithy/core/client`), which every client's `send` comes from. */
type SdkClient = {
  send(...args: unknown[]): Promise<unknown>;
  config?: { serviceId?: string };
  middlewareStack: DynamoDBDocumentClient['middlewareStack'];
};

/**
 * Records every request any DynamoDB client of this process sends, from outside the
 * product. The API handlers run in this process (the local stack's API Gateway imports
 * them) and share `dynamoDocumentClient()`; the page renderer's server build
 * (build/server) bundles its own copy of functions/lib, so it has a client of its own.
 * Both are SDK clients of the one `@aws-sdk/lib-dynamodb` in node_modules, whose `send`
 * is the SDK client base class's: wrapped once, it adds a middleware to the stack of each
 * DynamoDB client on that client's first request. The middleware sits after the retry
 * middleware (finalizeRequest, low priority), so each attempt counts.
 */
export function recordDynamoDbRequests(): DynamoDbRequestLog {
  let requests: DynamoDbRequest[] = [];
  let inFlight = 0;
  let lastActivity = performance.now();
  const recorded = new WeakSet<object>();
  const record = (stack: SdkClient['middlewareStack']) => {
    if (recorded.has(stack)) return;
    recorded.add(stack);
    stack.add(
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
  };
  const clientPrototype = Object.getPrototypeOf(DynamoDBDocumentClient.prototype) as SdkClient;
  const send = clientPrototype.send;
  clientPrototype.send = function (this: SdkClient, ...args: unknown[]) {
    if (this.config?.serviceId === 'DynamoDB') record(this.middlewareStack);
    return send.apply(this, args);
  };
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
