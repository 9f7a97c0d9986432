import InsightsIcon from '@mui/icons-material/InsightsOutlined';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import type { User } from '../../../shared/session';
import { useGetAccountLoginHistoryQuery } from '../api/account-api';
import {
  averageSessionHours,
  formatAverageSession,
  formatLastLogin,
  formatMemberSince,
} from '../model/activity';
import { SectionCard } from './section-card';

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box
      sx={{
        display: 'flex',
        justifyContent: 'space-between',
        gap: 2,
        py: 1.25,
        borderBottom: 1,
        borderColor: 'divider',
        '&:last-of-type': { borderBottom: 0 },
      }}
    >
      <Typography component="dt" color="text.secondary">
        {label}
      </Typography>
      <Typography component="dd" sx={{ m: 0, fontWeight: 600, textAlign: 'right' }}>
        {children}
      </Typography>
    </Box>
  );
}

/** Total logins, member since, last login and average session (spec §9). */
export function ActivityCard({ user }: { user: User }) {
  const { data: history, isLoading, isError } = useGetAccountLoginHistoryQuery();
  return (
    <SectionCard id="profile-activity" title="Activity" icon={<InsightsIcon />}>
      <Box component="dl" sx={{ m: 0 }}>
        <Row label="Total logins">{user.totalLogins}</Row>
        <Row label="Member since">{formatMemberSince(user.createdAt, user.timezone)}</Row>
        <Row label="Last login">{formatLastLogin(user.lastLoginDate, user.timezone)}</Row>
        <Row label="Average session">
          {isLoading ? (
            <Skeleton
              width={64}
              role="status"
              aria-label="Loading"
              component="span"
              sx={{ display: 'inline-block' }}
            />
          ) : !history && isError ? (
            // Not 'No data' (no session has ended yet): the sign-ins could not be read.
            'Could not be loaded'
          ) : (
            formatAverageSession(averageSessionHours(history ?? []))
          )}
        </Row>
      </Box>
    </SectionCard>
  );
}
