import type { ServerResponse } from 'node:http';

/** Ends the response with a JSON body (the API's error shape is `{ message }`). */
export function sendJson(response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, { 'content-type': 'application/json' });
  response.end(JSON.stringify(body));
}
