/** The part of s3rver 3.7 (untyped CommonJS) that the local stack uses. */
declare module 's3rver' {
  import type { AddressInfo } from 'node:net';

  interface S3rverOptions {
    address?: string;
    port?: number;
    silent?: boolean;
    directory?: string;
    configureBuckets?: { name: string; configs?: string[] }[];
  }

  export default class S3rver {
    constructor(options: S3rverOptions);
    run(): Promise<AddressInfo>;
    close(): Promise<void>;
    /** An S3-shaped notification per object stored or deleted (`{ Records: [...] }`). */
    on(event: 'event', listener: (event: import('./s3-local.ts').S3Notification) => void): this;
    /** Where objects are kept: every read and write of an object goes through `getResourcePath`. */
    store: {
      getResourcePath(bucket: string, key?: string, resource?: string): string;
      putObject(object: { key: string; metadata: Record<string, string> }): Promise<unknown>;
    };
    /** Koa's middleware, composed when the server starts listening. */
    middleware: ((ctx: S3rverContext, next: () => Promise<void>) => Promise<void>)[];
  }

  interface S3rverContext {
    method: string;
    is(type: string): string | false | null;
  }
}

/** s3rver's S3 error: thrown inside a request, it becomes S3's XML error with the code's status. */
declare module 's3rver/lib/models/error.js' {
  export default class S3Error extends Error {
    constructor(code: string, message: string, detail?: Record<string, string>);
  }
}

/** s3rver's registry of accepted access keys (it checks the key id and the signature). */
declare module 's3rver/lib/models/account.js' {
  const accounts: {
    DUMMY_ACCOUNT: { createKeyPair(accessKeyId: string, secretAccessKey: string): void };
  };
  export default accounts;
}
