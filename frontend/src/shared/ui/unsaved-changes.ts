import { createContext, useContext, useEffect, type RefObject } from 'react';

/** Whether the form inside a GuardedDialog ('./guarded-dialog') holds text not saved yet. */
export const UnsavedContext = createContext<RefObject<boolean> | null>(null);

/** While `unsaved()` holds, reloading or closing the tab asks the browser's question first. */
export function askBeforeUnload(unsaved: () => boolean): () => void {
  const ask = (event: BeforeUnloadEvent) => {
    if (!unsaved()) return;
    event.preventDefault();
    event.returnValue = ''; // older browsers ask only when this is set
  };
  window.addEventListener('beforeunload', ask);
  return () => window.removeEventListener('beforeunload', ask);
}

/**
 * Tells the page a form holds changes not saved yet. Inside a GuardedDialog ('./guarded-dialog')
 * the dialog asks before a click outside or Escape throws them away; anywhere,
 * reloading or closing the tab asks first.
 */
export function useUnsavedChanges(unsaved: boolean): void {
  const dialogUnsavedRef = useContext(UnsavedContext);
  useEffect(() => {
    if (dialogUnsavedRef) {
      dialogUnsavedRef.current = unsaved;
      return () => {
        dialogUnsavedRef.current = false;
      };
    }
    return unsaved ? askBeforeUnload(() => true) : undefined;
  }, [dialogUnsavedRef, unsaved]);
}
