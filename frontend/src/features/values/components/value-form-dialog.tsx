import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { useRef, useState, type FormEvent } from 'react';
import { keptNotice, type FreeTexts } from '../../../shared/lib/kept-edits';
import { useRebasedForm } from '../../../shared/lib/use-rebased-form';
import { DialogError } from '../../../shared/ui/dialog-error';
import { GuardedDialog } from '../../../shared/ui/guarded-dialog';
import { TextInput } from '../../../shared/ui/text-input';
import { useUnsavedChanges } from '../../../shared/ui/unsaved-changes';
import {
  controlHex,
  DEFAULT_VALUE,
  sameValueName,
  VALUE_COLORS,
  type CoreValue,
  type ValueColor,
  type ValueInput,
} from '../model/values';
import { DialogForm } from '../../../shared/ui/dialog-form';

interface ValueFormDialogProps {
  open: boolean;
  /** The value being edited; none to define a new one. */
  editing: CoreValue | null;
  saving: boolean;
  /** Why the last save failed, shown in the form (the toast says it too). */
  error: string | null;
  /** The value was deleted elsewhere: nothing to save to, so Save is off. */
  gone?: boolean;
  /** The names of the user's other values: the same name twice is refused. */
  takenNames?: readonly string[];
  onClose: () => void;
  onSave: (input: ValueInput) => void;
}

const NAME_MAX = 100;
const DESCRIPTION_MAX = 1000;

/** The form's fields; no description is '' here (as in its field), null when saved. */
function initial(editing: CoreValue | null): ValueInput {
  return editing
    ? {
        name: editing.name,
        description: editing.description ?? '',
        color: editing.color,
        isCore: editing.isCore,
        alignmentScore: editing.alignmentScore,
      }
    : { ...DEFAULT_VALUE, description: '' };
}

/** Merged where both sides wrote them (useRebasedForm); the rest are named when overruled. */
const TEXTS: FreeTexts = { name: 'line', description: 'paragraphs' };
const LABELS = { color: 'Color', isCore: 'Core value', alignmentScore: 'Alignment' };

/** Name, description, one of four colors and the core flag (spec §5 value form). */
export function ValueFormDialog({
  open,
  editing,
  saving,
  error,
  gone = false,
  takenNames = [],
  onClose,
  onSave,
}: ValueFormDialogProps) {
  return (
    <GuardedDialog
      open={open}
      onClose={saving ? undefined : onClose}
      aria-labelledby="value-form-title"
      fullWidth
      maxWidth="sm"
    >
      {open ? (
        <ValueForm
          // Keyed by the value, not its version: when the version changes under it (a 412:
          // saved elsewhere, read again), the form moves onto that version and keeps the
          // user's changes on top (useRebasedForm); a remount threw them away.
          key={editing ? editing.id : 'new'}
          editing={editing}
          saving={saving}
          error={error}
          gone={gone}
          takenNames={takenNames}
          onClose={onClose}
          onSave={onSave}
        />
      ) : null}
    </GuardedDialog>
  );
}

