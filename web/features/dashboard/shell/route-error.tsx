import { useEffect } from 'react';
import { isRouteErrorResponse, Link, useRevalidator } from 'react-router';
import { ApiError } from '../../../lib/api-client.ts';
import { loginPath, overviewPath } from './login-redirect.ts';
import { Spinner } from './spinner.tsx';
import './dashboard.css';

/** What went wrong, in words for the admin. */
function errorDetail(error: unknown): string {
  if (isRouteErrorResponse(error)) return `${error.status} ${error.statusText}`.trim();
  if (error instanceof ApiError) return error.message;
  return 'Something went wrong.';
}

/**
 * A dashboard page that could not load or show: says what failed, offers 'Try again'
 * (runs the page's loaders again) and a way back to the overview.
 */
export function RouteError({ error, what }: { error: unknown; what: string }) {
  const revalidator = useRevalidator();
  const retrying = revalidator.state === 'loading';
  useEffect(() => {
    if (!(error instanceof ApiError)) console.error(error);
  }, [error]);
  return (
    <div className="dash-page dash-route-error">
      <div className="dash-error-box" role="alert">
        <h1 className="dash-route-error__title">Could not load {what}.</h1>
        <p>{errorDetail(error)}</p>
      </div>
      <div className="dash-route-error__actions">
        <button
          type="button"
          className="dash-button dash-button--primary"
          onClick={() => revalidator.revalidate()}
          disabled={retrying}
        >
          {retrying ? 'Trying again…' : 'Try again'}
        </button>
        <Link to={overviewPath} className="dash-button dash-button--secondary">
          Back to the overview
        </Link>
      </div>
    </div>
  );
}

/** A signed-out page's failure (the login and the password links): the error on the login's card. */
export function SignedOutPageError({ error, what }: { error: unknown; what: string }) {
  return (
    <div className="dash-root dash-root--centered">
      <main className="dash-login__card">
        <RouteError error={error} what={what} />
      </main>
    </div>
  );
}

/** The guard's own failure (outside the admin layout): the same, with a way to log in again. */
export function DashboardError({ error }: { error: unknown }) {
  return (
    <div className="dash-root dash-root--centered">
      <main className="dash-login__card">
        <RouteError error={error} what="the dashboard" />
        <p>
          <Link to={loginPath} className="dash-link">
            Log in again
          </Link>
        </p>
      </main>
    </div>
  );
}

/** Shown while a dashboard page's first data loads (and, server-rendered, until the browser takes over). */
export function DashboardFallback({ label = 'Loading…' }: { label?: string }) {
  return (
    <div className="dash-root dash-root--centered">
      <Spinner label={label} />
    </div>
  );
}
