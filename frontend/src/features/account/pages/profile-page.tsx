import Box from '@mui/material/Box';
import { useCurrentUser } from '../../../shared/session';
import { PageTitle } from '../../../shared/ui';
import { ActivityCard } from '../components/activity-card';
import { LoginStreakCard } from '../components/login-streak-card';
import { ProfileDetailsCard } from '../components/profile-details-card';

export default function ProfilePage() {
  const user = useCurrentUser();
  if (!user) return null;
  return (
    <>
      <PageTitle title="Profile" subtitle="Your details, your streak and your activity." />
      <Box
        sx={{
          display: 'grid',
          gap: 3,
          gridTemplateColumns: { xs: '1fr', lg: 'minmax(0, 3fr) minmax(280px, 2fr)' },
          alignItems: 'start',
        }}
      >
        {/* Not keyed by the profile's version: when it changes under an open edit (a save
            answered 412: edited elsewhere, read again), the card moves onto that version and
            keeps the user's changes on top (useRebasedForm); a remount threw them away. */}
        <ProfileDetailsCard user={user} />
        <Box sx={{ display: 'grid', gap: 3 }}>
          <LoginStreakCard user={user} />
          <ActivityCard user={user} />
        </Box>
      </Box>
    </>
  );
}
