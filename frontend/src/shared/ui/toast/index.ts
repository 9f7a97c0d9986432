export { Toaster } from './toaster';
export { useToast } from './use-toast';
export {
  toastSlice,
  toastShown,
  toastDismissed,
  TOAST_DURATION_MS,
  type Toast,
  type ToastInput,
  type ToastVariant,
} from './toast-slice';
