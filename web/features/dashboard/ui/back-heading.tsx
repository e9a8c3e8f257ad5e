import { useLocation, useNavigate } from 'react-router';

/**
 * The states and districts pages' heading ('← Country / India'): a button that goes back
 * one page, or to `fallback` when the page was opened directly (no history in the app).
 */
export function BackHeading({ text, fallback }: { text: string; fallback: string }) {
  const navigate = useNavigate();
  const location = useLocation();
  const goBack = () => (location.key === 'default' ? navigate(fallback) : navigate(-1));
  return (
    <h1 className="dash-page__title">
      <button type="button" className="dash-back-heading" onClick={goBack}>
        {text}
      </button>
    </h1>
  );
}
