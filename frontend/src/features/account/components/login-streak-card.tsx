import BoltIcon from '@mui/icons-material/Bolt';
import FireIcon from '@mui/icons-material/LocalFireDepartment';
import StarIcon from '@mui/icons-material/Star';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { User } from '../../../shared/session';
import { dayCount, streakIcon, streakTier } from '../model/streak';
import { Badge } from './badge';
import { SectionCard } from './section-card';

const ICONS = { star: StarIcon, lightning: BoltIcon, fire: FireIcon } as const;

/** The login streak with the spec's tier and badge variant. */
export function LoginStreakCard({ user }: { user: User }) {
  const tier = streakTier(user.currentStreak);
  const Icon = ICONS[streakIcon(user.currentStreak)];
  return (
    <SectionCard
      id="profile-streak"
      title="Login Streak"
      description="Days in a row you came back."
      action={<Badge label={tier.label} variant={tier.variant} />}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
        <Box
          aria-hidden="true"
          sx={{
            width: 56,
            height: 56,
            borderRadius: '50%',
            display: 'grid',
            placeItems: 'center',
            bgcolor: 'secondary.main',
            color: 'secondary.contrastText',
            flexShrink: 0,
          }}
        >
          <Icon />
        </Box>
        <Box>
          <Typography variant="body2" color="text.secondary">
            Current streak
          </Typography>
          <Typography variant="h4" component="p" data-testid="current-streak">
            {dayCount(user.currentStreak)}
          </Typography>
        </Box>
      </Box>
      <Typography color="text.secondary" sx={{ mt: 2 }}>
        Longest streak:{' '}
        <Box component="strong" sx={{ color: 'text.primary' }}>
          {dayCount(user.longestStreak)}
        </Box>
      </Typography>
    </SectionCard>
  );
}
