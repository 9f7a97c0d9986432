import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { type FormEvent } from 'react';
import { useToast } from '../../../shared/ui';
import { GuardedDialog } from '../../../shared/ui/guarded-dialog';
import { TextInput } from '../../../shared/ui/text-input';
import { GOAL_CATEGORIES } from '../model/categories';
import { DATE_MAX, DATE_MIN, dateFieldProblem } from '../../../shared/lib/dates';
import { PRIORITIES } from '../model/labels';
import { DialogError } from '../../../shared/ui/dialog-error';
import { keptNotice, type FreeTexts } from '../model/kept-edits';
import type { Goal } from '../model/types';
import type { GoalDialogProps } from './goal-dialog-props';
import { DialogCloseButton } from '../../../shared/ui/dialog-close-button';
import { useGoalSave } from './use-goal-save';
import { useRebasedForm } from './use-rebased-form';
import { SelectField } from './fields';
import { DialogForm } from '../../../shared/ui/dialog-form';
import { useDateField } from './use-date-field';

/** 'Edit Goal' really edits (decisions §7): title, description, category, priority, date, next action. */
const editForm = (goal: Goal) => ({
  title: goal.title,
  description: goal.description ?? '',
  category: goal.category,
  priority: goal.priority,
  targetDate: goal.targetDate ?? '',
  nextAction: goal.nextAction ?? '',
});

/** Merged where both sides wrote them (useRebasedForm); the rest are named when overruled. */
const TEXTS: FreeTexts = { title: 'line', description: 'paragraphs', nextAction: 'line' };
const LABELS = { category: 'Category', priority: 'Priority', targetDate: 'Target date' };

export default function EditGoalDialog({ goal, onClose }: GoalDialogProps) {
  const { form, setForm, changed, carried, overruled, settle } = useRebasedForm(
    goal,
    editForm,
    TEXTS,
    LABELS,
  );
  const { save: saveGoal, isLoading, error, gone } = useGoalSave(goal);
  const { toast } = useToast();
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'));
  const set = <K extends keyof typeof form>(key: K, value: (typeof form)[K]) =>
    setForm((f) => ({ ...f, [key]: value }));

  // A date as stored is kept as it is; one typed is checked (a two-digit year), and a date
  // half typed, which the browser gives as '', is named rather than saved as no date.
  const date = useDateField();
  const dateProblem = (unreadable: boolean) =>
    form.targetDate !== '' && form.targetDate === (goal.targetDate ?? '')
      ? undefined
      : dateFieldProblem(form.targetDate, unreadable);
  const dateError = dateProblem(date.unreadable);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (isLoading || gone || form.title.trim() === '') return;
    // Read from the field as Save is pressed: a day typed into an empty field changes no value.
    if (dateProblem(date.check())) {
      date.focus();
      return;
    }
    settle();
    const updated = await saveGoal({
      title: form.title.trim(),
      description: form.description.trim() === '' ? null : form.description,
      category: form.category,
      priority: form.priority,
      targetDate: form.targetDate === '' ? null : form.targetDate,
      nextAction: form.nextAction.trim() === '' ? null : form.nextAction.trim(),
    });
    if (!updated) return;
    toast({ title: 'Goal updated' });
    onClose();
  }

  return (
    <GuardedDialog
      busy={isLoading}
      open
      onClose={onClose}
      unsaved={changed}
      fullScreen={fullScreen}
      fullWidth
      maxWidth="sm"
      aria-labelledby="edit-goal-title"
    >
      {/* The fields' own rules, said under them: a browser's bubble for the date said only
          "Please enter a valid value." */}
      <DialogForm onSubmit={submit} noValidate>
        <DialogTitle id="edit-goal-title" sx={{ pr: 7 }}>
          Edit Goal
        </DialogTitle>
        <DialogCloseButton onClose={onClose} disabled={isLoading} />
        <DialogContent dividers sx={{ display: 'grid', gap: 2.5 }}>
          <DialogError message={carried || overruled.length > 0 ? keptNotice(overruled) : error} />
          <TextInput
            id="edit-title"
            label="Title"
            required
            autoFocus
            value={form.title}
            onChange={(e) => set('title', e.target.value)}
            htmlInput={{ maxLength: 200 }}
            // Why Save is off, said at the field (and to a screen reader, aria-invalid).
            error={form.title.trim() === ''}
            helperText={form.title.trim() === '' ? 'Give the goal a title' : undefined}
          />
          <TextInput
            id="edit-description"
            label="Description"
            multiline
            minRows={3}
            value={form.description}
            onChange={(e) => set('description', e.target.value)}
            htmlInput={{ maxLength: 10_000 }}
          />
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
            <SelectField
              id="edit-category"
              label="Category"
              value={form.category}
              options={GOAL_CATEGORIES}
              onChange={(v) => set('category', v)}
            />
            <SelectField
              id="edit-priority"
              label="Priority"
              value={form.priority}
              options={PRIORITIES}
              onChange={(v) => set('priority', v)}
            />
          </Box>
          <TextField
            id="edit-target-date"
            label="Target date"
            type="date"
            fullWidth
            value={form.targetDate}
            inputRef={date.inputRef}
            onChange={(e) => {
              set('targetDate', e.target.value);
              date.recheck();
            }}
            onBlur={date.recheck}
            error={Boolean(dateError)}
            helperText={dateError}
            slotProps={{
              inputLabel: { shrink: true },
              htmlInput: { min: DATE_MIN, max: DATE_MAX, onKeyUp: date.recheck },
            }}
          />
          <TextInput
            id="edit-next-action"
            label="Next action"
            value={form.nextAction}
            onChange={(e) => set('nextAction', e.target.value)}
            htmlInput={{ maxLength: 500 }}
          />
        </DialogContent>
        <DialogActions sx={{ pt: 2 }}>
          <Button onClick={onClose} disabled={isLoading}>
            Cancel
          </Button>
          <Button
            type="submit"
            variant="contained"
            // Not for a half-typed date: the field may be cleared with no change React sees,
            // so Save stays on and reads the field again.
            disabled={isLoading || gone || form.title.trim() === '' || Boolean(dateProblem(false))}
          >
            {isLoading ? 'Saving...' : 'Save Changes'}
          </Button>
        </DialogActions>
      </DialogForm>
    </GuardedDialog>
  );
}
