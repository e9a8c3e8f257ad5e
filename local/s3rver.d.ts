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
  }
}

/** s3rver's registry of accepted access keys (it checks the key id and the signature). */
declare module 's3rver/lib/models/account.js' {
  const accounts: {
    DUMMY_ACCOUNT: { createKeyPair(accessKeyId: string, secretAccessKey: string): void };
  };
  export default accounts;
}
