import {
  ContactMessagesPage,
  contactAction,
} from '../../features/dashboard/contact/contact-messages-page.tsx';
import { loadContactMessages } from '../../features/dashboard/contact/contact-screen-data.ts';
import { dashboardPageRoute } from '../../features/dashboard/shell/dashboard-route.tsx';
import type { Route } from './+types/dashboard.contact';

export const { meta, HydrateFallback, ErrorBoundary } = dashboardPageRoute(
  'Contact messages',
  'the contact messages',
);

/**
 * Messages, newest first, 100 a page; `?cursor=` answers the page after it, `?status=` one
 * status, `?product=<id>` the enquiries about one product, `?message=<id>` opens that message (the link in its email).
 */
export const clientLoader = loadContactMessages;

/** Mark a message (read, replied, archived) or delete it. */
export const clientAction = contactAction;

export default function ContactMessages({ loaderData }: Route.ComponentProps) {
  // Another filter is another list: its appended pages start afresh.
  return (
    <ContactMessagesPage key={`${loaderData.status ?? 'all'}-${loaderData.product ?? ''}`} {...loaderData} />
  );
}
