import AddIcon from '@mui/icons-material/Add';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { useEffect, useMemo, useRef, useState, type ClipboardEvent, type FormEvent } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { goalsCreated } from '../../../shared/events';
import { useCurrentUser } from '../../../shared/session';
import { QuoteBlock, useToast } from '../../../shared/ui';
import { TextInput } from '../../../shared/ui/text-input';
import { useCreateGoalsMutation } from '../api/goals-api';
import { GOAL_CATEGORIES } from '../model/categories';
import {
  draftCleared,
  entriesSaved,
  entryAdded,
  entryRemoved,
  promptChanged,
  rapidEntryClosed,
  rapidEntrySaved,
  selectKeepDraft,
  selectRapid,
} from '../model/goals-ui-slice';
import {
  AUTO_SAVE_NOTE_AT,
  badgeFor,
  categoryForPosition,
  cleanEntry,
  EXCELLENT_AT,
  MAX_ENTRY_LENGTH,
  randomPromptIndex,
  writingProgress,
  WRITING_PROMPTS,
} from '../model/rapid-entry';
import {
  BATCH_MAX,
  mayHaveLanded,
  rememberSaveKeys,
  savedListState,
  saveKeysFor,
  savePartsOf,
} from '../model/save-keys';
import { clipChars } from '../../../shared/lib/text';
import type { Goal } from '../model/types';
import { DialogCloseButton } from '../../../shared/ui/dialog-close-button';
import { DialogError } from '../../../shared/ui/dialog-error';
import { GuardedDialog } from '../../../shared/ui/guarded-dialog';

export const AUTO_CLOSE_MS = 1500;
/** The field counts its characters from here on ("185 of 200 characters."). */
const COUNT_FROM = MAX_ENTRY_LENGTH - 20;

/** A save whose answer was lost: the list waits, read-only, for Retry (docs/goals.md). */
export const UNSETTLED_MESSAGE =
  'We could not confirm that your goals were saved. Retry to finish saving before changing the list.';
/** The same, of a list this dialog no longer holds ('Auto-save goals' off, then a reload). */
export const OTHER_UNSETTLED_MESSAGE =
  'We could not confirm that your last list of goals was saved, and it is no longer here. Check your goals before writing them again.';

const categoryLabel = (position: number) =>
  GOAL_CATEGORIES.find((c) => c.id === categoryForPosition(position))!.short;

