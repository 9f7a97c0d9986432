import { lazy, Suspense } from 'react';
import { useSelector } from 'react-redux';
import { toastSlice } from './toast-slice';

// Snackbar + Alert load with the first toast, not with the first page.
const ToastView = lazy(() => import('./toast-view'));

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
