import { type RefObject, useEffect, useState } from 'react';

/**
 * Loads a browser-only module (e.g. a Swiper carousel) when `target` comes near the
 * viewport, so it never runs at build time and never weighs on a page's first load.
 * Until then (and on the server) the caller shows static markup.
 */
export function useLazyModule<T>(target: RefObject<Element | null>, load: () => Promise<T>): T | null {
  const [loaded, setLoaded] = useState<T | null>(null);
  useEffect(() => {
    const element = target.current;
    if (!element) return;
    let cancelled = false;
    const start = () => {
      load().then((module) => {
        if (!cancelled) setLoaded(() => module);
      });
    };
    if (typeof IntersectionObserver === 'undefined') {
      start();
      return () => {
        cancelled = true;
      };
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          observer.disconnect();
          start();
        }
      },
      { rootMargin: '300px' },
    );
    observer.observe(element);
    return () => {
      cancelled = true;
      observer.disconnect();
    };
  }, [target, load]);
  return loaded;
}

export const prefersReducedMotion = (): boolean =>
  typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches === true;
