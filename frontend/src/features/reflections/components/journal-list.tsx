import DarkModeIcon from '@mui/icons-material/DarkModeOutlined';
import WbSunnyIcon from '@mui/icons-material/WbSunnyOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useListDailyReflectionsQuery } from '../api/reflections-api';
import { formatDay, journalPreview, moreResponsesLabel, sortJournal } from '../model/journal';
import { SESSION_LABELS, type TimeOfDay } from '../model/questions';

const PAGE = 10;

/** Past reflections, newest first: the first 2 responses and '+N more responses' (spec §2). */
export function JournalList({ onOpen }: { onOpen: (date: string, timeOfDay: TimeOfDay) => void }) {
  const { data, isLoading, isError } = useListDailyReflectionsQuery();
  const [shown, setShown] = useState(PAGE);
  const entries = sortJournal(data ?? []);

  return (
    <Card component="section" aria-labelledby="journal-title">
      <CardContent>
        <Typography id="journal-title" variant="h6" component="h2" sx={{ mb: 2 }}>
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
            <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5 }}>
              {entries.slice(0, shown).map((r) => {
                const { shown: answers, more } = journalPreview(r.responses);
                const label = `${SESSION_LABELS[r.timeOfDay]} reflection, ${formatDay(r.reflectionDate)}`;
                return (
                  <Box
                    component="li"
                    key={r.id}
                    aria-label={label}
                    sx={{ p: 2, borderRadius: 3, border: 1, borderColor: 'divider' }}
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
            {entries.length > shown ? (
              <Button sx={{ mt: 2 }} onClick={() => setShown((n) => n + PAGE)}>
                Show more
              </Button>
            ) : null}
          </>
        )}
      </CardContent>
    </Card>
  );
}
