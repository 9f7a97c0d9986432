import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useEffect, useMemo, useRef, type FormEvent } from 'react';
import { describeError, errorStatus, newIdempotencyKey } from '../../../shared/api';
import { useTabDraft, writeTabDraft } from '../../../shared/lib/tab-drafts';
import { useCurrentUser } from '../../../shared/session';
import { useToast } from '../../../shared/ui';
import { TextInput } from '../../../shared/ui/text-input';
import { useUnsavedChanges } from '../../../shared/ui/unsaved-changes';
import {
  JOURNAL_REREAD_SECONDS,
  useCreateWeeklyReflectionMutation,
  useWeeklyPagesInfiniteQuery,
} from '../api/reflections-api';
import { formatDay } from '../model/journal';
import {
  isBlankWeekly as blank,
  NO_WEEKLY_DRAFT,
  parseWeeklyDraft,
  refusedForSure,
  sortWeekly,
  weeklyDraftToSend,
  type WeeklyAnswers,
  type WeeklyDraft,
} from '../model/weekly';

const FIELDS: Array<{ key: keyof WeeklyAnswers; label: string; hint: string }> = [
  { key: 'accomplishments', label: 'Accomplishments', hint: 'What went well this week?' },
  { key: 'challenges', label: 'Challenges', hint: 'What was hard, and why?' },
  { key: 'nextWeek', label: 'Next week', hint: 'What will you focus on next week?' },
  { key: 'insights', label: 'Insights', hint: 'What did you learn about yourself?' },
];

const MAX = 10_000;
const DRAFT = 'weekly';
const blankDraft = (draft: WeeklyDraft) => blank(draft.answers);

/**
 * The weekly review (the spec's weekly Reflection entity, decisions §5): write and read back.
 * What is typed is kept for the tab until it is saved (a reload or another page gives it
 * back; closing the tab asks first), and with it the Idempotency-Key of a save whose answer
 * never came: Save pressed again, after a reload too, cannot store the review twice. The
 * past reviews are read 10 at a time, as the journal is: 'Show more' reads the next page,
 * and a saved review is put in its place.
 */
