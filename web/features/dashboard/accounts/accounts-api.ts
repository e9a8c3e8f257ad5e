/** The sign-in, password, sessions and admins screens' calls. Each names its route of shared/routes.ts; `callApi` encodes the ids. */
import type { LoginInput } from '../../../../shared/account-rules.ts';
import { callApi } from '../../../lib/api-client.ts';

export const accountsApi = {
  login: (input: LoginInput) => callApi('admin-login', { body: input }),
  forgotPassword: (email: string) => callApi('password-forgot', { body: { email } }),
  /** A reset or invitation link's token and the chosen password; signs this browser in. */
  setPassword: (token: string, password: string) => callApi('password-reset', { body: { token, password } }),
  changePassword: (currentPassword: string, newPassword: string) =>
    callApi('password-change', { body: { currentPassword, newPassword } }),
  sessions: (signal?: AbortSignal) => callApi('sessions-list', { signal }),
  endSession: (id: string) => callApi('session-end', { parameters: { id } }),
  endAllSessions: () => callApi('sessions-end-all'),
  admins: (signal?: AbortSignal) => callApi('admins-list', { signal }),
  inviteAdmin: (email: string, currentPassword: string) =>
    callApi('admin-invite', { body: { email, currentPassword } }),
  removeAdmin: (email: string, currentPassword: string) =>
    callApi('admin-remove', { parameters: { email }, body: { currentPassword } }),
};
