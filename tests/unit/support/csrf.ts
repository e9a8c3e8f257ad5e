import { readFileSync } from 'node:fs';
import { csrfTokenFor } from '../../../functions/lib/session-tokens.ts';
import { testSigningKeyFile } from './aws-mocks.ts';

/** The CSRF header a logged-in browser sends for this session. */
export const csrfHeaders = (sessionId: string) => ({
  'X-XSRF-TOKEN': csrfTokenFor(Buffer.from(readFileSync(testSigningKeyFile, 'utf8').trim()), sessionId),
});
