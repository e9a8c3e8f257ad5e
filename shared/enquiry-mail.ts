/**
 * What the enquiry mailer (functions/lib/mail/enquiry-mailer.ts) and its infrastructure
 * (infra/enquiry-mailer.ts, the local stream poller) must agree on (docs/decisions/053).
 */

/**
 * The mailer function's time limit. The mailer starts a message only while a whole one (the
 * claim, the send and its outcome, each at its SDK time limit) still fits in what is left, so
 * the function is never stopped between a send and its outcome.
 */
export const enquiryMailerTimeoutSeconds = 30;

/**
 * The log line of a send SES did not answer in time: the mail may or may not have arrived,
 * and it is not sent again. A metric filter on the mailer's logs counts these lines and an
 * alarm of its own tells the owner (infra/enquiry-mailer.ts).
 */
export const uncertainEnquiryMailLog = 'enquiry mail uncertain';
