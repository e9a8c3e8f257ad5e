import { useNavigate } from 'react-router';

/**
 * Goes back in the site's history; on a deep link (no earlier page of ours) it goes to
 * `fallback` instead of leaving the site. It is a link to `fallback`, so a tap before the app
 * runs, or without JavaScript, loads that page rather than doing nothing (issue 37).
 */
export function BackButton({ fallback, label = 'Back' }: { fallback: string; label?: string }) {
  const navigate = useNavigate();
  return (
    <a
      href={fallback}
      className="button button--outline back-button"
      onClick={(event) => {
        event.preventDefault();
        const index = (window.history.state as { idx?: number } | null)?.idx ?? 0;
        if (index > 0) navigate(-1);
        else navigate(fallback);
      }}
    >
      <span aria-hidden="true">←</span> {label}
    </a>
  );
}
