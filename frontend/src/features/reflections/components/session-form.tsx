import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import {
  CHANGED_ELSEWHERE_DURATION_MS,
  CHANGED_ELSEWHERE_TITLE,
  dailyReflectionsOfDateApi,
  describeError,
  errorStatus,
  useSaveKey,
} from '../../../shared/api';
import { reflectionSaved } from '../../../shared/events';
import { isTextRecord, useTabDraft } from '../../../shared/lib/tab-drafts';
import { useCurrentUser } from '../../../shared/session';
import { useAppDispatch } from '../../../shared/store';
import { useToast } from '../../../shared/ui';
import { DiscardQuestion, useDiscardQuestion } from '../../../shared/ui/discard-question';
import { useUnsavedChanges } from '../../../shared/ui/unsaved-changes';
import {
  reflectionsApi,
  useCreateDailyReflectionMutation,
  useDeleteDailyReflectionMutation,
  useUpdateDailyReflectionMutation,
  type CreatedDailyReflection,
} from '../api/reflections-api';
import {
  compareJournal,
  formatDay,
  hasAnswer,
  isCalendarDate,
  mergeDraft,
  REFLECTION_CONFLICT_DESCRIPTION,
  responsesFor,
  type DailyReflection,
  type Responses,
} from '../model/journal';
import { questionsFor, SESSION_LABELS, type TimeOfDay } from '../model/questions';
import { DeleteReflectionDialog } from './delete-reflection-dialog';
import { QuestionField } from './question-field';

interface SessionFormProps {
  date: string;
  timeOfDay: TimeOfDay;
  /** The saved reflection of this date and session, if any. */
  existing: DailyReflection | undefined;
  loading: boolean;
  /**
   * The date's saved reflections could not be read: the form cannot tell what is already
   * written, so it says so, offers `onRetry`, and holds Save back (the typed draft stays).
   */
  readFailed?: boolean;
  onRetry?: () => void;
  /** False when the date cannot be saved (in the future, not a date). */
  dateOk: boolean;
  onCreated: (created: CreatedDailyReflection) => void;
  /**
   * Opens another date and session: the form names the ones this tab holds unsaved answers
   * for, which a reload (the page opens on today's morning) would otherwise hide.
   */
  onOpenDraft?: (date: string, timeOfDay: TimeOfDay) => void;
}

/** Unsaved answers, and the saved version they were written over. */
interface Draft {
  responses: Responses;
  base: Responses;
  baseVersion: number | null;
}

/** This tab's unsaved answers, per `date|timeOfDay`, as sessionStorage gives them back. */
function parseDrafts(stored: unknown): Record<string, Draft> | null {
  if (typeof stored !== 'object' || stored === null || Array.isArray(stored)) return null;
  const drafts: Record<string, Draft> = {};
  for (const [key, d] of Object.entries(stored as Record<string, Partial<Draft>>)) {
    // One kept under no date (written before the questions were off without one) could
    // never be saved, and would make closing the tab ask forever.
    if (!isCalendarDate(key.split('|')[0])) continue;
    const version = d?.baseVersion;
    if (!isTextRecord(d?.responses) || !isTextRecord(d?.base)) continue;
    if (version !== null && !Number.isInteger(version)) continue;
    drafts[key] = { responses: d.responses, base: d.base, baseVersion: version ?? null };
  }
  return drafts;
}
const noDrafts = (drafts: Record<string, Draft>) => Object.keys(drafts).length === 0;
const changed = (d: Draft) =>
  Object.keys({ ...d.responses, ...d.base }).some(
    (id) => (d.responses[id] ?? '') !== (d.base[id] ?? ''),
  );
/** The same answers as the server keeps them (a blank one is none). */
const answer = (text: string | undefined) => (text?.trim() ? text : '');
const same = (a: Responses, b: Responses = {}) =>
  Object.keys({ ...a, ...b }).every((id) => answer(a[id]) === answer(b[id]));