/** Rapid Goal Writing (spec §2, §4): write 50+ goals quickly, save them in one batch. */
export default function RapidEntryDialog() {
  const dispatch = useDispatch();
  const { entries, promptIndex } = useSelector(selectRapid);
  const keepDraft = useSelector(selectKeepDraft);
  const [text, setText] = useState('');
  const [saved, setSaved] = useState<number | null>(null);
  // Saved while the field held a goal not added yet: the dialog stays open for it.
  const [stay, setStay] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [pasted, setPasted] = useState<string | null>(null);
  const [createGoals, { isLoading }] = useCreateGoalsMutation();
  // From the first part sent to the last part's answer (a long list goes in several).
  const [saving, setSaving] = useState(false);
  const busy = saving || isLoading;
  const { toast } = useToast();
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'));
  const userId = useCurrentUser()?.id;
  const inputRef = useRef<HTMLInputElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  // After a Remove, the keyboard's place goes to the next entry's Remove (the previous
  // one's at the end, the input when none is left), not to the dialog's frame.
  const focusAfterRemove = useRef<number | null>(null);
  // After an Add or a paste the list shows its end, where the new goals are (the 21st
  // was added out of sight, under the list's own scroll).
  const showEnd = useRef(false);
  useEffect(() => {
    if (showEnd.current && listRef.current) {
      showEnd.current = false;
      const list = listRef.current;
      list.scrollTop = list.scrollHeight;
      // And the dialog's own scroll, where the list stands lower than it shows (a phone).
      list.lastElementChild?.scrollIntoView?.({ block: 'nearest' });
    }
    const removed = focusAfterRemove.current;
    if (removed === null) return;
    focusAfterRemove.current = null;
    const buttons = listRef.current?.querySelectorAll<HTMLButtonElement>('li button') ?? [];
    const next = buttons[Math.min(removed, buttons.length - 1)];
    (next ?? inputRef.current)?.focus();
  }, [entries]);

  // Saved: every control turns itself off, and the keyboard's place would drop to the
  // dialog's frame for the last 1.5 s; it goes to the message saying what was saved.
  const savedRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (saved === null) return;
    if (stay) {
      // The goal still in the field is the user's next step.
      inputRef.current?.focus();
      return;
    }
    savedRef.current?.focus();
    const timer = setTimeout(() => dispatch(rapidEntryClosed()), AUTO_CLOSE_MS);
    return () => clearTimeout(timer);
  }, [saved, stay, dispatch]);

  const count = entries.length;
  // Saved: the dialog's last 1.5 s show what was written, not an emptied list.
  const written = saved ?? count;
  // Part of a long list saved before: the rest keeps the categories of its places. And a
  // save whose answer was lost (kept with the keys, so a reopened dialog or a reload knows).
  // Read once per list, not on every keystroke in the field.
  const record = useMemo(() => savedListState(userId, entries), [userId, entries]);
  const from = record.offset;
  // What this dialog's last save left of this very list (the record is read again only
  // when the list changes).
  const [answered, setAnswered] = useState<{ list: readonly string[]; unsettled: boolean } | null>(
    null,
  );
  // The last save may have made these goals: until a retry with the same keys answers,
  // the list cannot change (an edited list has new keys, and every goal would be made again).
  const unsettled = answered?.list === entries ? answered.unsettled : record.unsettled;
  // A list waiting for its retry stays, even where no draft is kept ('Auto-save goals' off).
  const close = () => dispatch(rapidEntryClosed(unsettled ? { keepList: true } : undefined));
  // Saved: the dialog closes in 1.5 s, so nothing more can be written in it (an entry
  // added then was left for the next time, the dialog closing under the user's typing).
  const done = saved !== null && !stay;
  // Not while a save is on its way: the save sends the list as it was, and then removes it.
  const canAdd = cleanEntry(text) !== null && !busy && !done && !unsettled;
  // What a reload or sign-out would lose asks first: a goal typed but not added yet (the
  // draft keeps only the list), or the whole list where 'Auto-save goals' is off.
  // Escape or a click outside then asks first too (GuardedDialog); Cancel closes at once.
  const unsaved = cleanEntry(text) !== null || (!keepDraft && count > 0 && saved === null);

  /** A pasted list of lines is a list of goals: one entry a line, blank lines skipped. */
  function paste(event: ClipboardEvent<HTMLElement>) {
    const lines = event.clipboardData.getData('text').split(/\r?\n/);
    if (lines.length < 2) return; // one line: pasted into the field as usual
    // Into the field (off while a save's answer is lost): the lines would not be in the save.
    if (busy || unsettled) return;
    event.preventDefault();
    showEnd.current = true;
    if (saved !== null) setSaved(null);
    setStay(false);
    const goals = lines.map(cleanEntry).filter((line): line is string => line !== null);
    // Cut by whole characters (never half an emoji, which the server refuses).
    const clipped = goals.map((goal) => clipChars(goal, MAX_ENTRY_LENGTH));
    const long = clipped.filter((goal, i) => goal !== goals[i]).length;
    for (const goal of clipped) dispatch(entryAdded(goal));
    setPasted(
      `${goals.length} goal${goals.length === 1 ? '' : 's'} added from the pasted lines.` +
        (long
          ? ` ${long} longer than ${MAX_ENTRY_LENGTH} characters ${long === 1 ? 'was' : 'were'} shortened.`
          : ''),
    );
  }

  function add(event?: FormEvent) {
    event?.preventDefault();
    if (!canAdd) return;
    showEnd.current = true;
    if (saved !== null) setSaved(null); // a new list begins: the counter counts it
    setStay(false);
    dispatch(entryAdded(text));
    setText('');
    inputRef.current?.focus();
  }

  async function save() {
    if (busy || count === 0 || !userId) return;
    setSaving(true);
    setError(null);
    // A long list goes in parts of BATCH_MAX; each part's key is kept with the draft. A retry
    // of a list whose save was not answered sends the same parts with the same keys.
    const { keys, offset } = saveKeysFor(userId, entries);
    const parts = savePartsOf(entries, offset);
    const created: Goal[] = [];
    const announce = () =>
      dispatch(
        goalsCreated({
          goals: created.map((g) => ({ goalId: g.id, title: g.title, category: g.category })),
        }),
      );
    try {
      for (const [i, part] of parts.entries()) {
        created.push(...(await createGoals({ ...part, idempotencyKey: keys[i]! }).unwrap()));
      }
      announce();
      dispatch(rapidEntrySaved());
      setStay(cleanEntry(text) !== null);
      setSaved(created.length);
    } catch (failure) {
      // The parts answered stay saved: they leave the draft, the rest keeps its keys. The
      // part that failed may have made its goals all the same (its answer lost): then the
      // rest waits, read-only, for a retry of the same parts with the same keys.
      const answeredParts = created.length / BATCH_MAX;
      const inDoubt = mayHaveLanded(failure, unsettled && answeredParts === 0);
      const rest = entries.slice(created.length);
      rememberSaveKeys(
        userId,
        rest,
        { keys: keys.slice(answeredParts), offset: offset + created.length },
        inDoubt,
      );
      if (created.length > 0) {
        announce();
        dispatch(entriesSaved(created.length));
      } else {
        setAnswered({ list: entries, unsettled: inDoubt });
      }
      setError('Failed to create goals. Please try again.');
      toast({
        title: 'Error',
        description: 'Failed to create goals. Please try again.',
        variant: 'destructive',
      });
    } finally {
      setSaving(false);
    }
  }

  return (
    // Escape or a click outside does nothing while the save is on its way (Cancel and the
    // close button are off too): closed then, the goals were saved all the same.
    <GuardedDialog
      open
      onClose={close}
      busy={busy}
      unsaved={unsaved}
      fullScreen={fullScreen}
      maxWidth="md"
      fullWidth
      aria-labelledby="rapid-entry-title"
    >
      <DialogTitle id="rapid-entry-title" sx={{ pr: 7 }}>
        Rapid Goal Writing
      </DialogTitle>
      <DialogCloseButton onClose={close} disabled={busy} />
      {/* The list of goals takes the room left and scrolls by itself; the rest keeps its
          height (a grid gave the list two rows at 1280 x 800 inside a scrolling dialog). */}
      <DialogContent
        dividers
        sx={{
          display: 'flex',
          flexDirection: 'column',
          gap: 2.5,
          '& > :not([data-goal-list])': { flexShrink: 0 },
        }}
      >
        <Box sx={{ pl: 2, borderLeft: 3, borderColor: 'secondary.main' }}>
          <QuoteBlock
            text="Well done is better than well said."
            author="Benjamin Franklin"
            source="Poor Richard's Almanack (1737)"
          />
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
            Write every goal that comes to mind, without judging it. Quantity first; you can add the
            details later.
          </Typography>
        </Box>

        <Box>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, flexWrap: 'wrap', mb: 1 }}>
            <Typography sx={{ fontWeight: 700 }} aria-live="polite">
              Goals written: {written}
              {written >= EXCELLENT_AT ? ' (Excellent!)' : ''}
            </Typography>
            <Chip
              label={badgeFor(written)}
              size="small"
              color={written >= 50 ? 'success' : written >= 20 ? 'secondary' : 'default'}
            />
          </Box>
          <LinearProgress
            variant="determinate"
            value={writingProgress(written)}
            aria-label="Writing progress"
            sx={{ height: 8, borderRadius: 4 }}
          />
          {count >= AUTO_SAVE_NOTE_AT && keepDraft ? (
            <Typography variant="caption" color="text.secondary" sx={{ display: 'block', mt: 0.5 }}>
              Your draft is auto-saved
            </Typography>
          ) : null}
        </Box>

        <Box
          sx={{ p: 2, borderRadius: 2, bgcolor: 'action.hover' }}
          role="group"
          aria-label="Writing prompt"
        >
          <Typography variant="overline" color="text.secondary">
            Prompt {promptIndex + 1} of {WRITING_PROMPTS.length}
          </Typography>
          <Typography sx={{ fontWeight: 600 }}>{WRITING_PROMPTS[promptIndex]}</Typography>
          <Box sx={{ display: 'flex', gap: 1, mt: 1, flexWrap: 'wrap' }}>
            <Button
              size="small"
              onClick={() => dispatch(promptChanged(promptIndex + 1))}
              disabled={done}
            >
              Next Prompt
            </Button>
            <Button
              size="small"
              onClick={() => dispatch(promptChanged(randomPromptIndex(promptIndex)))}
              disabled={done}
            >
              Random Prompt
            </Button>
          </Box>
        </Box>

        <Box component="form" onSubmit={add} sx={{ display: 'flex', gap: 1, alignItems: 'start' }}>
          <TextInput
            id="rapid-entry-input"
            label="Write a goal"
            value={text}
            inputRef={inputRef}
            autoFocus
            autoComplete="off"
            // Off while saving: the save sends the list as it was, then removes it. Off while
            // a save's answer is lost: the list waits for Retry.
            disabled={busy || done || unsettled}
            onChange={(event) => {
              setText(event.target.value);
              setPasted(null);
            }}
            onPaste={paste}
            helperText={
              text.length >= COUNT_FROM
                ? `${text.length} of ${MAX_ENTRY_LENGTH} characters.`
                : 'No limit - write as many goals as you can think of!'
            }
            htmlInput={{ maxLength: MAX_ENTRY_LENGTH }}
          />
          <Button
            type="submit"
            variant="contained"
            startIcon={<AddIcon />}
            disabled={!canAdd}
            sx={{ mt: 1, flexShrink: 0 }}
          >
            Add
          </Button>
        </Box>

        {pasted ? (
          <Typography variant="body2" color="text.secondary" role="status">
            {pasted}
          </Typography>
        ) : null}
        <DialogError message={unsettled ? UNSETTLED_MESSAGE : error} />
        {!unsettled && record.otherUnsettled ? (
          <Alert severity="warning">{OTHER_UNSETTLED_MESSAGE}</Alert>
        ) : null}
        {saved !== null ? (
          <Alert
            ref={savedRef}
            tabIndex={-1}
            icon={<CheckCircleIcon />}
            severity="success"
            role="status"
          >
            {saved} {saved === 1 ? 'goal' : 'goals'} saved. Well done!
          </Alert>
        ) : null}

        {count > 0 ? (
          <List
            ref={listRef}
            aria-label="Goals written"
            data-goal-list=""
            dense
            sx={{
              border: 1,
              borderColor: 'divider',
              borderRadius: 2,
              flex: '1 1 auto',
              minHeight: 150,
              overflow: 'auto',
            }}
          >
            {entries.map((entry, index) => (
              <ListItem
                key={`${index}-${entry}`}
                divider={index < count - 1}
                secondaryAction={
                  <Button
                    size="small"
                    color="inherit"
                    aria-label={`Remove ${entry}`}
                    disabled={busy || unsettled}
                    onClick={() => {
                      dispatch(entryRemoved(index));
                      focusAfterRemove.current = index;
                    }}
                  >
                    Remove
                  </Button>
                }
              >
                {/* One line a goal where it fits, its category after it: more of the list
                    shows at once (two lines each left room for two goals at 1280 x 800). */}
                <ListItemText
                  primary={`${index + 1}. ${entry}`}
                  secondary={categoryLabel(from + index)}
                  slotProps={{
                    primary: { component: 'span' },
                    secondary: { component: 'span' },
                  }}
                  sx={{
                    pr: 8,
                    wordBreak: 'break-word',
                    display: 'flex',
                    flexWrap: 'wrap',
                    alignItems: 'baseline',
                    columnGap: 1,
                  }}
                />
              </ListItem>
            ))}
          </List>
        ) : null}
      </DialogContent>
      <DialogActions sx={{ pt: 2, flexWrap: 'wrap', gap: 1 }}>
        <Button onClick={close} disabled={busy}>
          Cancel
        </Button>
        <Button
          onClick={() => {
            dispatch(draftCleared());
            setError(null); // a failed save's message is about goals no longer listed
            // Clear Draft turns itself off: the keyboard goes back to writing.
            inputRef.current?.focus();
          }}
          disabled={count === 0 || busy || unsettled}
        >
          Clear Draft
        </Button>
        <Box sx={{ flex: 1 }} />
        <Button
          variant="contained"
          onClick={save}
          disabled={count === 0 || busy}
          // Reopened waiting for its retry: the one thing to do (the field is off).
          autoFocus={unsettled}
        >
          {busy ? 'Saving...' : unsettled ? 'Retry' : `Save ${written} Goals`}
        </Button>
      </DialogActions>
    </GuardedDialog>
  );
}
