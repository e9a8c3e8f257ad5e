import { useEffect, useRef } from 'react';
import { useBlocker } from 'react-router';
import { ConfirmDialog } from './confirm-dialog.tsx';

/**
 * Asks before a form with unsaved changes is left: a link or Back within the dashboard shows
 * a confirmation (React Router's blocker), closing or reloading the tab the browser's own
 * question (`beforeunload`). `allowLeaving()` lets the form's own way out through without a
 * question (after it saved or deleted); render `prompt` with the form.
 */
export function useLeaveGuard(unsaved: boolean) {
  const leaving = useRef(false);
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      unsaved && !leaving.current && currentLocation.pathname !== nextLocation.pathname,
  );

  useEffect(() => {
    if (!unsaved) return;
    const ask = (event: BeforeUnloadEvent) => {
      if (leaving.current) return;
      event.preventDefault();
      // Older browsers ask only when a return value is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [unsaved]);

  const prompt =
    blocker.state === 'blocked' ? (
      <ConfirmDialog
        title="Leave without saving?"
        confirmLabel="Leave without saving"
        onClose={() => blocker.reset()}
        onConfirm={() => blocker.proceed()}
      >
        <p>Your changes on this page are not saved yet. Cancel to stay and save them.</p>
      </ConfirmDialog>
    ) : null;

  return {
    prompt,
    allowLeaving: () => {
      leaving.current = true;
    },
  };
}
