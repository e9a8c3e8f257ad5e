import { describe, expect, it } from 'vitest';
import {
  hashPassword,
  owaspCost,
  verifyAgainstDummy,
  verifyPassword,
} from '../../functions/lib/auth/passwords.ts';

describe('scrypt password hashes', () => {
  it("use OWASP's parameters and a per-user salt, and verify only the right password", async () => {
    expect(owaspCost).toEqual({ log2N: 17, r: 8, p: 1 });
    const first = await hashPassword('a long enough password');
    expect(first).toMatch(/^scrypt\$17\$8\$1\$[\w-]{22}\$[\w-]{86}$/);
    expect(await verifyPassword('a long enough password', first)).toBe(true);
    expect(await verifyPassword('a long enough passworD', first)).toBe(false);
  }, 30_000);

  it('salt each hash differently and refuse malformed stored hashes', async () => {
    const cheap = { log2N: 10, r: 8, p: 1 };
    const [one, two] = await Promise.all([hashPassword('same', cheap), hashPassword('same', cheap)]);
    expect(one).not.toBe(two);
    expect(await verifyPassword('same', 'bcrypt$whatever')).toBe(false);
    expect(await verifyPassword('same', '')).toBe(false);
  });

  it('spend the time of a real check for unknown emails, and never succeed', async () => {
    expect(await verifyAgainstDummy('anything')).toBe(false);
  }, 30_000);
});
