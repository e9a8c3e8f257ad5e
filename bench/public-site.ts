/**
 * The public site as the bench reaches it: the pages it audits (bench/lighthouse-audit.ts
 * lists them, bench/catalogue.ts finds the catalogue's) and the public API calls that find
 * their paths, as a visitor's links would.
 */

/** A page audited: which of the site's templates it is, and its path on the bench's stack. */
export interface AuditedPage {
  template: string;
  path: string;
}

/** A public API call's JSON body (the paths of the database's pages come from the API). */
export async function getJson<T>(baseUrl: string, path: string): Promise<T> {
  const response = await fetch(new URL(path, baseUrl));
  if (!response.ok) throw new Error(`GET ${path}: ${response.status}`);
  return (await response.json()) as T;
}
