import FlagIcon from '@mui/icons-material/OutlinedFlag';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useCurrentUser } from '../../../shared/session';
import { useListMilestonesQuery } from '../api/milestones-api';
import { formatMilestoneDate, relativeToToday, upcomingMilestones } from '../model/milestone-dates';
import { useToday } from '../../../shared/lib/use-new-day';

/**
 * Spec dashboard widget 2: at most 3 incomplete milestones, 'View All Milestones': the 3
 * nearest to today either way, in date order; the overdue ones left out are counted
 * ("2 more overdue").
 */
export default function UpcomingMilestonesCard() {
  const { data, isLoading, isError } = useListMilestonesQuery();
  const user = useCurrentUser();
  const titleId = useId();
  const today = useToday(user?.timezone);
  const { shown: upcoming, overdueLeftOut } = upcomingMilestones(data ?? [], today);

  // Nothing without data (spec §8); a failed read again keeps what was shown.
  if (isError && !data) return null;
  return (
    <Card component="section" aria-labelledby={titleId}>
      <CardContent>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 2 }}>
          <FlagIcon color="primary" aria-hidden="true" />
          <Typography id={titleId} variant="h6" component="h2" sx={{ flex: 1 }}>
            Upcoming Milestones
          </Typography>
        </Box>
        {isLoading ? (
          <Box
            role="status"
            aria-busy="true"
            aria-label="Loading milestones"
            sx={{ display: 'grid', gap: 1 }}
          >
            {[0, 1, 2].map((i) => (
              <Skeleton key={i} variant="rounded" height={52} />
            ))}
          </Box>
        ) : upcoming.length === 0 ? (
          <Typography color="text.secondary" sx={{ py: 2, textAlign: 'center' }}>
            No upcoming milestones
          </Typography>
        ) : (
          <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1 }}>
            {upcoming.map((m) => {
              const overdue = m.targetDate < today;
              return (
                <Box
                  component="li"
                  key={m.id}
                  sx={{
                    p: 1.5,
                    borderRadius: 2,
                    border: 1,
                    borderColor: 'divider',
                    display: 'flex',
                    alignItems: 'center',
                    gap: 2,
                    flexWrap: 'wrap',
                  }}
                >
                  <Typography
                    sx={{ fontWeight: 600, flex: 1, minWidth: 0, overflowWrap: 'anywhere' }}
                  >
                    {m.title}
                  </Typography>
                  <Box sx={{ textAlign: 'right' }}>
                    <Typography variant="body2">{formatMilestoneDate(m.targetDate)}</Typography>
                    <Typography
                      variant="caption"
                      sx={{
                        color: overdue ? 'error.main' : 'text.secondary',
                        fontWeight: overdue ? 600 : 400,
                      }}
                    >
                      {relativeToToday(m.targetDate, today)}
                    </Typography>
                  </Box>
                </Box>
              );
            })}
          </Box>
        )}
        {overdueLeftOut > 0 ? (
          <Typography variant="body2" sx={{ mt: 1.5, color: 'error.main', fontWeight: 600 }}>
            {overdueLeftOut} more overdue
          </Typography>
        ) : null}
        <Button component={RouterLink} to="/milestones" variant="outlined" fullWidth sx={{ mt: 2 }}>
          View All Milestones
        </Button>
      </CardContent>
    </Card>
  );
}
