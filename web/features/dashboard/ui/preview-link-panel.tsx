import type { FormMetadata } from '@conform-to/react';
import { parseWithValibot } from '@conform-to/valibot';
import { useState } from 'react';
import type { PreviewLink } from '../../../../shared/api-types.ts';
import type { previewKindNames } from '../../../../shared/preview-rules.ts';
import { ApiError, callApi } from '../../../lib/api-client.ts';
import { previewExpiryText } from '../../../lib/preview-expiry.ts';
import type { FormSchema } from './use-dashboard-form.ts';
import './preview-link.css';

export interface PreviewLinkProps {
  /** What the form edits: the public page the link shows. */
  kind: (typeof previewKindNames)[number];
  /** The form whose current values the link shows (unsaved ones too), checked with `schema`. */
  form: Pick<FormMetadata, 'id' | 'validate'>;
  /** The form's own schema, the save's: what its action sends, the link's page shows. */
  schema: FormSchema;
  /** The saved item, when the form has no `id` field of its own (the product form; a site part's name). */
  itemId?: string;
  /** What the button's name adds where a screen has several (the Site screen's part). */
  subject?: string;
}

type State =
  | { step: 'idle' }
  | { step: 'making' }
  | { step: 'made'; link: PreviewLink; note?: string }
  | { step: 'failed'; message: string };

/**
 * The preview link's button and, once made, the link (preview-link-control.tsx loads it):
 * "Preview link" (issue 35, docs/decisions/066): the form's current values, saved or not, as
 * the public page will show them, at a private link that works for 48 hours or until revoked,
 * opened in a new tab and offered to copy (for a colleague without an account). Not the
 * product form's in-page "Preview" (products/product-preview.tsx), which draws the page here.
 * The values are checked as a save checks them: a field the save would refuse shows its message
 * and nothing is sent.
 */
export function PreviewLinkPanel({ kind, form, schema, itemId, subject }: PreviewLinkProps) {
  const [state, setState] = useState<State>({ step: 'idle' });

  async function makeLink() {
    const element = document.getElementById(form.id);
    if (!(element instanceof HTMLFormElement)) return;
    const submission = parseWithValibot(new FormData(element), { schema });
    if (submission.status !== 'success') {
      form.validate();
      setState({ step: 'failed', message: 'Please correct the marked fields first.' });
      return;
    }
    const { id, version: _version, ...value } = submission.value;
    // Opened at the tap, as browsers allow; the link's address follows once it is made.
    const tab = window.open('', '_blank');
    if (tab) tab.opener = null;
    setState({ step: 'making' });
    try {
      const link = await callApi('preview-create', {
        body: { kind, value, ...(typeof (itemId ?? id) === 'string' && { id: itemId ?? id }) },
      });
      if (tab) tab.location.href = link.url;
      setState({ step: 'made', link });
    } catch (error) {
      tab?.close();
      setState({ step: 'failed', message: messageOf(error, 'Could not make a preview link.') });
    }
  }

  async function revoke(link: PreviewLink) {
    try {
      await callApi('preview-revoke', { parameters: { token: link.token } });
      setState({ step: 'idle' });
    } catch (error) {
      setState({ step: 'made', link, note: messageOf(error, 'Could not revoke the link.') });
    }
  }

  async function copy(link: PreviewLink) {
    const copied = await navigator.clipboard?.writeText(link.url).then(
      () => true,
      () => false,
    );
    setState({ step: 'made', link, note: copied ? 'Link copied.' : 'Select the link and copy it.' });
  }

  return (
    <div className="dash-preview-link">
      <button
        type="button"
        className="dash-button dash-button--secondary"
        onClick={makeLink}
        disabled={state.step === 'making'}
      >
        {state.step === 'making' ? 'Making a preview link…' : 'Preview link'}
        <span className="dash-visually-hidden">{subject && ` ${subject}`} (opens in a new tab)</span>
      </button>
      {state.step === 'failed' && (
        <p className="dash-preview-link__problem" role="alert">
          {state.message}
        </p>
      )}
      {state.step === 'made' && (
        <div className="dash-preview-link__made">
          <label className="dash-preview-link__label">
            Private preview link (works until {previewExpiryText(state.link.expiresAt)}; anyone with it can
            see this unsaved version)
            <input type="text" readOnly value={state.link.url} onFocus={(event) => event.target.select()} />
          </label>
          <div className="dash-preview-link__buttons">
            {(
              [
                ['Copy', 'secondary', copy],
                ['Revoke', 'danger-outline', revoke],
              ] as const
            ).map(([label, look, act]) => (
              <button
                key={label}
                type="button"
                className={`dash-button dash-button--small dash-button--${look}`}
                onClick={() => act(state.link)}
              >
                {label}
              </button>
            ))}
          </div>
          {state.note && (
            <p className="dash-preview-link__note" role="status">
              {state.note}
            </p>
          )}
        </div>
      )}
    </div>
  );
}

const messageOf = (error: unknown, fallback: string) =>
  error instanceof ApiError ? error.message : fallback;
