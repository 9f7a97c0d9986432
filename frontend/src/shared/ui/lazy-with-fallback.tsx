import { lazy, useEffect, useState, type ComponentType, type ReactNode } from 'react';
import styles from './unavailable-notice.module.css';

/**
 * `lazy()` for a part loaded on first use (a dialog, the toast), that cannot take the app
 * down: when its chunk cannot be fetched (offline, the server away, a deploy replaced it),
 * `Fallback` renders in its place instead of the error page. React keeps a lazy
 * component's result for good, so once that fallback has gone (closed), a fresh lazy
 * component makes the next opening try the chunk again.
 */
export function lazyWithFallback<P extends object>(
  load: () => Promise<{ default: ComponentType<P> }>,
  Fallback: ComponentType<P>,
): ComponentType<P> {
  function FallbackUntilGone(props: P) {
    useEffect(
      () => () => {
        current = make();
      },
      [],
    );
    return <Fallback {...props} />;
  }
  const make = () =>
    lazy(() =>
      load().catch((error: unknown) => {
        console.warn('A part of the app could not be loaded', error);
        return { default: FallbackUntilGone };
      }),
    );
  let current = make();
  return function Loaded(props: P) {
    const Component = current;
    return <Component {...props} />;
  };
}

/**
 * Says, without MUI, that something could not be shown (or, `tone="info"`, a toast's own
 * words while its chunk is away); Close hides it.
 */
export function UnavailableNotice({
  title = 'This could not be opened',
  children = UNREACHABLE,
  tone = 'error',
  onClose,
}: {
  title?: string;
  children?: ReactNode;
  tone?: 'error' | 'info';
  onClose?: () => void;
}) {
  const [open, setOpen] = useState(true);
  if (!open) return null;
  // Over a dialog at the top, clear of the dialog's buttons (as the toast does).
  const overDialog = document.querySelector('[role="dialog"]') !== null;
  return (
    <div
      className={[styles.notice, overDialog ? styles.top : '', tone === 'info' ? styles.info : '']
        .filter(Boolean)
        .join(' ')}
      role={tone === 'error' ? 'alert' : 'status'}
    >
      <p className={styles.text}>
        <strong className={styles.title}>{title}</strong>
        {children}
      </p>
      <button
        type="button"
        className={styles.close}
        onClick={() => {
          setOpen(false);
          onClose?.();
        }}
      >
        Close
      </button>
    </div>
  );
}

const UNREACHABLE = 'Lodestar could not reach the server. Check your connection and try again.';
