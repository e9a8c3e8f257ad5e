import './preview-banner.css';

/**
 * The line at the top of a preview link's page (docs/decisions/066): whoever holds the link
 * sees that this is not the public page and until when the link works.
 */
export function PreviewBanner({ expiresText }: { expiresText: string }) {
  return (
    <p className="preview-banner" role="note">
      <strong>Preview — not public.</strong> Link expires {expiresText}.
    </p>
  );
}
