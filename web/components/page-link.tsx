import { type RefObject, Suspense, useEffect, useRef, useState } from 'react';
import { preload } from 'react-dom';
import { Link, type LinkProps, NavLink, type NavLinkProps } from 'react-router';
import {
  browserConnection,
  connectionAllowsPrefetch,
  type IdlePrefetchKind,
  idlePrefetchQuota,
} from '../lib/idle-prefetch.ts';
import { whenIdle } from '../lib/when-idle.ts';
import { PrefetchPage } from './idle-prefetch-pages.tsx';
import type { PicturePreload } from './responsive-picture.tsx';

/**
 * How a link between public pages prefetches (issue 37): the next page's modules and data as
 * soon as the visitor shows intent (a pointer resting on it, a focus, a touch), so the page
 * shows in the time of a frame after the tap; nothing when the visitor asked to save data or
 * is on a 2G connection, where those bytes would cost more than the wait. Nothing is fetched
 * before the page has hydrated (React Router prefetches from the app), nor for a link the
 * visitor shows no intent for, unless it is one of the few likeliest (`inView`, below).
 */
function prefetchMode(): LinkProps['prefetch'] {
  return connectionAllowsPrefetch(browserConnection()) ? 'intent' : 'none';
}

/** The page's idle prefetches so far (web/lib/idle-prefetch.ts). */
const quota = idlePrefetchQuota();

/**
 * Calls `due` when a likely link (`kind`) should fetch its page: once the page has hydrated
 * (effects run after it) and the browser is idle, when the link is in view, within the page's
 * quota of its kind; never on Save-Data or 2G. Answers the clean-up.
 */
function prefetchWhenIdleInView(element: Element, kind: IdlePrefetchKind, due: () => void): () => void {
  if (!connectionAllowsPrefetch(browserConnection())) return () => {};
  let observer: IntersectionObserver | undefined;
  const cancel = whenIdle(() => {
    observer = new IntersectionObserver((entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer?.disconnect();
      if (quota.claim(location.pathname + location.search, kind)) due();
    });
    observer.observe(element);
  });
  return () => {
    cancel();
    observer?.disconnect();
  };
}

/** Whether a likely link (`kind`) fetches its page now (prefetchWhenIdleInView). */
function useIdlePrefetch(
  link: RefObject<HTMLAnchorElement | null>,
  kind: IdlePrefetchKind | undefined,
): boolean {
  const [due, setDue] = useState(false);
  useEffect(() => {
    if (!kind || !link.current) return;
    return prefetchWhenIdleInView(link.current, kind, () => setDue(true));
  }, [link, kind]);
  return due;
}

export interface PageLinkProps extends LinkProps {
  /**
   * One of the links a visitor most likely taps next (a card of a list, the pager's next
   * page): fetched once the page is idle and the link in view, before any intent.
   */
  inView?: IdlePrefetchKind;
  /** The next page's first picture (the very variants it shows), fetched with it. */
  nextPicture?: readonly PicturePreload[];
}

/**
 * A link to another public page (see prefetchMode). The dashboard's links stay plain: its
 * screens are fetched by `IdlePrefetchPages` (idle-prefetch-pages.tsx) instead.
 */
export function PageLink({ inView, nextPicture, ...props }: PageLinkProps) {
  const link = useRef<HTMLAnchorElement>(null);
  const due = useIdlePrefetch(link, inView);
  useEffect(() => {
    if (!due) return;
    // React ignores a preload without `href`, and leaves it out of an image's `srcset` preload.
    for (const { href, type, imageSrcSet, imageSizes } of nextPicture ?? [])
      preload(href ?? imageSrcSet ?? '', {
        as: 'image',
        type,
        imageSrcSet,
        imageSizes,
        fetchPriority: 'low',
      });
  }, [due, nextPicture]);
  const to = typeof props.to === 'string' ? props.to : undefined;
  return (
    <>
      <Link ref={link} prefetch={prefetchMode()} {...props} />
      {due && to && (
        <Suspense fallback={null}>
          <PrefetchPage page={to} />
        </Suspense>
      )}
    </>
  );
}

/** A navigation link to another public page, marked when it is the current one. */
export function PageNavLink(props: NavLinkProps) {
  return <NavLink prefetch={prefetchMode()} {...props} />;
}
