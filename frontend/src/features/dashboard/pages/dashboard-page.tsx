import Box from '@mui/material/Box';
import { Slot, usePreloadSlots } from '../../../shared/manifest';
import { displayFirstName, useCurrentUser } from '../../../shared/session';
import { PageTitle } from '../../../shared/ui';
import { UpcomingWidgets } from '../components/upcoming-widgets';
import { WelcomeCard } from '../components/welcome-card';

/**
 * The signed-in home at '/': a shell of widget slots. Features add widgets through
 * their manifest (`slots['dashboard.main' | 'dashboard.aside']`), never by editing this page.
 * The widgets' code loads before the page shows (suspendHost), so none of them pushes the
 * others down as it arrives.
 */
export default function DashboardPage() {
  const user = useCurrentUser();
  // Both columns' widgets download at once (each column would otherwise wait for the other).
  usePreloadSlots('dashboard.main', 'dashboard.aside');
  return (
    <>
      <PageTitle
        title="Dashboard"
        subtitle={`Welcome back, ${displayFirstName(user, 'Goal Achiever')}! Here is where your journey stands.`}
      />
      <Box
        sx={{
          display: 'grid',
          gap: 3,
          gridTemplateColumns: { xs: '1fr', lg: 'minmax(0, 2fr) minmax(280px, 1fr)' },
          alignItems: 'start',
        }}
      >
        <Box sx={{ display: 'grid', gap: 3, minWidth: 0 }}>
          <Slot name="dashboard.main" suspendHost />
          <WelcomeCard />
        </Box>
        <Box
          component="aside"
          aria-label="Dashboard extras"
          sx={{ display: 'grid', gap: 3, minWidth: 0 }}
        >
          <Slot name="dashboard.aside" fallback={<UpcomingWidgets />} suspendHost />
        </Box>
      </Box>
    </>
  );
}
