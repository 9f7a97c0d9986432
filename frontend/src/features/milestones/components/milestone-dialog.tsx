import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import OutlinedInput from '@mui/material/OutlinedInput';
import Select from '@mui/material/Select';
import { useId, useState, type FormEvent } from 'react';
import { describeSaveError, isDeletedElsewhere, useSaveKey } from '../../../shared/api';
import { useToast } from '../../../shared/ui';
import { DialogError } from '../../../shared/ui/dialog-error';
import { GuardedDialog } from '../../../shared/ui/guarded-dialog';
import { TextInput } from '../../../shared/ui/text-input';
import { useUnsavedChanges } from '../../../shared/ui/unsaved-changes';
import {
  useCreateMilestoneMutation,
  useListMilestoneGoalOptionsQuery,
  useUpdateMilestoneMutation,
  type Milestone,
} from '../api/milestones-api';
import { DialogForm } from '../../../shared/ui/dialog-form';
import { DATE_MAX, DATE_MIN, dateFieldProblem } from '../../../shared/lib/dates';
import { keptNotice, type FreeTexts } from '../../../shared/lib/kept-edits';
import { useRebasedForm } from '../../../shared/lib/use-rebased-form';

export const TITLE_MAX = 200;
export const DESCRIPTION_MAX = 10_000;

/** The form's fields, as strings ('' for no description, no date, no goal). */
const formOf = (milestone: Milestone | null) => ({
  title: milestone?.title ?? '',
  description: milestone?.description ?? '',
  targetDate: milestone?.targetDate ?? '',
  goalId: milestone?.goalId ?? '',
});

/** Merged where both sides wrote them (useRebasedForm); the rest are named when overruled. */
const TEXTS: FreeTexts = { title: 'line', description: 'paragraphs' };
const LABELS = { targetDate: 'Target date', goalId: 'Goal' };

interface MilestoneDialogProps {
  open: boolean;
  onClose: () => void;
  /** Edit this milestone; otherwise create one. */
  milestone?: Milestone | null;
}

/** Create or edit a milestone: title, description, target date and optionally a goal. */
export function MilestoneDialog({ open, onClose, milestone }: MilestoneDialogProps) {
  // The saves live here, beside the dialog they hold open: while one is on its way,
  // Escape and a click outside do nothing (GuardedDialog).
  const [create, createState] = useCreateMilestoneMutation();
  const [update, updateState] = useUpdateMilestoneMutation();
  const pending = createState.isLoading || updateState.isLoading;
  return (
    <GuardedDialog
      open={open}
      busy={pending}
      onClose={onClose}
      fullWidth
      maxWidth="sm"
      aria-labelledby="milestone-dialog-title"
    >
      {/* Keyed by the milestone, not its version: when the version changes under it (a
          412: saved elsewhere, read again), the form moves onto that version and keeps the
          user's changes on top (useRebasedForm); a remount threw them away. */}
      {open ? (
        <MilestoneForm
          key={milestone ? milestone.id : 'new'}
          milestone={milestone ?? null}
          onClose={onClose}
          create={create}
          update={update}
          pending={pending}
        />
      ) : null}
    </GuardedDialog>
  );
}

