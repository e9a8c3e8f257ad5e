import { unconfirmedWriteMessage } from '../../../shared/save-answers.ts';
import {
  Conflict,
  type DomainError,
  InvalidInput,
  MailNotSent,
  NotFound,
  TooLarge,
  TooManyAttempts,
  Unavailable,
  WriteUnconfirmed,
  WrongCredentials,
} from '../domain-errors.ts';
import { HttpError } from './http-error.ts';

/**
 * Maps anything a handler throws to the status and message the client sees: the one place
 * where a domain error becomes HTTP (docs/decisions/031). The HTTP layer's own errors keep
 * theirs; a busy or unreachable database is 503 (saying so when a write may have gone
 * through: docs/decisions/052); the rest is a 500 (a bug).
 */
export const busyMessage = 'The service is busy. Please try again shortly.';
export const internalMessage = 'Something went wrong. Please try again later.';
export const tooLargeMessage = 'The request is too large.';
export const invalidBodyMessage = 'The request body is not valid.';

const busyErrorNames = new Set([
  'ProvisionedThroughputExceededException',
  'ThrottlingException',
  'Throttling',
  'RequestLimitExceeded',
  'ServiceUnavailable',
  'ServiceUnavailableException',
  'InternalServerError',
  'InternalFailure',
  'SlowDown',
  'TransactionConflictException',
  'TransactionInProgressException',
  'TimeoutError',
  'RequestTimeout',
  'RequestTimeoutException',
]);
const networkErrorCodes = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'UND_ERR_SOCKET',
  'UND_ERR_CONNECT_TIMEOUT',
]);
/** Reasons inside a cancelled transaction that mean "busy", not "your data conflicts". */
const busyCancellationCodes = new Set([
  'ThrottlingError',
  'ProvisionedThroughputExceeded',
  'TransactionConflict',
  'RequestLimitExceeded',
]);

/** Messages for the HTTP errors middy's JSON body parser raises. */
const parserMessages: Record<number, [number, string]> = {
  413: [413, tooLargeMessage],
  415: [415, 'Please send the request body as JSON.'],
  422: [400, invalidBodyMessage],
};

/** Each domain error's status; a subclass answers as its parent (HtmlTooComplex is an InvalidInput). */
const domainStatuses: [abstract new (message: string) => DomainError, number][] = [
  [InvalidInput, 400],
  [WrongCredentials, 401],
  [NotFound, 404],
  [Conflict, 409],
  [TooLarge, 413],
  [TooManyAttempts, 429],
  [Unavailable, 503],
  [MailNotSent, 503],
];

interface AwsLikeError {
  name?: string;
  code?: string;
  cause?: { code?: string };
  statusCode?: number;
  expose?: boolean;
  $metadata?: { httpStatusCode?: number };
  CancellationReasons?: { Code?: string }[];
}

export function isBusyError(error: unknown): boolean {
  if (error instanceof Unavailable) return true;
  const candidate = (error ?? {}) as AwsLikeError;
  if (candidate.name && busyErrorNames.has(candidate.name)) return true;
  if (networkErrorCodes.has(candidate.code ?? '') || networkErrorCodes.has(candidate.cause?.code ?? ''))
    return true;
  if (candidate.name === 'TransactionCanceledException')
    return (candidate.CancellationReasons ?? []).some((reason) =>
      busyCancellationCodes.has(reason.Code ?? ''),
    );
  // An AWS service answering 5xx is unavailable, whatever it calls the error.
  return Boolean(candidate.$metadata?.httpStatusCode && candidate.$metadata.httpStatusCode >= 500);
}

export function errorResponse(error: unknown): { status: number; message: string } {
  if (error instanceof HttpError) return { status: error.status, message: error.message };
  const domainStatus = domainStatuses.find(([kind]) => error instanceof kind)?.[1];
  // A write that may have been stored: a plain "try again" could store it twice.
  if (error instanceof WriteUnconfirmed) return { status: 503, message: unconfirmedWriteMessage };
  // Unavailable's message is for the log: the client hears the one busy message.
  if (error instanceof Unavailable) return { status: 503, message: busyMessage };
  if (domainStatus) return { status: domainStatus, message: (error as DomainError).message };
  const candidate = (error ?? {}) as AwsLikeError;
  if (candidate.expose && candidate.statusCode && parserMessages[candidate.statusCode]) {
    const [status, message] = parserMessages[candidate.statusCode];
    return { status, message };
  }
  if (isBusyError(error)) return { status: 503, message: busyMessage };
  return { status: 500, message: internalMessage };
}
