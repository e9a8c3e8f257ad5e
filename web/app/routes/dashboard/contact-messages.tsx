import type { MetaFunction } from 'react-router';
import { ContactMessagesPage } from '../../../features/dashboard/contact-messages-page.tsx';
import { dashboardMeta } from '../../../features/dashboard/dashboard-meta.ts';

export const meta: MetaFunction = () => dashboardMeta('Contact messages');

export default ContactMessagesPage;
