import { Suspense, useEffect } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { lazyWithFallback, UnavailableNotice } from '../lazy-with-fallback';
import { toastDismissed, toastSlice, type Toast } from './toast-slice';

/** The toast's words without Snackbar: the first toast can be the one saying the server is away. */
function PlainToast({ toast }: { toast: Toast; open: boolean }) {
  const dispatch = useDispatch();
  useEffect(() => {
    const timer = setTimeout(() => dispatch(toastDismissed(toast.id)), toast.duration);
    return () => clearTimeout(timer);
  }, [dispatch, toast.id, toast.duration]);
  return (
    <UnavailableNotice title={toast.title} onClose={() => dispatch(toastDismissed(toast.id))}>
      {toast.description}
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
      <ToastView toast={current} open={open} />
    </Suspense>
  );
}
