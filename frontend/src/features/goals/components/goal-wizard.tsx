import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import OutlinedInput from '@mui/material/OutlinedInput';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { useEffect, useRef, useState } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { useSaveKey } from '../../../shared/api';
import { env } from '../../../shared/config/env';
import { goalCreated } from '../../../shared/events';
import { useToday } from '../../../shared/lib/use-new-day';
import { useCurrentUser } from '../../../shared/session';
import { QuoteBlock, useToast } from '../../../shared/ui';
import { GuardedDialog, steadyTop } from '../../../shared/ui/guarded-dialog';
import { useCreateGoalMutation } from '../api/goals-api';
import { GOAL_CATEGORIES } from '../model/categories';
import { selectWizard, wizardClosed } from '../model/goals-ui-slice';
import { DATE_MAX, DATE_MIN, dateFieldProblem } from '../../../shared/lib/dates';
import { PRIORITIES } from '../model/labels';
import {
  buildWizardGoal,
  INITIAL_WIZARD,
  moveStep,
  wizardChanged,
  WIZARD_STEP_COUNT,
  WIZARD_STEPS,
  type WizardState,
  answerNote,
  MAX_ANSWER_LENGTH,
} from '../model/wizard';
import { DialogCloseButton } from '../../../shared/ui/dialog-close-button';
import { DialogError } from '../../../shared/ui/dialog-error';
import { SelectField } from './fields';
import { useDateField } from './use-date-field';

