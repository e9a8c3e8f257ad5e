import { isRouteErrorResponse, useLocation, useRevalidator } from 'react-router';
import { BackButton } from './back-button.tsx';

const isNotFound = (error: unknown) => isRouteErrorResponse(error) && error.status === 404;

/**
 * The title of a page whose loader failed: its own not-found text for a 404 (the page does
 * not exist); for a 503 the site is busy (the table is down or throttled, docs/decisions/056):
 * the page may well exist, and a title saying "not found" tells the visitor, and a search
 * engine, that it does not; anything else could not be loaded. (The heading below says the
 * page could not be loaded, and the server's message why.)
 */
export function failedPageTitle(error: unknown, notFoundTitle: string): string {
  if (isNotFound(error)) return notFoundTitle;
  if (isRouteErrorResponse(error) && error.status === 503) return 'The site is busy';
  return 'This page could not be loaded';
}

/**
 * A public page's ErrorBoundary: inside the site's header and footer, the server's message
 * for a page that does not exist, else a way to try again (the data is asked for once more);
 * and a way back.
 */
export function PageError({ error, backTo }: { error: unknown; backTo: { path: string; label: string } }) {
  const revalidator = useRevalidator();
  const location = useLocation();
  const retrying = revalidator.state === 'loading';
  const notFound = isNotFound(error);
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
          // A link to this very page: before the app runs (or without JavaScript) a tap loads
          // it again; once it runs, only the data is asked for again (issue 37).
          <a
            href={`${location.pathname}${location.search}`}
            className="button"
            aria-disabled={retrying || undefined}
            onClick={(event) => {
              event.preventDefault();
              if (!retrying) revalidator.revalidate();
            }}
          >
            {retrying ? 'Trying again…' : 'Try again'}
          </a>
        )}{' '}
        <BackButton fallback={backTo.path} label={backTo.label} />
      </p>
    </section>
  );
}
