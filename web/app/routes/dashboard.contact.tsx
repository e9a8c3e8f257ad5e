import {
  ContactMessagesPage,
  contactAction,
  loadContactMessages,
} from '../../features/dashboard/contact/contact-messages-page.tsx';
import { dashboardMeta } from '../../features/dashboard/shell/dashboard-meta.ts';
import { DashboardFallback, RouteError } from '../../features/dashboard/shell/route-error.tsx';
import type { Route } from './+types/dashboard.contact';

export const meta: Route.MetaFunction = () => dashboardMeta('Contact messages');

/**
 * Messages, newest first, 100 a page; `?cursor=` answers the page after it, `?status=` one
 * status, `?product=<id>` the enquiries about one product, `?message=<id>` opens that message (the link in its email).
 */
export function clientLoader({ request }: Route.ClientLoaderArgs) {
  return loadContactMessages(request);
}

/** Mark a message (read, replied, archived) or delete it. */
export function clientAction({ request }: Route.ClientActionArgs) {
  return contactAction(request);
}

export default function ContactMessages({ loaderData }: Route.ComponentProps) {
  // Another filter is another list: its appended pages start afresh.
  return (
    <ContactMessagesPage key={`${loaderData.status ?? 'all'}-${loaderData.product ?? ''}`} {...loaderData} />
  );
}

export function HydrateFallback() {
  return <DashboardFallback />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteError error={error} what="the contact messages" />;
}
