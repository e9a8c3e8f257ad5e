import { useEffect, useRef, useState } from 'react';
import { formatIndiaTime } from '../../../../../shared/india-time.ts';
import { Spinner } from '../../shell/spinner.tsx';
import { plainText } from '../history/text-diff.ts';
import { Modal } from '../modal.tsx';
import './drafts.css';

/** One side of an edit conflict as the dialog shows it: its title and its text (HTML). */
export interface ConflictSide {
  title: string;
  html: string;
}

/** The item as stored now, another admin's save: what it says, and how to take it. */
export interface TheirVersion extends ConflictSide {
  version: number;
  savedAt?: string;
  savedBy?: string;
  /** Starts the form again from this version (the owner's text stays in their copies). */
  take: () => void;
}

export interface EditConflictProps {
  /** What the form edits: 'post' or 'product', in the dialog's sentences. */
  noun: string;
  /** The form as the owner has it now. */
  yours: ConflictSide;
  /** Reads the item as stored now. */
  loadTheirs: () => Promise<TheirVersion>;
  /** Keep the form's text; its next save replaces theirs (the form now holds their version). */
  onKeepMine: (theirs: TheirVersion) => void;
  onClose: () => void;
}

/**
 * A save refused because someone else saved the item since the form opened (409,
 * docs/decisions/051, 069): both versions side by side, and the owner's explicit choice.
 * Nothing is overwritten without it, and the typed text stays in the form whatever is chosen
 * but "Use theirs".
 */
export default function EditConflict({ noun, yours, loadTheirs, onKeepMine, onClose }: EditConflictProps) {
  const [theirs, setTheirs] = useState<TheirVersion | 'loading' | 'failed'>('loading');
  // Read once as the dialog opens: their version is what is stored now.
  const load = useRef(loadTheirs);
  useEffect(() => {
    let current = true;
    load.current().then(
      (loaded) => current && setTheirs(loaded),
      () => current && setTheirs('failed'),
    );
    return () => {
      current = false;
    };
  }, []);

  return (
    <Modal title={`Someone else saved this ${noun}`} onClose={onClose} size="wide">
      <p>
        Your changes are not saved: this {noun} was saved by someone else after you opened it. Compare the two
        versions and choose which one to keep. Your text stays in the form until you choose.
      </p>
      {theirs === 'loading' && <Spinner label="Loading their version…" />}
      {theirs === 'failed' && (
        <p className="dash-error-box" role="alert">
          Their version could not be loaded. Your text is still in the form: close this and try again.
        </p>
      )}
      {typeof theirs === 'object' && (
        <>
          <div className="dash-conflict__versions">
            <ConflictVersion
              heading={`Their version${theirs.savedBy ? ` by ${theirs.savedBy}` : ''}`}
              when={theirs.savedAt}
              side={theirs}
            />
            <ConflictVersion heading="Your version (not saved)" side={yours} />
          </div>
          <div className="dash-conflict__actions">
            <button
              type="button"
              className="dash-button dash-button--secondary"
              onClick={onClose}
              data-autofocus
            >
              Decide later
            </button>
            <button type="button" className="dash-button dash-button--secondary" onClick={theirs.take}>
              Use theirs
            </button>
            <button
              type="button"
              className="dash-button dash-button--primary"
              onClick={() => onKeepMine(theirs)}
            >
              Keep mine
            </button>
          </div>
        </>
      )}
    </Modal>
  );
}

function ConflictVersion({ heading, when, side }: { heading: string; when?: string; side: ConflictSide }) {
  return (
    <section className="dash-conflict__version" aria-label={heading}>
      <h3>{heading}</h3>
      {when && (
        <p>
          Saved <time dateTime={when}>{formatIndiaTime(when)}</time>
        </p>
      )}
      <p>
        <strong>{side.title || '(no title)'}</strong>
      </p>
      <div className="dash-conflict__text">{plainText(side.html) || '(no text)'}</div>
    </section>
  );
}
