export {
  Toaster,
  useToast,
  toastShown,
  toastDismissed,
  toastSlice,
  TOAST_DURATION_MS,
} from './toast';
export type { Toast, ToastInput, ToastVariant } from './toast';
export { PageTitle, focusPageHeading } from './page-title';
export { ComingSoon } from './coming-soon';
export { PageNotFound } from './page-not-found';
export { Brand, BrandMark } from './brand';
export { FullPageLoader } from './full-page-loader';
export { QuoteBlock } from './quote-block';
export { ProgressSummary } from './progress-summary';
export { useDocumentTitle } from './use-document-title';
// TextInput is imported by path ('shared/ui/text-input'), not from here: re-exporting it
// would pull form inputs into the chunk every page (the landing page too) loads.
// GuardedDialog ('shared/ui/guarded-dialog'), useUnsavedChanges ('shared/ui/unsaved-changes')
// DialogError ('shared/ui/dialog-error'), DialogCloseButton ('shared/ui/dialog-close-button') and
// DialogForm ('shared/ui/dialog-form')
// likewise.
