import { putAdminRecord } from '../data/admins-repository.ts';
import { hashPassword } from './passwords.ts';

/**
 * Creates the admin or gives an existing one this password (the CLI, the local stack and the
 * tests): a reset that also ends every session the admin has.
 */
export async function putAdmin(email: string, password: string): Promise<void> {
  await putAdminRecord(email, await hashPassword(password));
}
