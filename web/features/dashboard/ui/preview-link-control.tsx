import { lazy, Suspense } from 'react';
import type { PreviewLinkProps } from './preview-link-panel.tsx';

// The button and its link's panel load just after the form (not in its screen's first load).
const PreviewLinkPanel = lazy(() =>
  import('./preview-link-panel.tsx').then((module) => ({ default: module.PreviewLinkPanel })),
);

/**
 * "Preview link" in the blog and product forms and each part of the Site screen (docs/decisions/066): a private link to the
 * public page of the form's current values (preview-link-panel.tsx), lazily loaded; its button
 * shows, disabled, while it loads.
 */
export function PreviewLinkControl(props: PreviewLinkProps) {
  return (
    <Suspense
      fallback={
        <button type="button" className="dash-button dash-button--secondary" disabled>
          Preview link
          {props.subject && <span className="dash-visually-hidden"> {props.subject}</span>}
        </button>
      }
    >
      <PreviewLinkPanel {...props} />
    </Suspense>
  );
}
