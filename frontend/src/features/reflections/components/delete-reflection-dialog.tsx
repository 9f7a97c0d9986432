import { ConfirmDeleteDialog } from '../../../shared/ui/confirm-delete-dialog';

/**
 * Asks before a saved session is deleted. `what` names it: "your morning reflection of
 * Nov 29, 2026".
 */
export function DeleteReflectionDialog({
  open,
  what,
  deleting,
  onCancel,
  onConfirm,
  onGone,
}: {
  open: boolean;
  what: string;
  deleting: boolean;
  onCancel: () => void;
  onConfirm: () => void;
  onGone: () => void;
}) {
  return (
    <ConfirmDeleteDialog
      open={open}
      id="delete-reflection"
      title="Delete this reflection?"
      question={`Delete ${what}? Its answers are gone for good; the XP it earned stays yours.`}
      deleting={deleting}
      onCancel={onCancel}
      onConfirm={onConfirm}
      onGone={onGone}
    />
  );
}
