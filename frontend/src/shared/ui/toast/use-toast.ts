import { useCallback, useMemo } from 'react';
import { useDispatch } from 'react-redux';
import { toastDismissed, toastShown, type ToastInput } from './toast-slice';

/** Shows a toast (at most one at a time; a new one replaces the old one). */
export function useToast() {
  const dispatch = useDispatch();
  const toast = useCallback((input: ToastInput) => dispatch(toastShown(input)), [dispatch]);
  const dismiss = useCallback(() => dispatch(toastDismissed(undefined)), [dispatch]);
  return useMemo(() => ({ toast, dismiss }), [toast, dismiss]);
}
