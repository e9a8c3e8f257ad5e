import { type FormEvent, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { firstIssue, loginSchema, v } from '../../../shared/validation.ts';
import { ApiError } from '../../lib/api-client.ts';
import { dashboardApi } from './dashboard-api.ts';
import { afterLoginPath } from './login-redirect.ts';
import './dashboard.css';

/**
 * Email, Password, Login. Checked with the shared `loginSchema` first; a refused login
 * shows the server's message in a red box ('Something went wrong' when it gave none).
 */
/** The message the server sent, if it sent one (not a network failure or a bare status). */
function serverMessage(failure: unknown): string | undefined {
  if (!(failure instanceof ApiError) || failure.status === 0) return undefined;
  return failure.message === `Request failed (${failure.status}).` ? undefined : failure.message;
}

export function LoginPage() {
  const navigate = useNavigate();
  const location = useLocation();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = v.safeParse(loginSchema, { email, password });
    if (!parsed.success) {
      setError(firstIssue(parsed.issues));
      return;
    }
    setBusy(true);
    setError('');
    try {
      await dashboardApi.login(parsed.output);
      navigate(afterLoginPath(location.state), { replace: true });
    } catch (failure) {
      setError(serverMessage(failure) ?? 'Something went wrong');
      setBusy(false);
    }
  }

  return (
    <div className="dash-login">
      <main className="dash-login__card">
        <img src="/favicon.svg" alt="" width="56" height="56" className="dash-login__logo" />
        <h1 className="dash-login__title">Admin login</h1>
        <form onSubmit={submit} noValidate className="dash-form">
          <div className="dash-field">
            <label htmlFor="login-email">Email</label>
            <input
              id="login-email"
              type="email"
              name="email"
              autoComplete="username"
              required
              value={email}
              onChange={(event) => setEmail(event.target.value)}
            />
          </div>
          <div className="dash-field">
            <label htmlFor="login-password">Password</label>
            <input
              id="login-password"
              type="password"
              name="password"
              autoComplete="current-password"
              required
              value={password}
              onChange={(event) => setPassword(event.target.value)}
            />
          </div>
          {error && (
            <p className="dash-error-box" role="alert">
              {error}
            </p>
          )}
          <button
            type="submit"
            className="dash-button dash-button--primary dash-button--block"
            disabled={busy}
          >
            {busy ? 'Logging in…' : 'Login'}
          </button>
        </form>
      </main>
    </div>
  );
}
