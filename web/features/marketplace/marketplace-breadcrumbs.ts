import { marketplacePath } from '../../../shared/site-urls.ts';
import { breadcrumbs } from '../../components/page-meta.ts';

/** schema.org breadcrumbs of a marketplace page: Home, Marketplace, then `trail` (a state, its district). */
export const marketplaceBreadcrumbs = (...trail: { name: string; path: string }[]) =>
  breadcrumbs([{ name: 'Marketplace', path: marketplacePath }, ...trail]);