/** The other sessions this tab holds unsaved answers for, newest first (evening first). */
function otherDrafts(drafts: Record<string, Draft>, shown: string) {
  const sessions: Array<{ key: string; reflectionDate: string; timeOfDay: TimeOfDay }> = [];
  for (const [key, draft] of Object.entries(drafts)) {
    const [reflectionDate, timeOfDay] = key.split('|');
    if (key === shown || !changed(draft)) continue;
    if (timeOfDay === 'morning' || timeOfDay === 'evening')
      sessions.push({ key, reflectionDate, timeOfDay });
  }
  return sessions.sort(compareJournal);
}

/**
 * The five guided questions of one session. Unsaved answers are kept per date and session
 * while the user switches around, and for the tab (sessionStorage): a reload or a visit to
 * another page gives them back; closing the tab asks first. After a save the form shows
 * what the server holds. A
 * draft whose saved version changed beneath it (another tab saved: the save answered 412
 * or 409 and the record was read again) is shown merged with it (`mergeDraft`), so the
 * next save neither drops the other tab's answers nor this one's.
 */
export function SessionForm({
  date,
  timeOfDay,
  existing,
  loading,
  readFailed = false,
  onRetry,
  dateOk,
  onCreated,
  onOpenDraft,
}: SessionFormProps) {
  const dispatch = useAppDispatch();
  const { toast } = useToast();
  const user = useCurrentUser();
  const [drafts, setDrafts] = useTabDraft(user?.id, 'journal', {}, parseDrafts, noDrafts);
  useUnsavedChanges(Object.values(drafts).some(changed));
  const [create, createState] = useCreateDailyReflectionMutation();
  // One key per session's save: Save pressed again after a lost answer is answered with
  // the session the first try stored (not "saved in another tab"), and paid once.
  const saveKey = useSaveKey();
  const [update, updateState] = useUpdateDailyReflectionMutation();
  const [remove, removeState] = useDeleteDailyReflectionMutation();
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  const key = `${date}|${timeOfDay}`;
  // No date, or one that is not a date (the field cleared, 02/30 typed: the input then says
  // ''): the questions are off, so nothing is typed into a draft no date can open again.
  const validDate = isCalendarDate(date);
  const saved = existing?.responses;
  const savedVersion = existing?.version ?? null;
  const responses = shownAnswers(drafts[key], saved ?? {}, savedVersion);
  const draftHere = drafts[key] !== undefined && changed(drafts[key]);
  // A draft that says what is saved now is no longer unsaved: a save whose answer was lost
  // and the session then read again showed "Changes not saved yet." over the same words
  // (and closing the tab asked to leave them). It goes.
  const draftSaved = existing !== undefined && drafts[key] !== undefined && same(responses, saved);
  useEffect(() => {
    if (draftSaved) setDrafts(({ [key]: _same, ...rest }) => rest);
  }, [draftSaved, key, setDrafts]);
  const saving = createState.isLoading || updateState.isLoading;
  const deleting = removeState.isLoading;
  const canSave = dateOk && !loading && !readFailed && !saving && !deleting && hasAnswer(responses);
  const questions = questionsFor(timeOfDay);

  const change = useCallback(
    (id: string, value: string) => {
      if (!validDate) return;
      setDrafts(({ [key]: was, ...rest }) => {
        const draft = {
          responses: { ...shownAnswers(was, saved ?? {}, savedVersion), [id]: value },
          base: saved ?? {},
          baseVersion: savedVersion,
        };
        // Typed back to what is saved: nothing is left to keep (or to ask about).
        return changed(draft) ? { ...rest, [key]: draft } : rest;
      });
    },
    [validDate, key, saved, savedVersion, setDrafts],
  );

  // Discard Changes: back to what is saved (or to empty), after asking; then the keyboard
  // goes to the first answer (the button that asked is gone with the draft).
  const form = useRef<HTMLFormElement>(null);
  const { ask, question } = useDiscardQuestion({
    onKept: () => {},
    onDiscarded: () => {
      setDrafts(({ [key]: _discarded, ...rest }) => rest);
      form.current?.querySelector('textarea')?.focus();
    },
  });

  function keep(saved: DailyReflection) {
    // Show the saved version at once (the invalidated reads refetch behind it).
    dispatch(
      dailyReflectionsOfDateApi.util.updateQueryData('dailyReflectionsOn', date, (list) => [
        ...list.filter((r) => r.id !== saved.id && r.timeOfDay !== saved.timeOfDay),
        saved,
      ]),
    );
    setDrafts(({ [key]: _saved, ...rest }) => rest);
  }

  async function save(event: FormEvent) {
    event.preventDefault();
    if (!canSave) return;
    const body = { reflectionDate: date, timeOfDay, responses: responsesFor(timeOfDay, responses) };
    try {
      if (existing) {
        keep(await update({ id: existing.id, ...body }).unwrap());
        toast({ title: 'Reflection updated', description: 'Your changes are saved.' });
      } else {
        const created = await create({ ...body, idempotencyKey: saveKey.key(key) }).unwrap();
        saveKey.saved(key);
        const { xpAwarded: _xp, achievements: _a, ...record } = created;
        keep(record);
        dispatch(
          reflectionSaved({
            reflectionId: created.id,
            reflectionDate: created.reflectionDate,
            timeOfDay: created.timeOfDay,
            xpAwarded: created.xpAwarded,
          }),
        );
        // The popup is for XP earned (spec §5: "If xpAwarded is above 0"); a retry the server
        // answered with the session its first try stored earned nothing more.
        if (created.xpAwarded > 0) onCreated(created);
        else toast({ title: 'Reflection saved', description: 'Your answers are saved.' });
      }
    } catch (error) {
      if (errorStatus(error) === 409) {
        // Saved meanwhile elsewhere (another tab): load it; this draft is shown merged with it.
        dispatch(reflectionsApi.util.invalidateTags(['Reflection']));
        toast({
          title: CHANGED_ELSEWHERE_TITLE,
          description: REFLECTION_CONFLICT_DESCRIPTION,
          variant: 'destructive',
          duration: CHANGED_ELSEWHERE_DURATION_MS,
        });
        return;
      }
      toast({
        title: 'Failed to save reflection',
        description: describeError(error),
        variant: 'destructive',
      });
    }
  }

  // Only a saved session (so a real date) is named: formatDay cannot read a half-typed one.
  const what = existing
    ? `your ${SESSION_LABELS[timeOfDay].toLowerCase()} reflection of ${formatDay(existing.reflectionDate)}`
    : '';

  async function deleteSaved() {
    if (!existing) return;
    try {
      await remove({ id: existing.id, date }).unwrap();
    } catch (error) {
      setConfirmingDelete(false);
      toast({
        title: 'Failed to delete reflection',
        description: describeError(error),
        variant: 'destructive',
      });
      return;
    }
    setConfirmingDelete(false);
    setDrafts(({ [key]: _gone, ...rest }) => rest);
    toast({ title: 'Reflection deleted', description: `Deleted ${what}.` });
  }

  // The Delete button has gone with the record: once the question has gone, the keyboard
  // goes to the first answer (a cancelled question gives it back to Delete by itself).
  function afterDeleteQuestion() {
    if (!existing) form.current?.querySelector('textarea')?.focus();
  }

  const title = `${SESSION_LABELS[timeOfDay]} Reflection`;
  const elsewhere = onOpenDraft ? otherDrafts(drafts, key) : [];
  return (
    <Box
      component="form"
      ref={form}
      onSubmit={save}
      noValidate
      aria-labelledby="session-title"
      sx={{ display: 'grid', gap: 2 }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, flexWrap: 'wrap' }}>
        {/* Focusable by script: the journal's 'Open' brings the keyboard here. */}
        <Typography
          id="session-title"
          variant="h5"
          component="h2"
          tabIndex={-1}
          sx={{ outlineOffset: 4 }}
        >
          {title}
        </Typography>
        {existing ? (
          <Chip color="success" size="small" icon={<CheckCircleIcon />} label="Completed" />
        ) : null}
      </Box>
      {/* Drafts of other sessions: after a reload the page opens on today's morning, and an
          evening or an earlier day kept for the tab looked lost (review 2026-11-30). */}
      {elsewhere.length > 0 && onOpenDraft ? (
        <Box
          sx={{
            display: 'flex',
            flexWrap: 'wrap',
            alignItems: 'center',
            gap: 1,
            px: 1.5,
            py: 1,
            borderRadius: 2,
            bgcolor: 'action.hover',
          }}
        >
          <Typography id="other-drafts-title" variant="body2" sx={{ fontWeight: 600 }}>
            {elsewhere.length === 1 ? 'Unsaved draft:' : 'Unsaved drafts:'}
          </Typography>
          <Box
            component="ul"
            aria-labelledby="other-drafts-title"
            sx={{ listStyle: 'none', p: 0, m: 0, display: 'flex', flexWrap: 'wrap', gap: 1 }}
          >
            {elsewhere.map((d) => (
              <li key={d.key}>
                <Button
                  size="small"
                  variant="outlined"
                  onClick={() => onOpenDraft(d.reflectionDate, d.timeOfDay)}
                >
                  {SESSION_LABELS[d.timeOfDay]}, {formatDay(d.reflectionDate)}
                </Button>
              </li>
            ))}
          </Box>
        </Box>
      ) : null}
      {readFailed ? (
        <Alert
          severity="warning"
          action={
            onRetry ? (
              <Button color="inherit" size="small" onClick={onRetry} sx={{ whiteSpace: 'nowrap' }}>
                Try again
              </Button>
            ) : undefined
          }
        >
          This day&apos;s reflections could not be loaded, so what you wrote that day cannot be
          shown yet.
        </Alert>
      ) : loading ? (
        <Box sx={{ display: 'grid', gap: 2 }} aria-label="Loading reflection">
          {questions.map((q) => (
            <Skeleton key={q.id} variant="rounded" height={180} />
          ))}
        </Box>
      ) : (
        questions.map((q, i) => (
          <QuestionField
            key={`${key}|${q.id}`}
            question={q}
            number={i + 1}
            value={responses[q.id] ?? ''}
            onChange={change}
            // Off while the save is on its way: the saved draft is dropped when it lands,
            // and anything typed meanwhile would go with it (static review, 2026-11-29).
            // Off without a valid date: answers typed then were kept under no date, and
            // vanished from the form once a date was picked (review, 2026-11-29).
            disabled={saving || !validDate}
          />
        ))
      )}
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
        {/* While saving it stays enabled (aria-disabled; save() ignores it) so it keeps the
            focus: the reward popup hands the focus back to it, not to the top of the page. */}
        <Button
          type="submit"
          variant="contained"
          size="large"
          disabled={!canSave && !saving}
          aria-disabled={saving || undefined}
        >
          {saving ? 'Saving...' : existing ? 'Update Reflection' : 'Save Reflection'}
        </Button>
        {draftHere && !saving ? (
          <>
            <Button onClick={() => ask()}>Discard Changes</Button>
            <Typography variant="body2" color="text.secondary">
              {existing ? 'Changes not saved yet.' : 'Not saved yet.'}
            </Typography>
          </>
        ) : null}
        {!hasAnswer(responses) && !loading && !readFailed ? (
          <Typography variant="body2" color="text.secondary">
            Answer at least one question to save.
          </Typography>
        ) : null}
        {existing && !saving ? (
          <Button color="error" onClick={() => setConfirmingDelete(true)} sx={{ ml: 'auto' }}>
            Delete
          </Button>
        ) : null}
      </Box>
      <DiscardQuestion {...question} />
      <DeleteReflectionDialog
        open={confirmingDelete}
        what={what}
        deleting={deleting}
        onCancel={() => setConfirmingDelete(false)}
        onConfirm={() => void deleteSaved()}
        onGone={afterDeleteQuestion}
      />
    </Box>
  );
}

/** What the form shows: the saved answers, the draft, or the draft merged over a newer save. */
function shownAnswers(draft: Draft | undefined, saved: Responses, savedVersion: number | null) {
  if (!draft) return saved;
  if (draft.baseVersion === savedVersion) return draft.responses;
  return mergeDraft(draft.base, draft.responses, saved);
}
