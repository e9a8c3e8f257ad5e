import type { MetaDescriptor } from 'react-router';

/** Every dashboard page: its own title, and kept out of search engines. */
export function dashboardMeta(page: string): MetaDescriptor[] {
  return [{ title: `${page} · Dashboard` }, { name: 'robots', content: 'noindex' }];
}
