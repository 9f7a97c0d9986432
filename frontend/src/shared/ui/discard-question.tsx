import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useCallback, useRef, useState } from 'react';
import { hasUnsavedChanges } from './unsaved-changes';

/**
 * "Discard your changes?" with Keep Editing as the default: asked by a GuardedDialog
 * ('./guarded-dialog') and by a page's LeaveGuard ('./leave-guard').
 */
export function DiscardQuestion({
  open,
  onKeep,
  onDiscard,
  onGone,
  title = 'Discard your changes?',
  discardLabel = 'Discard',
}: {
  open: boolean;
  onKeep: () => void;
  onDiscard: () => void;
  /** After the question's closing transition, its focus given back. */
  onGone?: () => void;
  /** What leaving does, where it is more than closing a form ("Sign out and ..."). */
  title?: string;
  discardLabel?: string;
}) {
  return (
    <Dialog
      open={open}
      onClose={onKeep}
      slotProps={{ transition: { onExited: onGone } }}
      aria-labelledby="discard-changes-title"
      aria-describedby="discard-changes-text"
    >
      <DialogTitle id="discard-changes-title">{title}</DialogTitle>
      <DialogContent>
        <DialogContentText id="discard-changes-text">
          What you typed here has not been saved yet.
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button color="error" onClick={onDiscard}>
          {discardLabel}
        </Button>
        <Button variant="contained" autoFocus onClick={onKeep}>
          Keep Editing
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/**
 * The ask-then-go sequence around the question, for a guard (GuardedDialog, LeaveGuard):
 * `ask(go)` shows it; Keep Editing closes it and, once it has gone, calls `onKept` (to put
 * the keyboard back in the field the user was in); Discard closes it and, once it has
 * gone, calls `onDiscarded` and then `go` (where the user was going, if anywhere). Acting
 * once the question has gone keeps its own focus return from landing in a form that is
 * closing. Spread `question` into a DiscardQuestion.
 */
export function useDiscardQuestion({
  onKept,
  onDiscarded,
}: {
  onKept: () => void;
  onDiscarded: () => void;
}) {
  const [asking, setAsking] = useState(false);
  const goAfterDiscard = useRef<(() => void) | null>(null);
  const discarding = useRef(false);
  const ask = useCallback((go?: () => void) => {
    goAfterDiscard.current = go ?? null;
    setAsking(true);
  }, []);
  const question = {
    open: asking,
    onKeep: () => setAsking(false),
    onDiscard: () => {
      discarding.current = true;
      setAsking(false);
    },
    onGone: () => {
      const go = goAfterDiscard.current;
      goAfterDiscard.current = null;
      if (!discarding.current) return onKept();
      discarding.current = false;
      onDiscarded();
      go?.();
    },
  };
  return { ask, question };
}

/**
 * Signing out throws away what this tab holds unsaved (a form on screen, the journal's
 * drafts): `request()` signs out at once when there is nothing, else shows `question`
 * ("Sign out and discard your changes?", Keep Editing / Sign Out). For every sign-out
 * control (the account menu, the home page's Logout).
 */
export function useSignOutQuestion(signOut: () => void) {
  const [asking, setAsking] = useState(false);
  const request = () => (hasUnsavedChanges() ? setAsking(true) : signOut());
  const question = (
    <DiscardQuestion
      open={asking}
      title="Sign out and discard your changes?"
      discardLabel="Sign Out"
      onKeep={() => setAsking(false)}
      onDiscard={() => {
        setAsking(false);
        signOut();
      }}
    />
  );
  return { request, question };
}