function ValueForm({
  editing,
  saving,
  error,
  gone,
  takenNames = [],
  onClose,
  onSave,
}: Omit<ValueFormDialogProps, 'open'>) {
  const { form, setForm, changed, carried, overruled, settle } = useRebasedForm(
    editing,
    initial,
    TEXTS,
    LABELS,
  );
  // The name's field says why nothing was saved once it has been typed in and left empty,
  // or once Save (or Enter) was pressed without one.
  const [typed, setTyped] = useState(false);
  const nameInput = useRef<HTMLInputElement>(null);
  const descriptionInput = useRef<HTMLInputElement>(null);
  useUnsavedChanges(changed);
  const name = form.name.trim();
  const descriptionLength = (form.description ?? '').length;
  // Values Discovery counts "Family" and "family" as one value; the form says so when a
  // name is one the user has. A warning, not a refusal: Save after a lost answer (the
  // value stored, its answer not received) must still send the same request again, whose
  // Idempotency-Key answers the stored value instead of making a second.
  const twin = takenNames.find((taken) => sameValueName(taken, name));
  // Too long only where two versions' texts were kept side by side (the fields' maxLength
  // stops typing): said at the field, as Save would otherwise do nothing.
  const nameTooLong = name.length > NAME_MAX;
  const descriptionTooLong = descriptionLength > DESCRIPTION_MAX;
  const nameError = (typed && name === '') || nameTooLong;
  const nameHelp =
    typed && name === ''
      ? 'Give the value a name'
      : nameTooLong
        ? `At most ${NAME_MAX} characters`
        : twin !== undefined
          ? `You already have a value named "${twin}".`
          : undefined;
  const valid = name.length >= 1 && !nameTooLong && !descriptionTooLong;

  function submit(event: FormEvent) {
    event.preventDefault();
    if (saving || gone) return;
    if (!valid) {
      // Save stays on while the name is empty, as the milestone form's: a Save turned off
      // left Enter in the name doing nothing and the Tab key never reaching it, with no
      // word why. Pressed now, it says why at the name, and the keyboard goes there.
      setTyped(true);
      if (descriptionTooLong && name.length >= 1 && !nameTooLong) descriptionInput.current?.focus();
      else nameInput.current?.focus();
      return;
    }
    settle();
    const description = form.description?.trim() ? form.description : null;
    onSave({ ...form, name, description });
  }

  return (
    <DialogForm onSubmit={submit} noValidate>
      <DialogTitle id="value-form-title">{editing ? 'Edit Value' : 'Add Value'}</DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 2.5, pt: '8px !important' }}>
        <DialogError
          message={carried || overruled.length > 0 ? keptNotice('value', overruled) : error}
          sx={{}}
        />
        <TextInput
          id="value-name"
          label="Name"
          required
          autoFocus
          inputRef={nameInput}
          value={form.name}
          htmlInput={{ maxLength: NAME_MAX }}
          error={nameError}
          helperText={nameHelp}
          onChange={(e) => {
            setTyped(true);
            setForm((f) => ({ ...f, name: e.target.value }));
          }}
        />
        <TextInput
          id="value-description"
          label="Description"
          multiline
          minRows={3}
          inputRef={descriptionInput}
          value={form.description ?? ''}
          htmlInput={{ maxLength: DESCRIPTION_MAX }}
          error={descriptionTooLong}
          helperText={
            descriptionTooLong
              ? `At most ${DESCRIPTION_MAX.toLocaleString('en-US')} characters`
              : 'What does living this value look like for you?'
          }
          onChange={(e) => setForm((f) => ({ ...f, description: e.target.value }))}
        />
        <FormControl>
          <FormLabel id="value-color-label">Color</FormLabel>
          <RadioGroup
            row
            aria-labelledby="value-color-label"
            value={form.color}
            onChange={(e) => setForm((f) => ({ ...f, color: e.target.value as ValueColor }))}
          >
            {VALUE_COLORS.map((c) => (
              <FormControlLabel
                key={c.value}
                value={c.value}
                label={c.label}
                control={
                  <Radio
                    sx={(theme) => {
                      const shade = controlHex(c.value, theme.palette.mode);
                      return { color: shade, '&.Mui-checked': { color: shade } };
                    }}
                  />
                }
              />
            ))}
          </RadioGroup>
        </FormControl>
        <FormControlLabel
          control={
            <Checkbox
              checked={form.isCore}
              onChange={(e) => setForm((f) => ({ ...f, isCore: e.target.checked }))}
            />
          }
          label="Core value"
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={saving}>
          Cancel
        </Button>
        {/* While saving it stays enabled (aria-disabled; submit() ignores it), as the
            profile's Save: turned off, a failed save left the keyboard on the dialog. */}
        <Button
          type="submit"
          variant="contained"
          disabled={gone}
          aria-disabled={(saving && !gone) || undefined}
        >
          {saving ? 'Saving...' : 'Save Value'}
        </Button>
      </DialogActions>
    </DialogForm>
  );
}
