import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { originVerifyHeader } from '../../../functions/lib/http/origin-verification.ts';

/**
 * The origin secret unit tests' handlers accept (ADR 028): a file like the local stack's,
 * named in ORIGIN_SECRET_FILE before any handler reads it, and the headers CloudFront would add.
 */
export const unitOriginSecret = 'unit-test-origin-secret-0123456789abcdef0123456789abcdef';
const file = join(mkdtempSync(join(tmpdir(), 'pawcraft-origin-')), 'origin-secret');
writeFileSync(file, JSON.stringify({ current: unitOriginSecret }));
process.env.ORIGIN_SECRET_FILE = file;

/** What CloudFront adds to each request: the origin secret, and the visitor's address (the events' sourceIp). */
export const unitOriginHeaders: Record<string, string> = {
  [originVerifyHeader]: unitOriginSecret,
  'x-viewer-address': '127.0.0.1',
};
