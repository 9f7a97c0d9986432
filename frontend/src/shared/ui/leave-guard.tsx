import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { DiscardQuestion, useDiscardQuestion } from './discard-question';
import { askBeforeBack, askBeforeLinks } from './unsaved-changes';

const FIELDS = 'input, textarea, select';

/**
 * For a form on a page (not in a dialog): while it holds changes not saved yet, leaving
 * the page by a link of the app or by the browser's Back asks "Discard your changes?"
 * (Keep Editing is the default and puts the keyboard back in the field the user was in;
 * Discard goes where the user was going). Reload and closing the tab are asked about by
 * useUnsavedChanges ('./unsaved-changes').
 */
export function LeaveGuard({ unsaved }: { unsaved: boolean }) {
  const navigate = useNavigate();
  const unsavedNow = useRef(unsaved);
  const lastField = useRef<HTMLElement | null>(null);
  const { ask, question } = useDiscardQuestion({
    onKept: () => {
      const field = lastField.current;
      if (field?.isConnected) field.focus();
    },
    onDiscarded: () => {
      unsavedNow.current = false;
    },
  });

  useEffect(() => {
    unsavedNow.current = unsaved;
  }, [unsaved]);

  useEffect(() => {
    const noteField = (event: FocusEvent) => {
      if (event.target instanceof HTMLElement && event.target.matches(FIELDS))
        lastField.current = event.target;
    };
    // A field focused on its own as the form opened (autoFocus) sent its focusin already.
    const active = document.activeElement;
    if (active instanceof HTMLElement && active.matches(FIELDS)) lastField.current = active;
    const stopBack = askBeforeBack(() => unsavedNow.current, ask);
    const stopLinks = askBeforeLinks(
      () => unsavedNow.current,
      (path) => ask(() => navigate(path)),
    );
    document.addEventListener('focusin', noteField);
    return () => {
      stopBack();
      stopLinks();
      document.removeEventListener('focusin', noteField);
    };
  }, [navigate, ask]);

  return <DiscardQuestion {...question} />;
}
