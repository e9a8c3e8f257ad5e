import { useSyncExternalStore } from 'react';

const subscribeToNothing = () => () => {};

/**
 * False in the server's HTML and while React hydrates it, true once the page runs in the
 * browser (on a client-side render, true from the start). Public pages hydrate only after
 * `load` (shared/hydration-after-load.ts): what cannot work as plain HTML waits for this.
 */
export const useHydrated = (): boolean =>
  useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );
