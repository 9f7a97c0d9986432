import { Suspense, useEffect } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { lazyWithFallback, UnavailableNotice } from '../lazy-with-fallback';
import { LiveAnnouncer } from '../live-announcer';
import { toastDismissed, toastSlice, type Toast } from './toast-slice';

/**
 * The toast's words without Snackbar: the first toast can be the one saying the server is
 * away. One notice per toast (keyed), gone after its time like the toast.
 */
function PlainToast({ toast, open }: { toast: Toast; open: boolean }) {
  const dispatch = useDispatch();
  useEffect(() => {
    if (!open) return;
    const timer = setTimeout(() => dispatch(toastDismissed(toast.id)), toast.duration);
    return () => clearTimeout(timer);
  }, [dispatch, open, toast.id, toast.duration]);
  if (!open) return null;
  return (
    <UnavailableNotice
      key={toast.id}
      title={toast.title}
      tone={toast.variant === 'destructive' ? 'error' : 'info'}
      onClose={() => dispatch(toastDismissed(toast.id))}
    >
      {toast.description ?? null}
    </UnavailableNotice>
  );
}

// Snackbar + Alert load with the first toast, not with the first page.
const ToastView = lazyWithFallback(() => import('./toast-view'), PlainToast);

/**
 * The toast's words as one sentence: 'Value added. "Courage" is now one of your values.'
 * (a pause after the title). So it is not the toast's title or description word for word
 * either: a search for exactly those words (as the tests make) finds the toast alone.
 */
function spokenWords(toast: Toast): string {
  const title = /[.!?:]$/.test(toast.title.trim()) ? toast.title : `${toast.title}.`;
  return toast.description ? `${title} ${toast.description}` : title;
}

/**
 * Where a success toast is said to screen readers: each toast came as a new
 * `role="status"` node already holding its words, which NVDA and VoiceOver often left
 * unsaid ("Goal deleted", "Value added"). Error toasts keep their own `role="alert"`,
 * which is said as it appears.
 */
function ToastAnnouncer({ toast }: { toast: Toast | null }) {
  return (
    <LiveAnnouncer toBody>
      {toast ? <span key={toast.id}>{spokenWords(toast)}</span> : null}
    </LiveAnnouncer>
  );
}

/** Renders the current toast. Mounted once, by the app providers. */
export function Toaster() {
  const { current, open } = useSelector(toastSlice.selectors.selectToast);
  const spoken = current && open && current.variant !== 'destructive' ? current : null;
  return (
    <>
      <ToastAnnouncer toast={spoken} />
      {current ? (
        <Suspense fallback={null}>
          {/* One view a toast: its clock and place start afresh with each. */}
          <ToastView key={current.id} toast={current} open={open} />
        </Suspense>
      ) : null}
    </>
  );
}
