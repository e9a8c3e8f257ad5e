import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { loggablePath } from '../functions/lib/runtime/logger.ts';
import { apiPathPrefixes, uploadsPathPrefix } from '../shared/routes.ts';
import { sendJson } from './responses.ts';

export type RequestHandler = (request: IncomingMessage, response: ServerResponse) => void | Promise<void>;

export interface SiteHandlers {
  api: RequestHandler;
  uploads: RequestHandler;
  web: RequestHandler;
}

/**
 * Routes the one origin's requests as CloudFront does (API prefixes, `/uploads/*`, else the
 * web app), adds the security headers CloudFront adds, and logs one line per request: method, path, status, milliseconds.
 */
export function routeSiteRequests(
  server: Server,
  handlers: SiteHandlers,
  log: (line: string) => void,
  /**
   * The headers CloudFront's response headers policy adds (shared/security-headers.ts). Set
   * before the handler runs, so a handler's own (the page renderer's CSP) wins, as with `override: false`.
   */
  headers: Record<string, string> = {},
): void {
  const route = (request: IncomingMessage, response: ServerResponse) => {
    for (const [name, value] of Object.entries(headers)) response.setHeader(name, value);
    const path = (request.url ?? '/').split('?')[0];
    if (apiPathPrefixes.some((prefix) => path === prefix || path.startsWith(prefix))) {
      return handlers.api(request, response);
    }
    if (path.startsWith(uploadsPathPrefix)) return handlers.uploads(request, response);
    return handlers.web(request, response);
  };
  server.on('request', (request: IncomingMessage, response: ServerResponse) => {
    const started = performance.now();
    response.on('finish', () =>
      log(
        `${request.method} ${loggablePath(request.url)} ${response.statusCode} ${Math.round(performance.now() - started)}ms`,
      ),
    );
    Promise.resolve(route(request, response)).catch((error) => {
      console.error(`${request.method} ${loggablePath(request.url)}:`, error);
      if (!response.headersSent) sendJson(response, 500, { message: 'Internal Server Error' });
      else response.destroy();
    });
  });
}

/** Listens on loopback only (the local admin has a printed password); resolves with the port. */
export function listenOnLoopback(server: Server, port: number): Promise<number> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve((server.address() as AddressInfo).port));
  });
}

/** Closes the server, including kept-alive connections. */
export function closeServer(server: Server): Promise<void> {
  return new Promise((resolve) => {
    server.close(() => resolve());
    server.closeAllConnections();
  });
}
