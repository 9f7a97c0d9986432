import CloseIcon from '@mui/icons-material/Close';
import IconButton from '@mui/material/IconButton';

/**
 * The close button in a dialog's top right corner (the title keeps `pr: 7` clear of it).
 * It closes at once, as the form's Cancel does: a choice, not an accident. Off while the
 * form's save is on its way (`disabled`), as Cancel is: closed then, a failed save would
 * leave nothing of what was typed.
 */
export function DialogCloseButton({
  onClose,
  disabled = false,
}: {
  onClose: () => void;
  disabled?: boolean;
}) {
  return (
    <IconButton
      aria-label="Close"
      onClick={onClose}
      disabled={disabled}
      sx={{ position: 'absolute', right: 12, top: 12 }}
    >
      <CloseIcon />
    </IconButton>
  );
}
