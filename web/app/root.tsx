import { type ReactNode, useEffect } from 'react';
import { isRouteErrorResponse, Links, Meta, Outlet, Scripts, ScrollRestoration } from 'react-router';
import { speculationRulesType } from '../../shared/speculation-rules.ts';
import '../styles/tokens.css';
import '../styles/base.css';

export function Layout({ children }: { children: ReactNode }) {
  // Public pages hydrate after `load` (shared/hydration-after-load.ts): this marks the moment
  // the page's controls answer, for the browser tests (and any script) to wait for.
  // The page's speculation rules served taps until now; the app takes them from here
  // (shared/speculation-rules.ts), so removing the script ends what it would still prerender.
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
    document.querySelector(`script[type="${speculationRulesType}"]`)?.remove();
  }, []);
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0f5257" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <Meta />
        <Links />
      </head>
      <body>
        {children}
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

export function HydrateFallback() {
  return (
    <p className="page-loading" aria-busy="true">
      Loading…
    </p>
  );
}

/** Last resort for errors outside the site layout (a route's own error shows inside it). */
export function ErrorBoundary({ error }: { error: unknown }) {
  const heading = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : 'Something went wrong';
  return (
    <main className="container page-section">
      <h1>{heading}</h1>
      <p>
        <a href="/">Go to the home page</a>
      </p>
    </main>
  );
}