/** The four-step goal wizard (spec §2): clarity, why, timeline, plan. */
export default function GoalWizard() {
  const dispatch = useDispatch();
  const { category } = useSelector(selectWizard);
  const [opened] = useState<WizardState>(() => ({
    ...INITIAL_WIZARD,
    category: category ?? INITIAL_WIZARD.category,
  }));
  const [state, setState] = useState<WizardState>(opened);
  const [createGoal, { isLoading }] = useCreateGoalMutation();
  const saveKey = useSaveKey();
  const [error, setError] = useState<string | null>(null);
  const { toast } = useToast();
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'));
  const today = useToday(useCurrentUser()?.timezone);

  const step = WIZARD_STEPS[state.step]!;
  const last = state.step === WIZARD_STEP_COUNT - 1;
  // Closing resets the form, answers and step: the dialog unmounts with its state.
  const close = () => dispatch(wizardClosed());
  const answer = (id: string, text: string) =>
    setState((s) => ({ ...s, answers: { ...s.answers, [id]: text } }));

  // A half-typed date (the browser reads it as '') is named at the field, not saved as none.
  const date = useDateField();
  const dateError = dateFieldProblem(state.targetDate, date.unreadable);
  const headingRef = useRef<HTMLHeadingElement>(null);
  // Back to step 1 turns Back off under the keyboard, which fell to the dialog's frame:
  // it goes to the step's title instead, and Tab goes on into its fields.
  const focusHeading = useRef(false);
  useEffect(() => {
    if (!focusHeading.current) return;
    focusHeading.current = false;
    headingRef.current?.focus();
  }, [state.step]);

  function back() {
    if (state.step === 1) focusHeading.current = true;
    setState((s) => ({ ...s, step: moveStep(s.step, -1) }));
  }

  function next() {
    // A year the server cannot take waits at its field, not at Create Goal's failure; so
    // does a date half typed, read from the field itself as Next is pressed.
    if (step.id === 'timeline' && dateFieldProblem(state.targetDate, date.check())) {
      date.focus();
      return;
    }
    setState((s) => ({ ...s, step: moveStep(s.step, 1) }));
  }

  async function submit() {
    if (isLoading || dateError) return;
    setError(null);
    try {
      const goal = await createGoal({
        ...buildWizardGoal(state),
        idempotencyKey: saveKey.key(),
      }).unwrap();
      saveKey.saved();
      dispatch(goalCreated({ goalId: goal.id, title: goal.title, category: goal.category }));
      toast({
        title: 'Success',
        description: `Your goal has been created with ${env.mentorName}'s guidance!`,
      });
      close();
    } catch {
      setError('Failed to create goal. Please try again.');
      toast({
        title: 'Error',
        description: 'Failed to create goal. Please try again.',
        variant: 'destructive',
      });
    }
  }

  return (
    <GuardedDialog
      busy={isLoading}
      open
      onClose={close}
      unsaved={wizardChanged(state, opened)}
      fullScreen={fullScreen}
      maxWidth="md"
      fullWidth
      aria-labelledby="goal-wizard-title"
      sx={steadyTop}
    >
      <DialogTitle id="goal-wizard-title" sx={{ pr: 7 }}>
        Set a Goal
        <Typography component="span" color="text.secondary" sx={{ display: 'block' }}>
          Step {state.step + 1} of {WIZARD_STEP_COUNT}: {step.title}
        </Typography>
      </DialogTitle>
      <DialogCloseButton onClose={close} disabled={isLoading} />
      <DialogContent dividers>
        <DialogError message={error} />
        <LinearProgress
          variant="determinate"
          value={((state.step + 1) / WIZARD_STEP_COUNT) * 100}
          aria-label={`Step ${state.step + 1} of ${WIZARD_STEP_COUNT}`}
          sx={{ mb: 3, height: 8, borderRadius: 4 }}
        />
        {/* Under the dialog's own title (an h2): the step is a part of it. */}
        <Typography variant="h5" component="h3" ref={headingRef} tabIndex={-1} sx={{ mb: 2 }}>
          {step.title}
        </Typography>
        <Box sx={{ mb: 3, pl: 2, borderLeft: 3, borderColor: 'secondary.main' }}>
          <QuoteBlock
            text={step.quote.text}
            author={step.quote.author}
            source={step.quote.source}
          />
        </Box>
        <Box sx={{ display: 'grid', gap: 2.5 }}>
          {step.id === 'clarity' ? (
            <Box
              sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}
            >
              <SelectField
                id="wizard-category"
                label="Life Area"
                value={state.category}
                options={GOAL_CATEGORIES}
                onChange={(value) => setState((s) => ({ ...s, category: value }))}
              />
              <SelectField
                id="wizard-priority"
                label="Importance"
                value={state.priority}
                options={PRIORITIES}
                onChange={(value) => setState((s) => ({ ...s, priority: value }))}
              />
            </Box>
          ) : null}
          {step.id === 'timeline' ? (
            <TextField
              id="wizard-target-date"
              label="Target completion date"
              type="date"
              fullWidth
              value={state.targetDate}
              inputRef={date.inputRef}
              onChange={(event) => {
                const targetDate = event.target.value;
                setState((s) => ({ ...s, targetDate }));
                date.recheck();
              }}
              onBlur={date.recheck}
              error={Boolean(dateError)}
              // A passed date is a warning, not a refusal: a goal written down late may be
              // dated as it was. A year the server cannot take (a two-digit one) is refused.
              helperText={
                dateError ??
                (state.targetDate && state.targetDate < today
                  ? 'This date has already passed.'
                  : undefined)
              }
              slotProps={{
                inputLabel: { shrink: true },
                htmlInput: { min: DATE_MIN, max: DATE_MAX, onKeyUp: date.recheck },
              }}
            />
          ) : null}
          {/* Each question above its field, whole: a floating label is one line, and on a
              phone the questions were cut off ("How will you know you have achieve..."). */}
          {step.questions.map((q) => (
            <Box key={q.id} sx={{ display: 'grid', gap: 0.75 }}>
              <Typography
                component="label"
                htmlFor={`wizard-${q.id}`}
                variant="body2"
                sx={{ fontWeight: 600 }}
              >
                {q.label}
              </Typography>
              <OutlinedInput
                id={`wizard-${q.id}`}
                fullWidth
                multiline
                minRows={2}
                value={state.answers[q.id] ?? ''}
                onChange={(event) => answer(q.id, event.target.value)}
                inputProps={{
                  maxLength: MAX_ANSWER_LENGTH,
                  'aria-describedby': answerNote(q.id, state.answers[q.id])
                    ? `wizard-${q.id}-note`
                    : undefined,
                }}
              />
              {answerNote(q.id, state.answers[q.id]) ? (
                <Typography
                  id={`wizard-${q.id}-note`}
                  variant="caption"
                  color="text.secondary"
                  role="status"
                >
                  {answerNote(q.id, state.answers[q.id])}
                </Typography>
              ) : null}
            </Box>
          ))}
        </Box>
      </DialogContent>
      <DialogActions sx={{ pt: 2 }}>
        <Button
          onClick={back}
          // Not while the goal is being created: the dialog closes on the answer.
          disabled={state.step === 0 || isLoading}
        >
          Back
        </Button>
        <Box sx={{ flex: 1 }} />
        {last ? (
          // While creating it stays enabled (aria-disabled; submit() ignores it): turned
          // off, it dropped the keyboard to the dialog's frame, and a failure left it there.
          <Button variant="contained" onClick={submit} aria-disabled={isLoading || undefined}>
            {isLoading ? 'Creating...' : 'Create Goal'}
          </Button>
        ) : (
          <Button variant="contained" onClick={next}>
            Next
          </Button>
        )}
      </DialogActions>
    </GuardedDialog>
  );
}
