/**
 * An error that is the API's answer: the HTTP layer turns it into `{ message }` with this
 * status. Repositories throw these for 404/409 so handlers stay one call long.
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

export const badRequest = (message: string) => new HttpError(400, message);
export const notFound = (message: string) => new HttpError(404, message);
export const conflict = (message: string) => new HttpError(409, message);
