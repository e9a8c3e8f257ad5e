import { createContext, type ReactNode, useCallback, useContext, useEffect, useRef, useState } from 'react';

export type NoticeKind = 'success' | 'error';
interface Notice {
  id: number;
  kind: NoticeKind;
  text: string;
}

type Notify = (kind: NoticeKind, text: string) => void;
const NoticeContext = createContext<Notify | null>(null);

const noticeLifetimeMs = 6000;

/**
 * Non-blocking notices in place of the spec's alert() pop-ups: successes are announced
 * politely (role=status), failures at once (role=alert). Each goes after a few seconds
 * or when dismissed.
 */
export function NoticeProvider({ children }: { children: ReactNode }) {
  const [notices, setNotices] = useState<Notice[]>([]);
  const nextId = useRef(1);
  const dismiss = useCallback((id: number) => setNotices((list) => list.filter((n) => n.id !== id)), []);
  const notify = useCallback<Notify>((kind, text) => {
    const id = nextId.current++;
    setNotices((list) => [...list, { id, kind, text }]);
  }, []);

  return (
    <NoticeContext.Provider value={notify}>
      {children}
      {/* The live regions are always there, so what appears inside them is announced. */}
      <div className="dash-notices">
        {(['success', 'error'] as const).map((kind) => (
          <div key={kind} role={kind === 'error' ? 'alert' : 'status'} className="dash-notices__list">
            {notices
              .filter((notice) => notice.kind === kind)
              .map((notice) => (
                <NoticeItem key={notice.id} notice={notice} onDismiss={dismiss} />
              ))}
          </div>
        ))}
      </div>
    </NoticeContext.Provider>
  );
}

function NoticeItem({ notice, onDismiss }: { notice: Notice; onDismiss: (id: number) => void }) {
  useEffect(() => {
    const timer = setTimeout(() => onDismiss(notice.id), noticeLifetimeMs);
    return () => clearTimeout(timer);
  }, [notice.id, onDismiss]);
  return (
    <div className={`dash-notice dash-notice--${notice.kind}`}>
      <span>{notice.text}</span>
      <button
        type="button"
        className="dash-icon-button"
        aria-label="Dismiss notice"
        onClick={() => onDismiss(notice.id)}
      >
        <span aria-hidden="true">×</span>
      </button>
    </div>
  );
}

export function useNotify(): Notify {
  const notify = useContext(NoticeContext);
  if (!notify) throw new Error('useNotify must be used inside NoticeProvider');
  return notify;
}
