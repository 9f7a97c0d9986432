import Dialog, { type DialogProps } from '@mui/material/Dialog';
import type { SxProps, Theme } from '@mui/material/styles';
import { useEffect, useRef, type FocusEvent, type ReactNode } from 'react';
import { DiscardQuestion, useDiscardQuestion } from './discard-question';
import { askBeforeBack, askBeforeUnload, UnsavedContext, useHeldChanges } from './unsaved-changes';

type GuardedDialogProps = Omit<DialogProps, 'onClose'> & {
  /** Closes the dialog; a click outside or Escape calls it only after asking, when unsaved. */
  onClose?: () => void;
  /**
   * Whether the form holds changes not saved yet, for a dialog whose form state lives
   * beside it; a form inside it may say so itself with useUnsavedChanges ('./unsaved-changes').
   */
  unsaved?: boolean;
  /**
   * A save is on its way: a click outside or Escape then does nothing (the answer decides
   * whether the form closes), instead of asking to discard what is being saved.
   */
  busy?: boolean;
  children: ReactNode;
};

/**
 * A form's dialog that does not lose typing by accident: when its form reports
 * unsaved changes (useUnsavedChanges ('./unsaved-changes')), a click outside or Escape asks
 * "Discard your changes?" (Keep Editing is the default), so does the browser's Back
 * where the browser lets a page stop it (askBeforeBack: Discard then goes back), and the
 * browser asks before a reload.
 * The form's own Cancel button closes at once: that is a choice, not an accident.
 */
export function GuardedDialog({
  onClose,
  unsaved: unsavedNow,
  busy = false,
  children,
  ...props
}: GuardedDialogProps) {
  const unsaved = useRef(false);
  const { open } = props;

  useEffect(() => {
    if (unsavedNow !== undefined) unsaved.current = unsavedNow;
  }, [unsavedNow]);
  useHeldChanges(Boolean(open && unsavedNow));

  useEffect(() => (open ? askBeforeUnload(() => unsaved.current) : undefined), [open]);

  // The form's control last focused: a click on the backdrop leaves the focus on the
  // dialog itself, and Keep Editing gives it back to the field the user was in.
  const lastControl = useRef<HTMLElement | null>(null);
  const noteFocus = (event: FocusEvent<HTMLElement>) => {
    if (event.target.matches(CONTROLS)) lastControl.current = event.target;
  };

  // Discard closes the form once the question has gone: closed together, the question
  // would give the focus back to a field of the closing form (lost to the page's body)
  // after the form gave it back to the button that opened it.
  const { ask, question } = useDiscardQuestion({
    onKept: () => {
      const control = lastControl.current;
      if (control?.isConnected && !control.contains(document.activeElement)) control.focus();
    },
    onDiscarded: () => {
      unsaved.current = false;
      onClose?.();
    },
  });

  // Back while the form holds changes asks the same question; Discard then goes back.
  useEffect(() => {
    if (!open) return undefined;
    return askBeforeBack(() => unsaved.current, ask);
  }, [open, ask]);

  const close = onClose
    ? () => {
        if (busy) return;
        if (unsaved.current) ask();
        else onClose();
      }
    : undefined;

  return (
    <UnsavedContext.Provider value={unsaved}>
      <Dialog {...props} onClose={close} onFocusCapture={noteFocus}>
        {children}
      </Dialog>
      <DiscardQuestion {...question} open={Boolean(open) && question.open} />
    </UnsavedContext.Provider>
  );
}

const CONTROLS = 'input, textarea, select, button, [role="combobox"], [role="slider"], a[href]';

/**
 * For a dialog whose content changes height as the user goes (tabs, steps): it hangs from
 * near the window's top instead of being centred, so its title and tabs stay put (centred,
 * the Update dialog's tabs jumped 50 to 100 px at each switch). Full-screen on a phone.
 */
export const steadyTop: SxProps<Theme> = {
  '& .MuiDialog-container': { alignItems: { sm: 'flex-start' } },
  '& .MuiDialog-paper': {
    mt: { sm: 'max(32px, 8vh)' },
    maxHeight: { sm: 'calc(100% - max(32px, 8vh) - 32px)' },
  },
};
