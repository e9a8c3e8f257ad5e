import { isRouteErrorResponse, useRevalidator } from 'react-router';
import { BackButton } from './back-button.tsx';

/**
 * A public page's ErrorBoundary: inside the site's header and footer, the server's message
 * for a page that does not exist, else a way to try again (the data is asked for once more);
 * and a way back.
 */
export function PageError({ error, backTo }: { error: unknown; backTo: { path: string; label: string } }) {
  const revalidator = useRevalidator();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  const message =
    isRouteErrorResponse(error) && typeof error.data?.message === 'string'
      ? error.data.message
      : 'Something went wrong. Please try again later.';
  return (
    <section className="page-section container empty-state" aria-live="polite">
      <h1>{notFound ? message : 'This page could not be loaded.'}</h1>
      {!notFound && <p>{message}</p>}
      <p>
        {!notFound && (
          <button
            type="button"
            className="button"
            onClick={() => revalidator.revalidate()}
            disabled={revalidator.state === 'loading'}
          >
            {revalidator.state === 'loading' ? 'Trying again…' : 'Try again'}
          </button>
        )}{' '}
        <BackButton fallback={backTo.path} label={backTo.label} />
      </p>
    </section>
  );
}
