/**
 * Why the domain refused a request, in its own words: repositories and domain code throw
 * these and know nothing of HTTP. The one place that turns them into status codes is
 * http/error-response.ts, which every handler's middy stack runs (docs/decisions/031).
 * Each message is the spec's text the client sees.
 */
export abstract class DomainError extends Error {
  constructor(message: string, options?: ErrorOptions) {
    super(message, options);
    this.name = new.target.name;
  }
}

/** The input breaks a rule (a field, a cursor, a key that names no usable upload). */
export class InvalidInput extends DomainError {}
/** The thing asked for does not exist. */
export class NotFound extends DomainError {}
/** The request clashes with the stored data (a taken name or slug, a concurrent change). */
export class Conflict extends DomainError {}
/** The input is too big to store. */
export class TooLarge extends DomainError {}
/** Too many attempts from one account or address in the window. */
export class TooManyAttempts extends DomainError {}
/** The email or password is wrong. */
export class WrongCredentials extends DomainError {}
/** The data store could not settle the request in time (the client may try again). */
export class Unavailable extends DomainError {}
/**
 * A write was sent to the data store and its answer never came: it may have been applied, so
 * the client must look before trying again (runtime/unconfirmed-writes.ts).
 */
export class WriteUnconfirmed extends Unavailable {}
/** An email the request exists to send could not be sent (no mail set up, or SES refused): the client hears why. */
export class MailNotSent extends DomainError {}
