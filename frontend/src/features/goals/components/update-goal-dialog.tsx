import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Slider from '@mui/material/Slider';
import Switch from '@mui/material/Switch';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useDispatch } from 'react-redux';
import { goalCompleted } from '../../../shared/events';
import { useToast } from '../../../shared/ui';
import { GuardedDialog, steadyTop } from '../../../shared/ui/guarded-dialog';
import { TextInput } from '../../../shared/ui/text-input';
import { GOAL_CATEGORIES } from '../model/categories';
import { FINANCIAL_TYPES, TRACKING_TYPES } from '../model/labels';
import {
  amountProblems,
  buildUpdateRequest,
  ELABORATE_PARTS,
  formFromGoal,
  previewProgress,
  STATUS_STAGES,
  type UpdateForm,
} from '../model/progress';
import { DialogCloseButton } from '../../../shared/ui/dialog-close-button';
import { DialogError } from '../../../shared/ui/dialog-error';
import { DialogForm } from '../../../shared/ui/dialog-form';
import { keptNotice, type FreeTexts } from '../model/kept-edits';
import { clipChars } from '../../../shared/lib/text';
import { useGoalSave } from './use-goal-save';
import { useRebasedForm } from './use-rebased-form';
import type { GoalDialogProps } from './goal-dialog-props';
import { SelectField } from './fields';

const ELABORATE_HINTS: Record<(typeof ELABORATE_PARTS)[number]['id'], string> = {
  clarity: 'What exactly do you want, and how will you know you have it?',
  why: 'Why does it matter to you?',
  timeline: 'When do you want it, and why then?',
  plan: 'How will you get it: steps, obstacles, helpers?',
};

function TabPanel({
  id,
  active,
  children,
}: {
  id: string;
  active: boolean;
  children: React.ReactNode;
}) {
  return (
    <Box
      role="tabpanel"
      id={`${id}-panel`}
      aria-labelledby={`${id}-tab`}
      hidden={!active}
      sx={{ pt: 3, display: active ? 'grid' : 'none', gap: 2.5 }}
    >
      {active ? children : null}
    </Box>
  );
}

/** 'Update' (spec §2, §4): Categorize, Elaborate and Progress tabs, all five tracking types. */
/** The most sub-categories a goal holds (decisions §4). */
const MAX_SUBCATEGORIES = 100;

/** Merged where both sides wrote them (useRebasedForm); the rest are named when overruled. */
const TEXTS: FreeTexts = {
  description: 'paragraphs',
  nextAction: 'line',
  ...Object.fromEntries(ELABORATE_PARTS.map((part) => [part.id, 'paragraphs'])),
};
const LABELS = {
  category: 'Category',
  trackingType: 'Tracking type',
  percentage: 'Progress',
  stage: 'Status',
  milestoneDone: 'Milestone reached',
  financialType: 'Financial type',
  currentAmount: 'Current amount',
  targetAmount: 'Target amount',
  subcategories: 'Sub-categories',
};

