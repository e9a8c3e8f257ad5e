import { type MouseEvent, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { sitePageHref } from '../lib/site-page-href.ts';
import { PrefetchPage, prefetchWhenIdleInView } from './page-link.tsx';

/**
 * An admin's HTML text (a post's content) whose links to the site's pages behave as the app's
 * own links (issue 37): once the app runs, a tap is followed in the app, and the first ones in
 * view fetch their page when the browser is idle (as cards do, within the same quota). Before
 * or without JavaScript they are plain links. A click with a modifier key, or any other button,
 * is the browser's (a new tab).
 */
export function ContentLinks({ html, className }: { html: string; className?: string }) {
  const content = useRef<HTMLDivElement>(null);
  const navigate = useNavigate();
  const [due, setDue] = useState<readonly string[]>([]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the links are in the HTML: new HTML (the next post), new links
  useEffect(() => {
    setDue([]);
    const page = new URL(location.href);
    const cleanUps = [...(content.current?.querySelectorAll('a[href]') ?? [])].flatMap((link) => {
      const href = sitePageHref(link as HTMLAnchorElement, page);
      if (!href) return [];
      return [prefetchWhenIdleInView(link, 'card', () => setDue((hrefs) => [...hrefs, href]))];
    });
    return () => {
      for (const cleanUp of cleanUps) cleanUp();
    };
  }, [html]);
  const follow = (event: MouseEvent<HTMLDivElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const link = (event.target as Element).closest('a[href]');
    const href = link && sitePageHref(link as HTMLAnchorElement, new URL(location.href));
    if (!href) return;
    event.preventDefault();
    navigate(href);
  };
  return (
    <>
      {/* biome-ignore lint/a11y/noStaticElementInteractions lint/a11y/useKeyWithClickEvents: the click is its links' (a link's Enter is a click); the text itself takes none */}
      <div
        ref={content}
        className={className}
        onClick={follow}
        // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised on the server with the shared allowlist (blog-pages.server.ts)
        dangerouslySetInnerHTML={{ __html: html }}
      />
      {[...new Set(due)].map((page) => (
        <PrefetchPage key={page} page={page} />
      ))}
    </>
  );
}
