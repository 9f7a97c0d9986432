import { useState } from 'react';
import { ConfirmDeleteDialog } from '../../../shared/ui/confirm-delete-dialog';
import type { CoreValue } from '../model/values';

/** Spec §5: 'Are you sure you want to delete this value? This action cannot be undone.' */
export const DELETE_VALUE_CONFIRMATION =
  'Are you sure you want to delete this value? This action cannot be undone.';

export function DeleteValueDialog({
  value,
  deleting,
  onCancel,
  onConfirm,
}: {
  value: CoreValue | null;
  deleting: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}) {
  // Keep naming the value while the dialog fades out after a choice.
  const [shown, setShown] = useState(value);
  if (value !== null && value !== shown) setShown(value);
  return (
    <ConfirmDeleteDialog
      open={value !== null}
      id="delete-value"
      title={`Delete ${shown ? `"${shown.name}"` : 'value'}?`}
      question={DELETE_VALUE_CONFIRMATION}
      deleting={deleting}
      onCancel={onCancel}
      onConfirm={onConfirm}
    />
  );
}
