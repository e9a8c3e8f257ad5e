/**
 * An answer the HTTP layer itself gives (no origin header, no session, a body too large or
 * unreadable): error-response.ts turns it into `{ message }` with this status. Domain code
 * throws domain errors (../domain-errors.ts) instead and never names a status.
 */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}
