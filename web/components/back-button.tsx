import { useNavigate } from 'react-router';

/**
 * Goes back in the site's history; on a deep link (no earlier page of ours) it goes to
 * `fallback` instead of leaving the site.
 */
export function BackButton({ fallback, label = 'Back' }: { fallback: string; label?: string }) {
  const navigate = useNavigate();
  const goBack = () => {
    const index = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    if (index > 0) navigate(-1);
    else navigate(fallback);
  };
  return (
    <button type="button" className="button button--outline back-button" onClick={goBack}>
      <span aria-hidden="true">←</span> {label}
    </button>
  );
}