function MilestoneForm({
  milestone,
  onClose,
  create,
  update,
  pending,
}: {
  milestone: Milestone | null;
  onClose: () => void;
  create: ReturnType<typeof useCreateMilestoneMutation>[0];
  update: ReturnType<typeof useUpdateMilestoneMutation>[0];
  pending: boolean;
}) {
  const editing = milestone !== null;
  const { form, setForm, read, changed, carried, overruled, settle } = useRebasedForm(
    milestone,
    formOf,
    TEXTS,
    LABELS,
  );
  const { title, description, targetDate, goalId } = form;
  const set = (key: keyof typeof form, value: string) => setForm((f) => ({ ...f, [key]: value }));
  const [submitted, setSubmitted] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // Deleted elsewhere: nothing to save to, so Save is off; the text stays to be copied.
  const [gone, setGone] = useState(false);
  useUnsavedChanges(changed);
  const { data: goals } = useListMilestoneGoalOptionsQuery();
  const saveKey = useSaveKey();
  const { toast } = useToast();
  const goalLabelId = useId();

  const titleError =
    title.trim().length === 0
      ? 'Give the milestone a title'
      : title.trim().length > TITLE_MAX
        ? `At most ${TITLE_MAX} characters`
        : '';
  const showTitleError = (submitted || title.trim().length > TITLE_MAX) && Boolean(titleError);
  // A date as stored is kept as it is; one typed is checked (a two-digit year), at once.
  const yearError =
    targetDate === (milestone?.targetDate ?? '') ? undefined : dateFieldProblem(targetDate);
  const dateError = targetDate ? (yearError ?? '') : 'Choose a target date';
  const showDateError = (submitted || Boolean(yearError)) && Boolean(dateError);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setSubmitted(true);
    if (titleError || dateError || pending || gone) return;
    settle();
    const input = {
      title: title.trim(),
      description: description.trim() ? description : null,
      targetDate,
      goalId: goalId || null,
    };
    setError(null);
    try {
      if (milestone) {
        // The goal goes only when it was changed here: its goal deleted on another device
        // (the link then went, with no new version), an edit of the title alone resent the
        // old id and was refused, 'goalId must be the id of one of your goals'. (After a
        // 412, `read` is the other version's: its goal, unless the user picked another.)
        const { goalId: _same, ...rest } = input;
        const changes =
          goalId === read.goalId || goalId === (milestone.goalId ?? '') ? rest : input;
        await update({ id: milestone.id, changes, fromForm: true }).unwrap();
        toast({ title: 'Milestone updated' });
      } else {
        await create({ ...input, idempotencyKey: saveKey.key() }).unwrap();
        saveKey.saved();
        toast({ title: 'Milestone added' });
      }
      onClose();
    } catch (failure) {
      const description = describeSaveError(failure, 'milestone');
      setError(description);
      setGone(isDeletedElsewhere(failure, 'milestone'));
      toast({
        title: editing ? 'Failed to update milestone' : 'Failed to add milestone',
        description,
        variant: 'destructive',
      });
    }
  }

  const goalOptions = goals ?? [];
  return (
    <DialogForm onSubmit={submit} noValidate>
      <DialogTitle id="milestone-dialog-title">
        {editing ? 'Edit Milestone' : 'Add Milestone'}
      </DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 2.5, pt: '8px !important' }}>
        <DialogError
          message={carried || overruled.length > 0 ? keptNotice('milestone', overruled) : error}
          sx={{}}
        />
        <TextInput
          id="milestone-title"
          label="Title"
          required
          autoFocus
          value={title}
          onChange={(e) => set('title', e.target.value)}
          // Too long only where two versions' titles were kept side by side: said at once.
          error={showTitleError}
          helperText={showTitleError ? titleError : undefined}
          htmlInput={{ maxLength: TITLE_MAX }}
        />
        <TextInput
          id="milestone-description"
          label="Description"
          multiline
          minRows={2}
          value={description}
          onChange={(e) => set('description', e.target.value)}
          htmlInput={{ maxLength: DESCRIPTION_MAX }}
        />
        <FormControl fullWidth required error={showDateError}>
          <InputLabel htmlFor="milestone-target-date" shrink required={false}>
            Target date
          </InputLabel>
          <OutlinedInput
            id="milestone-target-date"
            type="date"
            label="Target date"
            notched
            value={targetDate}
            onChange={(e) => set('targetDate', e.target.value)}
            inputProps={{
              min: DATE_MIN,
              max: DATE_MAX,
              'aria-describedby': showDateError ? 'milestone-date-error' : undefined,
            }}
          />
          {showDateError ? (
            <FormHelperText id="milestone-date-error">{dateError}</FormHelperText>
          ) : null}
        </FormControl>
        {goalOptions.length > 0 || milestone?.goalId ? (
          <FormControl fullWidth>
            <InputLabel id={goalLabelId}>Goal</InputLabel>
            <Select
              labelId={goalLabelId}
              label="Goal"
              value={goalId}
              onChange={(e) => set('goalId', e.target.value)}
            >
              <MenuItem value="">No goal</MenuItem>
              {goalOptions.map((g) => (
                <MenuItem key={g.id} value={g.id}>
                  {g.title}
                </MenuItem>
              ))}
            </Select>
          </FormControl>
        ) : null}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={pending}>
          Cancel
        </Button>
        <Button type="submit" variant="contained" disabled={pending || gone}>
          {editing
            ? pending
              ? 'Saving...'
              : 'Save Changes'
            : pending
              ? 'Adding...'
              : 'Add Milestone'}
        </Button>
      </DialogActions>
    </DialogForm>
  );
}
