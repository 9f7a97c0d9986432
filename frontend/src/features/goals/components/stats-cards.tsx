import CheckCircleIcon from '@mui/icons-material/CheckCircleOutlined';
import FlagIcon from '@mui/icons-material/FlagOutlined';
import PercentIcon from '@mui/icons-material/Percent';
import WhatshotIcon from '@mui/icons-material/WhatshotOutlined';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useGetDashboardStatsQuery } from '../api/goals-api';

function StatCard({ label, value, icon }: { label: string; value: string; icon: ReactNode }) {
  return (
    <Card component="li" sx={{ listStyle: 'none' }}>
      <CardContent
        sx={{
          display: 'flex',
          flexDirection: 'column',
          alignItems: 'flex-start',
          gap: 1.25,
          '&:last-child': { pb: 2 },
        }}
      >
        <Box
          aria-hidden="true"
          sx={{
            width: 40,
            height: 40,
            borderRadius: 2.5,
            display: 'grid',
            placeItems: 'center',
            bgcolor: 'action.hover',
            color: 'primary.main',
            flexShrink: 0,
          }}
        >
          {icon}
        </Box>
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="h4" component="p" sx={{ fontWeight: 800, lineHeight: 1.1 }}>
            {value}
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ mt: 0.25 }}>
            {label}
          </Typography>
        </Box>
      </CardContent>
    </Card>
  );
}

const grid = {
  display: 'grid',
  gap: 2,
  gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(4, 1fr)' },
  p: 0,
  m: 0,
} as const;

/** Dashboard widget 1: Active Goals, Completed, Day Streak, Completion Rate. */
export default function StatsCards() {
  const { data, isLoading } = useGetDashboardStatsQuery();
  if (isLoading) {
    return (
      <Box role="status" aria-busy="true" aria-label="Loading stats" sx={grid}>
        {[0, 1, 2, 3].map((i) => (
          <Skeleton key={i} variant="rounded" height={132} data-testid="stats-placeholder" />
        ))}
      </Box>
    );
  }
  if (!data) return null; // spec §8: stats widgets render nothing without data
  return (
    <Box component="section" aria-label="Goal stats">
      <Box component="ul" sx={grid}>
        <StatCard label="Active Goals" value={String(data.activeGoals)} icon={<FlagIcon />} />
        <StatCard
          label="Completed"
          value={String(data.completedGoals)}
          icon={<CheckCircleIcon />}
        />
        <StatCard label="Day Streak" value={String(data.streak)} icon={<WhatshotIcon />} />
        <StatCard label="Completion Rate" value={`${data.completion}%`} icon={<PercentIcon />} />
      </Box>
    </Box>
  );
}
