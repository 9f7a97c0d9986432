import DarkModeIcon from '@mui/icons-material/DarkModeOutlined';
import WbSunnyIcon from '@mui/icons-material/WbSunnyOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useEffect, useMemo, useRef } from 'react';
import { JOURNAL_REREAD_SECONDS, useJournalPagesInfiniteQuery } from '../api/reflections-api';
import { formatDay, journalPreview, moreResponsesLabel, sortJournal } from '../model/journal';
import { SESSION_LABELS, type TimeOfDay } from '../model/questions';

/**
 * Past reflections, newest first: the first 2 responses and '+N more responses' (spec §2).
 * Read 10 at a time: 'Show more' reads the next page and hands the keyboard to its first
 * entry (the button goes after the last page, and the focus would fall to the page's body).
 */
export function JournalList({ onOpen }: { onOpen: (date: string, timeOfDay: TimeOfDay) => void }) {
  const {
    data,
    isLoading,
    isError,
    hasNextPage,
    fetchNextPage,
    isFetchingNextPage,
    isFetchNextPageError,
  } = useJournalPagesInfiniteQuery(undefined, {
    // Read again on a visit a minute or more after the last read: sessions written in
    // another tab or on another device show (the app's reads otherwise never go stale).
    refetchOnMountOrArgChange: JOURNAL_REREAD_SECONDS,
  });
  const entries = useMemo(
    () => sortJournal(data?.pages.flatMap((page) => page.reflections) ?? []),
    [data],
  );
  const list = useRef<HTMLUListElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  // The index of the first entry 'Show more' asked for, until its page has come.
  const focusFrom = useRef<number | null>(null);
  useEffect(() => {
    const from = focusFrom.current;
    if (from === null || isFetchingNextPage) return;
    focusFrom.current = null;
    const first = list.current?.children.item(from);
    if (first instanceof HTMLElement) first.focus();
    // Nothing new after all (deleted elsewhere meanwhile) and the button gone: the heading.
    else if (!hasNextPage) heading.current?.focus();
  }, [entries, isFetchingNextPage, hasNextPage]);

  function showMore() {
    if (isFetchingNextPage) return;
    focusFrom.current = entries.length;
    void fetchNextPage();
  }

  return (
    <Card component="section" aria-labelledby="journal-title">
      <CardContent>
        <Typography
          id="journal-title"
          ref={heading}
          tabIndex={-1}
          variant="h6"
          component="h2"
          sx={{ mb: 2, outlineOffset: 4 }}
        >
          Your Journal
        </Typography>
        {isLoading ? (
          <Box sx={{ display: 'grid', gap: 1.5 }} aria-label="Loading journal">
            {[0, 1, 2].map((i) => (
              <Skeleton key={i} variant="rounded" height={88} />
            ))}
          </Box>
        ) : isError && !data ? (
          <Typography color="text.secondary">Your journal could not be loaded.</Typography>
        ) : entries.length === 0 ? (
          <Typography color="text.secondary">
            No reflections yet. Every session you save appears here.
          </Typography>
        ) : (
          <>
            <Box
              component="ul"
              ref={list}
              sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5 }}
            >
              {entries.map((r) => {
                const { shown: answers, more } = journalPreview(r.responses);
                const label = `${SESSION_LABELS[r.timeOfDay]} reflection, ${formatDay(r.reflectionDate)}`;
                return (
                  <Box
                    component="li"
                    key={r.id}
                    aria-label={label}
                    tabIndex={-1}
                    sx={{
                      p: 2,
                      borderRadius: 3,
                      border: 1,
                      borderColor: 'divider',
                      outlineOffset: 2,
                    }}
                  >
                    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1 }}>
                      <Typography component="h3" sx={{ fontWeight: 700 }}>
                        {formatDay(r.reflectionDate)}
                      </Typography>
                      <Chip
                        size="small"
                        variant="outlined"
                        icon={
                          r.timeOfDay === 'morning' ? (
                            <WbSunnyIcon fontSize="small" />
                          ) : (
                            <DarkModeIcon fontSize="small" />
                          )
                        }
                        label={SESSION_LABELS[r.timeOfDay]}
                      />
                      <Button
                        size="small"
                        sx={{ ml: 'auto' }}
                        onClick={() => onOpen(r.reflectionDate, r.timeOfDay)}
                        aria-label={`Open ${label}`}
                      >
                        Open
                      </Button>
                    </Box>
                    {answers.map((a) => (
                      <Box key={a.id} sx={{ mb: 0.75 }}>
                        <Typography
                          variant="caption"
                          color="text.secondary"
                          sx={{ fontWeight: 700 }}
                        >
                          {a.label}
                        </Typography>
                        <Typography
                          variant="body2"
                          sx={{
                            display: '-webkit-box',
                            WebkitLineClamp: 3,
                            WebkitBoxOrient: 'vertical',
                            overflow: 'hidden',
                            whiteSpace: 'pre-line',
                            overflowWrap: 'anywhere',
                          }}
                        >
                          {a.answer}
                        </Typography>
                      </Box>
                    ))}
                    {more > 0 ? (
                      <Typography variant="caption" color="primary">
                        {moreResponsesLabel(more)}
                      </Typography>
                    ) : null}
                  </Box>
                );
              })}
            </Box>
            {isFetchNextPageError && !isFetchingNextPage ? (
              <Typography role="alert" color="error" variant="body2" sx={{ mt: 2 }}>
                More entries could not be loaded. Try Show more again.
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
      </CardContent>
    </Card>
  );
}
