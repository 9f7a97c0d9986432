import EmojiEventsIcon from '@mui/icons-material/EmojiEventsOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import Skeleton from '@mui/material/Skeleton';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useSelector } from 'react-redux';
import { useListReflectionAchievementsQuery } from '../api/gamification-api';
import {
  selectIsPlayerLoaded,
  selectNeverSynced,
  selectPlayerStats,
} from '../model/gamification-slice';
import type { GamificationState } from '../model/gamification-slice';
import { achievementsUnlockedText, levelProgress, progressStreakBadge } from '../model/rules';
import { AchievementIcon, RARITY_COLORS } from './achievement-icon';

type State = { gamification: GamificationState };

function Tile({ label, value }: { label: string; value: number }) {
  return (
    <Box
      sx={{
        p: 1.5,
        borderRadius: 2,
        border: 1,
        borderColor: 'divider',
        bgcolor: 'background.default',
        textAlign: 'center',
        display: 'flex',
        flexDirection: 'column-reverse',
        // Figures at the top of every tile, level with each other, also where a label wraps.
        justifyContent: 'flex-end',
      }}
    >
      <Typography component="dt" variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography
        component="dd"
        sx={{ m: 0, fontSize: '1.5rem', fontWeight: 800, lineHeight: 1.2 }}
      >
        {value.toLocaleString('en-US')}
      </Typography>
    </Box>
  );
}

/**
 * Spec dashboard widget 3: level badge, XP bar (current/needed), four tiles,
 * achievements unlocked. Re-renders from the store, so every writer (this tab,
 * another tab via `storage`, another device via sync) shows at once.
 */
export default function YourProgressCard() {
  const loaded = useSelector(selectIsPlayerLoaded);
  const neverSynced = useSelector(selectNeverSynced);
  const stats = useSelector((s: State) => selectPlayerStats(s));
  const titleId = useId();
  const xpLabelId = useId();
  const badgeId = useId();
  const progress = levelProgress(stats.totalPoints);
  // The goal and streak achievements (derived here from the log) and the reflection ones
  // (awarded by the server), in the order they were earned.
  const { data: fromReflections } = useListReflectionAchievementsQuery();
  const achievements = [
    ...stats.achievements.map((a) => ({ ...a, at: a.timestamp })),
    ...(fromReflections ?? []).map((a) => ({
      id: `reflection:${a.id}`,
      title: a.title,
      description: a.description,
      icon: 'medal' as const,
      rarity: a.tier,
      points: a.xpReward,
      at: a.awardedAt,
    })),
  ].sort((a, b) => Date.parse(a.at) - Date.parse(b.at));
  const streakBadge = progressStreakBadge(stats.currentStreak);

  return (
    <Card component="section" aria-labelledby={titleId}>
      <CardContent>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap', mb: 2 }}>
          <Typography id={titleId} variant="h6" component="h2" sx={{ flex: 1 }}>
            Your Progress
          </Typography>
          {loaded ? (
            <>
              <Chip
                label={`Level ${stats.level}`}
                color="primary"
                size="small"
                sx={{ fontWeight: 700 }}
              />
              <Chip label={streakBadge} color="secondary" size="small" sx={{ fontWeight: 700 }} />
            </>
          ) : null}
        </Box>

        {!loaded ? (
          <Box role="status" aria-busy="true" aria-label="Loading your progress">
            <Skeleton variant="rounded" height={12} sx={{ mb: 2 }} />
            <Box sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: 'repeat(2, 1fr)' }}>
              {[0, 1, 2, 3].map((i) => (
                <Skeleton key={i} variant="rounded" height={72} />
              ))}
            </Box>
          </Box>
        ) : (
          <>
            {/* Zeros on a new browser would read as progress lost: say they are not read yet. */}
            {neverSynced ? (
              <Alert severity="info" sx={{ mb: 2 }}>
                Your points could not be read from the server yet; they will show here once it
                answers.
              </Alert>
            ) : null}
            <Box sx={{ display: 'flex', justifyContent: 'space-between', mb: 0.75 }}>
              <Typography id={xpLabelId} variant="body2" sx={{ fontWeight: 600 }}>
                Experience
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {progress.current} / {progress.needed} XP
              </Typography>
            </Box>
            <LinearProgress
              variant="determinate"
              value={progress.percent}
              aria-labelledby={xpLabelId}
              aria-valuetext={`${progress.current} of ${progress.needed} XP to level ${progress.level + 1}`}
              sx={{ height: 10, borderRadius: 5, mb: 2.5 }}
            />
            <Box
              component="dl"
              sx={{
                m: 0,
                display: 'grid',
                gap: 1.5,
                gridTemplateColumns: { xs: 'repeat(2, 1fr)', sm: 'repeat(4, 1fr)' },
              }}
            >
              <Tile label="Goals Created" value={stats.goalsCreated} />
              <Tile label="Goals Completed" value={stats.goalsCompleted} />
              <Tile label="Day Streak" value={stats.currentStreak} />
              <Tile label="Total XP" value={stats.totalPoints} />
            </Box>

            {achievements.length > 0 ? (
              <Box
                sx={{
                  mt: 2.5,
                  p: 1.5,
                  borderRadius: 2,
                  bgcolor: 'action.hover',
                  display: 'flex',
                  alignItems: 'center',
                  gap: 1.5,
                  flexWrap: 'wrap',
                }}
              >
                <EmojiEventsIcon color="secondary" aria-hidden="true" />
                <Box sx={{ flex: 1, minWidth: 160 }}>
                  <Typography sx={{ fontWeight: 700 }}>
                    {achievementsUnlockedText(achievements.length)}
                  </Typography>
                  <Typography variant="body2" color="text.secondary">
                    Keep up the great work!
                  </Typography>
                </Box>
                <Box
                  component="ul"
                  aria-label="Achievements"
                  sx={{
                    display: 'flex',
                    gap: 0.5,
                    p: 0,
                    m: 0,
                    listStyle: 'none',
                    flexWrap: 'wrap',
                  }}
                >
                  {achievements.map((a) => (
                    <Tooltip key={a.id} title={`${a.title}: ${a.description} (+${a.points} XP)`}>
                      {/* Named by its title and described by what the tooltip shows: a
                          screen reader heard the title alone, the tooltip is not tied to it. */}
                      <Box
                        component="li"
                        tabIndex={0}
                        aria-label={a.title}
                        aria-describedby={`${badgeId}-${a.id}`}
                        sx={{
                          width: 32,
                          height: 32,
                          borderRadius: '50%',
                          display: 'grid',
                          placeItems: 'center',
                          color: '#fff',
                          bgcolor: RARITY_COLORS[a.rarity],
                        }}
                      >
                        <AchievementIcon icon={a.icon} fontSize="small" aria-hidden="true" />
                        <span id={`${badgeId}-${a.id}`} hidden>
                          {`${a.description} (+${a.points} XP)`}
                        </span>
                      </Box>
                    </Tooltip>
                  ))}
                </Box>
              </Box>
            ) : neverSynced ? null : (
              <Typography variant="body2" color="text.secondary" sx={{ mt: 2.5 }}>
                Create your first goal or write a reflection to earn XP and your first achievement.
              </Typography>
            )}
          </>
        )}
      </CardContent>
    </Card>
  );
}
