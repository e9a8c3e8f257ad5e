import { privacyPagePath } from '../../../shared/site-pages.ts';
import { publicPageHeaders } from '../../components/page-headers.ts';
import { PageHero } from '../../components/page-hero.tsx';
import { pageMeta } from '../../components/page-meta.ts';
import { PrivacyNotice } from '../../features/privacy/privacy-notice.tsx';
import { siteLayoutDataOf } from '../../lib/site-layout-data.ts';
import type { Route } from './+types/privacy';

/** Kept at the edge as the other pages; its only data is the layout's (the company's name). */
export const headers = publicPageHeaders;

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(siteLayoutDataOf(matches), {
    title: 'Visits and privacy',
    description:
      'What this site counts about visits and enquiries, and what it never stores: no cookies, no tracking scripts, no addresses.',
    path: privacyPagePath,
  });

export default function Privacy() {
  return (
    <>
      <PageHero>Visits and privacy</PageHero>
      <PrivacyNotice />
    </>
  );
}
