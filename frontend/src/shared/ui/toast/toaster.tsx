import { Suspense, useEffect } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { lazyWithFallback, UnavailableNotice } from '../lazy-with-fallback';
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

/** Renders the current toast. Mounted once, by the app providers. */
export function Toaster() {
  const { current, open } = useSelector(toastSlice.selectors.selectToast);
  if (!current) return null;
  return (
    <Suspense fallback={null}>
      {/* One view a toast: its clock and place start afresh with each. */}
      <ToastView key={current.id} toast={current} open={open} />
    </Suspense>
  );
}
