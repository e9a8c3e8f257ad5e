import type { Server } from 'node:http';
import sesLocal from 'aws-ses-v2-local';
import { findFreePort } from './free-port.ts';

/**
 * aws-ses-v2-local: SES v2's SendEmail on a loopback port, its mailbox at `/` (a web page)
 * and `/store` (JSON, what the tests read). The mailbox lives in this process's memory, so
 * stopping and starting the server again on the same port keeps the mail it holds.
 */
export interface RunningSesLocal {
  endpoint: string;
  /** The mailbox web page. */
  mailboxUrl: string;
  /** Stops answering (as an SES outage would); `start()` brings it back on the same port. */
  stop(): Promise<void>;
  start(): Promise<void>;
}

// The package is CommonJS: its default export arrives as `default` of the module object.
const startServer = ((sesLocal as unknown as { default?: typeof sesLocal }).default ?? sesLocal) as (config: {
  host: string;
  port: number;
}) => Promise<Server>;

export async function startSesLocal(): Promise<RunningSesLocal> {
  const port = await findFreePort();
  let server: Server | undefined;
  const start = async () => {
    // Its default host is every interface: bind it to loopback (TOOLING.md).
    server ??= await startServer({ host: '127.0.0.1', port });
  };
  const stop = async () => {
    const running = server;
    server = undefined;
    if (!running) return;
    running.closeAllConnections();
    await new Promise<void>((resolve) => running.close(() => resolve()));
  };
  await start();
  const endpoint = `http://127.0.0.1:${port}`;
  return { endpoint, mailboxUrl: `${endpoint}/`, stop, start };
}
