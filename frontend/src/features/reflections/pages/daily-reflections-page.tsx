import DarkModeIcon from '@mui/icons-material/DarkModeOutlined';
import WbSunnyIcon from '@mui/icons-material/WbSunnyOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation, useSearchParams } from 'react-router-dom';
import { useDailyReflectionsOnQuery } from '../../../shared/api';
import { useCurrentUser } from '../../../shared/session';
import { PageTitle } from '../../../shared/ui';
import { TextInput } from '../../../shared/ui/text-input';
import { JournalList } from '../components/journal-list';
import { SessionForm } from '../components/session-form';
import { WeeklyReview } from '../components/weekly-review';
import { XpPopup, type Reward } from '../components/xp-popup';
import { isCalendarDate } from '../model/journal';
import type { TimeOfDay } from '../model/questions';
import { useToday } from '../../../shared/lib/use-new-day';

/** The session switch's two halves: each half the card's width on a phone. */
const SESSION_BUTTON = { gap: 1, px: { xs: 1.5, sm: 2.5 }, flex: { xs: 1, sm: 'none' } } as const;

export default function DailyReflectionsPage() {
  const user = useCurrentUser();
  const today = useToday(user?.timezone);
  const [params] = useSearchParams();
  const asked = params.get('session');
  const location = useLocation();
  const [date, setDate] = useState(today);
  const [timeOfDay, setTimeOfDay] = useState<TimeOfDay>(
    asked === 'evening' ? 'evening' : 'morning',
  );
  const [reward, setReward] = useState<Reward | null>(null);
  const closeReward = useCallback(() => setReward(null), []);
  // A link that names a session (the bell's "Evening reflection": ?session=evening) opens
  // today's, also when it is followed from this page (a new location, same component).
  const [seenKey, setSeenKey] = useState(location.key);
  if (seenKey !== location.key) {
    setSeenKey(location.key);
    if (asked === 'morning' || asked === 'evening') {
      setTimeOfDay(asked);
      setDate(today);
    }
  }

  const validDate = isCalendarDate(date);
  // A saved reflection is read whatever its date: one dated after today (written before a
  // move to a zone west of the old one) opens with its answers and can be edited, keeping
  // its date. Only a new one must be dated today or earlier.
  const day = useDailyReflectionsOnQuery(date, { skip: !validDate });
  // currentData: the answer for THIS date (data would still hold the previous date's).
  const existing = validDate ? day.currentData?.find((r) => r.timeOfDay === timeOfDay) : undefined;
  const future = validDate && date > today;
  const dateOk = validDate && (!future || existing !== undefined);
  const dateProblem = !validDate
    ? 'Pick a date.'
    : future && day.currentData && !existing
      ? 'Pick today or an earlier date.'
      : undefined;

  // 'Open' loads a session into the form at the top of the page: the keyboard goes with it,
  // to the session's heading once it names the opened session (not left on the button, now
  // off screen). Today goes back to today, and its button goes: the keyboard goes to the date.
  const [opened, setOpened] = useState(0);
  const dateField = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (opened > 0) document.getElementById('session-title')?.focus({ preventScroll: true });
  }, [opened]);

  function open(d: string, t: TimeOfDay) {
    setDate(d);
    setTimeOfDay(t);
    setOpened((n) => n + 1);
    if (typeof window !== 'undefined') window.scrollTo?.({ top: 0, behavior: 'smooth' });
  }

  function backToToday() {
    setDate(today);
    dateField.current?.focus();
  }

  return (
    <>
      <PageTitle
        title="Daily Reflection Journal"
        subtitle="Start the day with intention and end it with insight."
      />
      <Box
        sx={{
          display: 'grid',
          gap: 3,
          alignItems: 'start',
          // Phones: today's session, then the journal, then the weekly review.
          gridTemplateAreas: {
            xs: '"session" "journal" "weekly"',
            lg: '"session journal" "weekly journal"',
          },
          gridTemplateColumns: { xs: '1fr', lg: 'minmax(0, 2fr) minmax(300px, 1fr)' },
          gridTemplateRows: { lg: 'auto 1fr' },
        }}
      >
        <Box sx={{ gridArea: 'session', minWidth: 0 }}>
          <Card>
            {/* One column no wider than the card: at 320 px the session switch made it 4 px wider. */}
            <CardContent sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 3 }}>
              <Box
                sx={{
                  display: 'flex',
                  flexWrap: 'wrap',
                  gap: 2,
                  alignItems: 'flex-start',
                  justifyContent: 'space-between',
                }}
              >
                <Box
                  sx={{
                    display: 'flex',
                    gap: 1,
                    alignItems: 'flex-start',
                    width: { xs: '100%', sm: 'auto' },
                  }}
                >
                  <Box sx={{ width: { xs: '100%', sm: 220 } }}>
                    <TextInput
                      id="reflection-date"
                      label="Date"
                      type="date"
                      value={date}
                      error={dateProblem !== undefined}
                      helperText={dateProblem}
                      htmlInput={{ max: today }}
                      inputRef={dateField}
                      onChange={(e) => setDate(e.target.value)}
                    />
                  </Box>
                  {date !== today ? (
                    <Button onClick={backToToday} sx={{ mt: 1 }}>
                      Today
                    </Button>
                  ) : null}
                </Box>
                <ToggleButtonGroup
                  exclusive
                  color="primary"
                  value={timeOfDay}
                  aria-label="Session"
                  onChange={(_e, value: TimeOfDay | null) => value && setTimeOfDay(value)}
                  sx={{ width: { xs: '100%', sm: 'auto' } }}
                >
                  <ToggleButton value="morning" sx={SESSION_BUTTON}>
                    <WbSunnyIcon fontSize="small" aria-hidden="true" />
                    Morning
                  </ToggleButton>
                  <ToggleButton value="evening" sx={SESSION_BUTTON}>
                    <DarkModeIcon fontSize="small" aria-hidden="true" />
                    Evening
                  </ToggleButton>
                </ToggleButtonGroup>
              </Box>
              <SessionForm
                date={date}
                timeOfDay={timeOfDay}
                existing={existing}
                loading={validDate && !day.currentData && !day.isError}
                readFailed={validDate && !day.currentData && day.isError}
                onRetry={() => void day.refetch()}
                dateOk={dateOk}
                onCreated={setReward}
                onOpenDraft={open}
              />
            </CardContent>
          </Card>
        </Box>
        <Box sx={{ gridArea: 'journal', minWidth: 0 }}>
          <JournalList onOpen={open} />
        </Box>
        <Box sx={{ gridArea: 'weekly', minWidth: 0 }}>
          <WeeklyReview />
        </Box>
      </Box>
      <XpPopup reward={reward} onClose={closeReward} />
    </>
  );
}