export default function UpdateGoalDialog({ goal, onClose }: GoalDialogProps) {
  const dispatch = useDispatch();
  const [tab, setTab] = useState(goal.needsCategorizing ? 0 : 2);
  const { form, setForm, changed, carried, overruled, settle } = useRebasedForm<UpdateForm>(
    goal,
    formFromGoal,
    TEXTS,
    LABELS,
  );
  const [newItem, setNewItem] = useState('');
  const { save: saveGoal, isLoading, error, gone } = useGoalSave(goal);
  const { toast } = useToast();
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'));
  const base = useId();
  const sliderLabel = useId();
  const set = <K extends keyof UpdateForm>(key: K, value: UpdateForm[K]) =>
    setForm((f) => ({ ...f, [key]: value }));
  const preview = previewProgress(form);
  const amounts =
    form.trackingType === 'currency' ? amountProblems(form.currentAmount, form.targetAmount) : {};
  const invalid = Object.keys(amounts).length > 0;

  const full = form.subcategories.length >= MAX_SUBCATEGORIES;
  // A name typed in the field and not added yet is saved with the rest (Save adds it first);
  // one the goal has no room for (it filled up meanwhile, from another tab) holds Save back.
  const itemProblem =
    full && newItem.trim() !== ''
      ? `A goal has ${MAX_SUBCATEGORIES} sub-categories at most. Remove one to add this one, or clear the field.`
      : undefined;
  // Full, the field is off; not while it still holds a name, which the user must be able to clear.
  const itemOff = full && newItem === '';
  const itemRef = useRef<HTMLInputElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  // Add and Remove take themselves away from under the keyboard (Add turns off with the
  // field emptied, Remove goes with its row), and it fell to the dialog's frame. After an
  // Add it goes back to the field (to the last Remove when the goal is now full); after a
  // Remove, to the next item's Remove (the previous one's at the end, the field when none
  // is left). A Save refused for the name in the field takes the keyboard to the field.
  const focusAfter = useRef<{ added: true } | { removed: number } | { refused: true } | null>(null);
  useEffect(() => {
    const after = focusAfter.current;
    if (after === null) return;
    focusAfter.current = null;
    const buttons = [...(listRef.current?.querySelectorAll<HTMLButtonElement>('li button') ?? [])];
    const field = itemRef.current?.disabled ? null : itemRef.current;
    const target =
      'refused' in after
        ? itemRef.current
        : 'added' in after
          ? (field ?? buttons.at(-1))
          : (buttons[Math.min(after.removed, buttons.length - 1)] ?? field);
    target?.focus();
  }, [form.subcategories, itemOff, tab]);

  /** The sub-category Add makes of the field's text: trimmed, 200 characters; null when blank. */
  const itemOf = (text: string) => {
    const name = text.trim();
    return name ? { name: clipChars(name, 200), completed: false } : null;
  };
  function addItem() {
    const item = itemOf(newItem);
    if (!item || full) return;
    set('subcategories', [...form.subcategories, item]);
    setNewItem('');
    focusAfter.current = { added: true };
  }
  function removeItem(index: number) {
    set(
      'subcategories',
      form.subcategories.filter((_, i) => i !== index),
    );
    focusAfter.current = { removed: index };
  }
  const onItemKey = (event: KeyboardEvent) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      addItem();
    }
  };

  async function save(event?: FormEvent) {
    // A form: Enter in a one-line field (next action, an amount) saves, as in every dialog.
    event?.preventDefault();
    if (isLoading || invalid || gone) return;
    let sent = form;
    // The name typed in 'New sub-category' and not added yet is added now, as Add would, and
    // saved with the rest (Save Update dropped it, and the dialog closed on it).
    const item = form.trackingType === 'subcategory' ? itemOf(newItem) : null;
    if (item) {
      if (full) {
        // No room for it: said at the field, which takes the keyboard; nothing is sent.
        if (tab === 2) itemRef.current?.focus();
        else {
          // On another tab: the field is there once Progress shows.
          focusAfter.current = { refused: true };
          setTab(2);
        }
        return;
      }
      sent = { ...form, subcategories: [...form.subcategories, item] };
      // In the list from now on: a failed save keeps it there, and a retry sends it once.
      set('subcategories', sent.subcategories);
      setNewItem('');
    }
    settle();
    const updated = await saveGoal(buildUpdateRequest(sent));
    if (!updated) return;
    if (updated.isCompleted && !goal.isCompleted) dispatch(goalCompleted({ goalId: goal.id }));
    toast({ title: 'Progress updated' });
    onClose();
  }

  const tabs = ['Categorize', 'Elaborate', 'Progress'];

  const unsaved = newItem.trim() !== '' || changed;

  return (
    <GuardedDialog
      busy={isLoading}
      open
      onClose={onClose}
      unsaved={unsaved}
      fullScreen={fullScreen}
      fullWidth
      maxWidth="sm"
      aria-labelledby={`${base}-title`}
      sx={steadyTop}
    >
      <DialogForm onSubmit={(event) => void save(event)}>
        <DialogTitle id={`${base}-title`} sx={{ wordBreak: 'break-word', pr: 7 }}>
          Update: {goal.title}
        </DialogTitle>
        <DialogCloseButton onClose={onClose} disabled={isLoading} />
        <DialogContent dividers>
          <DialogError message={carried || overruled.length > 0 ? keptNotice(overruled) : error} />
          <Tabs
            value={tab}
            onChange={(_e, value: number) => setTab(value)}
            variant="fullWidth"
            aria-label="Update sections"
          >
            {tabs.map((label, i) => (
              <Tab
                key={label}
                label={label}
                id={`${base}-${i}-tab`}
                aria-controls={`${base}-${i}-panel`}
                // MUI's 90 px minimum per tab is wider than a 320 px phone's dialog has room for.
                sx={{ minWidth: 0, px: 1 }}
              />
            ))}
          </Tabs>

          <TabPanel id={`${base}-0`} active={tab === 0}>
            {goal.needsCategorizing ? (
              <Typography variant="body2" color="text.secondary">
                This goal came from rapid writing: give it a category and a few words of
                description.
              </Typography>
            ) : null}
            <SelectField
              id={`${base}-category`}
              label="Category"
              value={form.category}
              options={GOAL_CATEGORIES}
              onChange={(v) => set('category', v)}
            />
            <TextInput
              id={`${base}-description`}
              label="Description"
              multiline
              minRows={3}
              value={form.description}
              placeholder={goal.needsCategorizing ? (goal.description ?? undefined) : undefined}
              onChange={(e) => set('description', e.target.value)}
              htmlInput={{ maxLength: 10_000 }}
            />
            <TextInput
              id={`${base}-next-action`}
              label="Next action"
              value={form.nextAction}
              onChange={(e) => set('nextAction', e.target.value)}
              htmlInput={{ maxLength: 500 }}
            />
          </TabPanel>

          <TabPanel id={`${base}-1`} active={tab === 1}>
            {ELABORATE_PARTS.map((part) => (
              <TextInput
                key={part.id}
                id={`${base}-elaborate-${part.id}`}
                label={part.label}
                multiline
                minRows={2}
                helperText={ELABORATE_HINTS[part.id]}
                value={form.elaborate[part.id]}
                onChange={(e) => set('elaborate', { ...form.elaborate, [part.id]: e.target.value })}
                htmlInput={{ maxLength: 2000 }}
              />
            ))}
          </TabPanel>

          <TabPanel id={`${base}-2`} active={tab === 2}>
            <SelectField
              id={`${base}-tracking`}
              label="Tracking type"
              value={form.trackingType}
              options={TRACKING_TYPES}
              onChange={(v) => set('trackingType', v)}
            />

            {form.trackingType === 'percentage' ? (
              <Box>
                <Typography id={sliderLabel} gutterBottom>
                  Progress
                </Typography>
                <Slider
                  value={form.percentage}
                  onChange={(_e, value) => set('percentage', value as number)}
                  step={5}
                  min={0}
                  max={100}
                  marks
                  valueLabelDisplay="auto"
                  slotProps={{ input: { 'aria-labelledby': sliderLabel } }}
                />
              </Box>
            ) : null}

            {form.trackingType === 'status' ? (
              <SelectField
                id={`${base}-status`}
                label="Status"
                value={form.stage}
                options={STATUS_STAGES}
                onChange={(v) => set('stage', v)}
              />
            ) : null}

            {form.trackingType === 'milestone' ? (
              <FormControlLabel
                control={
                  <Switch
                    checked={form.milestoneDone}
                    onChange={(e) => set('milestoneDone', e.target.checked)}
                  />
                }
                label="Milestone reached"
              />
            ) : null}

            {form.trackingType === 'currency' ? (
              <>
                <SelectField
                  id={`${base}-financial`}
                  label="Financial type"
                  value={form.financialType}
                  options={FINANCIAL_TYPES}
                  onChange={(v) => set('financialType', v)}
                  helperText={
                    form.financialType === 'debt'
                      ? 'For debt, the current amount is the balance still owed.'
                      : undefined
                  }
                />
                <Box
                  sx={{
                    display: 'grid',
                    gap: 2,
                    gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' },
                  }}
                >
                  <TextInput
                    id={`${base}-current`}
                    label="Current amount ($)"
                    // Text, not type="number": a number field the browser cannot read
                    // ('1,000', '$50') reports '' while the text stays on screen, and
                    // blank counts as 0 (a target of 1): saved, and even completed.
                    value={form.currentAmount}
                    onChange={(e) => set('currentAmount', e.target.value)}
                    error={Boolean(amounts.current)}
                    helperText={amounts.current}
                    htmlInput={{ inputMode: 'decimal', autoComplete: 'off' }}
                  />
                  <TextInput
                    id={`${base}-target`}
                    label="Target amount ($)"
                    value={form.targetAmount}
                    onChange={(e) => set('targetAmount', e.target.value)}
                    error={Boolean(amounts.target)}
                    helperText={amounts.target}
                    htmlInput={{ inputMode: 'decimal', autoComplete: 'off' }}
                  />
                </Box>
              </>
            ) : null}

            {form.trackingType === 'subcategory' ? (
              <Box sx={{ display: 'grid', gap: 1.5 }}>
                <Box sx={{ display: 'flex', gap: 1, alignItems: 'start' }}>
                  <TextInput
                    id={`${base}-new-item`}
                    label="New sub-category"
                    value={newItem}
                    inputRef={itemRef}
                    onChange={(e) => {
                      setNewItem(e.target.value);
                      // Cleared on a full goal, the field turns off: the keyboard goes to
                      // the last Remove.
                      if (full && e.target.value === '') focusAfter.current = { added: true };
                    }}
                    onKeyDown={onItemKey}
                    htmlInput={{ maxLength: 200 }}
                    disabled={itemOff}
                    error={Boolean(itemProblem)}
                    helperText={
                      itemProblem ??
                      (full ? `A goal has ${MAX_SUBCATEGORIES} sub-categories at most.` : undefined)
                    }
                  />
                  <Button
                    variant="outlined"
                    onClick={addItem}
                    disabled={newItem.trim() === '' || full}
                    sx={{ mt: 1, flexShrink: 0 }}
                  >
                    Add
                  </Button>
                </Box>
                {form.subcategories.length === 0 ? (
                  <Typography variant="body2" color="text.secondary">
                    No sub-categories yet.
                  </Typography>
                ) : (
                  <List ref={listRef} dense aria-label="Sub-categories" disablePadding>
                    {form.subcategories.map((item, index) => (
                      <ListItem
                        key={index}
                        disableGutters
                        secondaryAction={
                          <IconButton
                            edge="end"
                            aria-label={`Remove ${item.name}`}
                            onClick={() => removeItem(index)}
                          >
                            <DeleteIcon fontSize="small" />
                          </IconButton>
                        }
                      >
                        <FormControlLabel
                          sx={{ pr: 5, wordBreak: 'break-word' }}
                          control={
                            <Checkbox
                              checked={item.completed}
                              onChange={(e) =>
                                set(
                                  'subcategories',
                                  form.subcategories.map((s, i) =>
                                    i === index ? { ...s, completed: e.target.checked } : s,
                                  ),
                                )
                              }
                            />
                          }
                          label={item.name}
                        />
                      </ListItem>
                    ))}
                  </List>
                )}
              </Box>
            ) : null}

            {/* No figure from amounts the form refuses: it would promise what Save will not do. */}
            <Box sx={{ p: 2, borderRadius: 2, bgcolor: 'action.hover' }}>
              <Box sx={{ display: 'flex', justifyContent: 'space-between', mb: 0.75 }}>
                <Typography variant="body2" sx={{ fontWeight: 600 }}>
                  {!invalid && preview.isCompleted ? 'Completed' : 'Progress after saving'}
                </Typography>
                <Typography variant="body2" sx={{ fontWeight: 700 }} aria-live="polite">
                  {invalid ? 'Correct the amounts first' : `${preview.progress}%`}
                </Typography>
              </Box>
              <LinearProgress
                variant="determinate"
                value={invalid ? 0 : preview.progress}
                aria-label="Progress after saving"
                color={!invalid && preview.isCompleted ? 'success' : 'primary'}
                sx={{ height: 8, borderRadius: 4 }}
              />
            </Box>
          </TabPanel>
        </DialogContent>
        <DialogActions sx={{ pt: 2 }}>
          <Button onClick={onClose} disabled={isLoading}>
            Cancel
          </Button>
          <Button type="submit" variant="contained" disabled={isLoading || invalid || gone}>
            {isLoading ? 'Saving...' : 'Save Update'}
          </Button>
        </DialogActions>
      </DialogForm>
    </GuardedDialog>
  );
}
