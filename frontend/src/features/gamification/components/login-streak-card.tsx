import BoltIcon from '@mui/icons-material/Bolt';
import LocalFireDepartmentIcon from '@mui/icons-material/LocalFireDepartment';
import StarIcon from '@mui/icons-material/Star';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useCurrentUser } from '../../../shared/session';
import { useGetLoginStreakQuery } from '../api/gamification-api';
import { loginStreakIcon, safeTimeZone } from '../model/rules';
import { dateFormat } from '../../../shared/lib/dates';

const ICONS = { star: StarIcon, lightning: BoltIcon, fire: LocalFireDepartmentIcon } as const;
const ICON_LABELS = { star: 'Star', lightning: 'Lightning', fire: 'Fire' } as const;
// Theme colours where the mode matters: a fixed indigo star was 1.7:1 on the dark theme's
// circle (the primary's lighter shade there is 6:1); the amber and the fire read on both.
const ICON_COLORS = { star: 'primary.main', lightning: 'secondary.dark', fire: '#d84315' } as const;

/** 'Jan 5, 2025, 9:30 AM' in the profile's zone. */
export function formatLastLogin(iso: string | null, timeZone: string): string {
  if (!iso) return 'Never';
  return dateFormat('en-US', {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: safeTimeZone(timeZone),
  }).format(new Date(iso));
}

/** Spec dashboard widget 4, from GET /api/user/stats. Renders nothing when there is no data. */
export default function LoginStreakCard() {
  const { data, isLoading } = useGetLoginStreakQuery();
  const user = useCurrentUser();
  const titleId = useId();

  if (isLoading) {
    return (
      <Card component="section" aria-labelledby={titleId} aria-busy="true">
        <CardContent>
          <Typography id={titleId} variant="h6" component="h2" sx={{ mb: 2 }}>
            Login Streak
          </Typography>
          <Skeleton variant="rounded" height={96} role="status" aria-label="Loading login streak" />
        </CardContent>
      </Card>
    );
  }
  if (!data) return null;

  const icon = loginStreakIcon(data.currentStreak);
  const Icon = ICONS[icon];
  return (
    <Card component="section" aria-labelledby={titleId}>
      <CardContent>
        <Typography id={titleId} variant="h6" component="h2" sx={{ mb: 2 }}>
          Login Streak
        </Typography>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, mb: 2 }}>
          <Box
            sx={{
              width: 56,
              height: 56,
              borderRadius: '50%',
              display: 'grid',
              placeItems: 'center',
              bgcolor: 'action.hover',
              color: ICON_COLORS[icon],
            }}
          >
            <Icon titleAccess={ICON_LABELS[icon]} fontSize="large" />
          </Box>
          <Box>
            <Typography sx={{ fontSize: '2rem', fontWeight: 800, lineHeight: 1 }}>
              {data.currentStreak}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {data.currentStreak === 1 ? 'day in a row' : 'days in a row'}
            </Typography>
          </Box>
        </Box>
        <Box
          component="dl"
          sx={{
            m: 0,
            display: 'grid',
            gridTemplateColumns: 'auto 1fr',
            columnGap: 2,
            rowGap: 0.75,
            '& dt': { color: 'text.secondary' },
            '& dd': { m: 0, fontWeight: 600, textAlign: 'right' },
          }}
        >
          <Typography component="dt" variant="body2">
            Longest streak
          </Typography>
          <Typography component="dd" variant="body2">
            {data.longestStreak} {data.longestStreak === 1 ? 'day' : 'days'}
          </Typography>
          <Typography component="dt" variant="body2">
            Total logins
          </Typography>
          <Typography component="dd" variant="body2">
            {data.totalLogins}
          </Typography>
          <Typography component="dt" variant="body2">
            Last login
          </Typography>
          <Typography component="dd" variant="body2">
            {formatLastLogin(data.lastLoginDate, user?.timezone ?? 'UTC')}
          </Typography>
        </Box>
      </CardContent>
    </Card>
  );
}