export function WeeklyReview() {
  const user = useCurrentUser();
  const [draft, setDraft] = useTabDraft(
    user?.id,
    DRAFT,
    NO_WEEKLY_DRAFT,
    parseWeeklyDraft,
    blankDraft,
  );
  const { answers } = draft;
  useUnsavedChanges(!blank(answers));
  // Loading and a failed read are said as the journal beside it says them: an absent list
  // read as "no reviews yet" to someone who has written them (review 2026-11-29).
  const {
    data,
    isLoading: reading,
    isError,
    hasNextPage,
    fetchNextPage,
    isFetchingNextPage,
    isFetchNextPageError,
  } = useWeeklyPagesInfiniteQuery(undefined, {
    // Read again on a visit a minute or more after the last read, as the journal is.
    refetchOnMountOrArgChange: JOURNAL_REREAD_SECONDS,
  });
  const reviews = useMemo(
    () => sortWeekly(data?.pages.flatMap((page) => page.reflections) ?? []),
    [data],
  );
  const unreadable = isError && !data;
  const [create, { isLoading }] = useCreateWeeklyReflectionMutation();
  const { toast } = useToast();
  const canSave = !blank(answers) && !isLoading;

  // Save leaves the keyboard where it can stay: the button is off only while there is nothing
  // to send, so once a review is sent (the form empties) the first field takes the focus,
  // once it takes typing again (review 2026-11-29: it fell to the page's body).
  const firstField = useRef<HTMLTextAreaElement>(null);
  const refocus = useRef(false);
  useEffect(() => {
    if (!refocus.current || isLoading) return;
    refocus.current = false;
    firstField.current?.focus();
  });
  // 'Show more' hands the keyboard to the first review its page shows (its button goes after
  // the last page), once the page has come.
  const list = useRef<HTMLUListElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const focusFrom = useRef<number | null>(null);
  useEffect(() => {
    const from = focusFrom.current;
    if (from === null || isFetchingNextPage) return;
    focusFrom.current = null;
    const first = list.current?.children.item(from);
    if (first instanceof HTMLElement) first.focus();
    // Nothing new after all and the button gone: the heading.
    else if (!hasNextPage) heading.current?.focus();
  }, [reviews, isFetchingNextPage, hasNextPage]);

  function showMore() {
    if (isFetchingNextPage) return;
    focusFrom.current = reviews.length;
    void fetchNextPage();
  }

  async function save(event: FormEvent) {
    event.preventDefault();
    if (!canSave) return;
    // The key goes into the draft before the request does: a reload while it is on its way
    // (or after its answer was lost) still knows it.
    const sending = weeklyDraftToSend(draft, newIdempotencyKey);
    const { key } = sending.pending;
    setDraft(sending);
    if (user) writeTabDraft(user.id, DRAFT, sending);
    try {
      await create({ ...sending.answers, idempotencyKey: key }).unwrap();
      setDraft(NO_WEEKLY_DRAFT);
      if (user) writeTabDraft(user.id, DRAFT, null); // also when the page was left meanwhile
      refocus.current = true;
      toast({
        title: 'Weekly review saved',
        description: 'Take this clarity into the week ahead.',
      });
    } catch (error) {
      // Refused (a 4xx): nothing was stored, so the next Save is a save of its own.
      if (refusedForSure(errorStatus(error)))
        setDraft((d) => (d.pending?.key === key ? { ...d, pending: null } : d));
      toast({
        title: 'Failed to save weekly review',
        description: describeError(error),
        variant: 'destructive',
      });
    }
  }

  return (
    <Card component="section" aria-labelledby="weekly-title">
      <CardContent>
        <Typography id="weekly-title" variant="h6" component="h2">
          Weekly Review
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 2.5 }}>
          Once a week, step back: look at the week behind you and set up the one ahead.
        </Typography>
        <Box component="form" onSubmit={save} noValidate sx={{ display: 'grid', gap: 2 }}>
          {FIELDS.map((f, i) => (
            <TextInput
              key={f.key}
              inputRef={i === 0 ? firstField : undefined}
              id={`weekly-${f.key}`}
              label={f.label}
              helperText={f.hint}
              multiline
              minRows={2}
              value={answers[f.key]}
              // Off while the save is on its way: the form empties when it lands.
              disabled={isLoading}
              htmlInput={{ maxLength: MAX }}
              onChange={(e) =>
                setDraft((d) => ({ ...d, answers: { ...d.answers, [f.key]: e.target.value } }))
              }
            />
          ))}
          <Box>
            {/* While saving it stays enabled (aria-disabled; save() ignores it) so it keeps the
                focus: a failed save leaves the keyboard on it. */}
            <Button
              type="submit"
              variant="contained"
              disabled={!canSave && !isLoading}
              aria-disabled={isLoading || undefined}
            >
              {isLoading ? 'Saving...' : 'Save Weekly Review'}
            </Button>
          </Box>
        </Box>

        {reviews.length > 0 || reading || unreadable ? (
          <Box component="section" aria-labelledby="past-reviews-title" sx={{ mt: 4 }}>
            <Typography
              id="past-reviews-title"
              ref={heading}
              tabIndex={-1}
              variant="overline"
              component="h3"
              color="text.secondary"
              sx={{ outlineOffset: 4 }}
            >
              Past reviews
            </Typography>
            {reading ? (
              <Box sx={{ display: 'grid', gap: 1.5 }} aria-label="Loading past reviews">
                {[0, 1].map((i) => (
                  <Skeleton key={i} variant="rounded" height={88} />
                ))}
              </Box>
            ) : unreadable ? (
              <Typography color="text.secondary">Your past reviews could not be loaded.</Typography>
            ) : (
              <>
                <Box
                  component="ul"
                  ref={list}
                  sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5 }}
                >
                  {reviews.map((r) => (
                    <Box
                      component="li"
                      key={r.id}
                      tabIndex={-1}
                      aria-label={`Week review, ${formatDay(r.date)}`}
                      sx={{
                        p: 2,
                        borderRadius: 3,
                        border: 1,
                        borderColor: 'divider',
                        outlineOffset: 2,
                      }}
                    >
                      <Typography component="h4" sx={{ fontWeight: 700, mb: 1 }}>
                        Week review, {formatDay(r.date)}
                      </Typography>
                      <Box component="dl" sx={{ m: 0, display: 'grid', gap: 0.75 }}>
                        {FIELDS.filter((f) => r[f.key]).map((f) => (
                          <Box key={f.key}>
                            <Typography
                              component="dt"
                              variant="caption"
                              color="text.secondary"
                              sx={{ fontWeight: 700 }}
                            >
                              {f.label}
                            </Typography>
                            <Typography
                              component="dd"
                              variant="body2"
                              sx={{ m: 0, whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}
                            >
                              {r[f.key]}
                            </Typography>
                          </Box>
                        ))}
                      </Box>
                    </Box>
                  ))}
                </Box>
                {isFetchNextPageError && !isFetchingNextPage ? (
                  <Typography role="alert" color="error" variant="body2" sx={{ mt: 2 }}>
                    More reviews could not be loaded. Try Show more again.
                  </Typography>
                ) : null}
                {hasNextPage ? (
                  // Kept enabled while it reads (aria-disabled), so the keyboard stays on it.
                  <Button
                    sx={{ mt: 2 }}
                    onClick={showMore}
                    aria-disabled={isFetchingNextPage || undefined}
                  >
                    {isFetchingNextPage ? 'Loading...' : 'Show more'}
                  </Button>
                ) : null}
              </>
            )}
          </Box>
        ) : null}
      </CardContent>
    </Card>
  );
}
