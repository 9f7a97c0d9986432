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
        {/* Afresh when the profile's version changes (a save answered 412: edited elsewhere,
            read again): it then shows that version, and a second Save cannot undo it. */}
        <ProfileDetailsCard key={user.version} user={user} />
        <Box sx={{ display: 'grid', gap: 3 }}>
          <LoginStreakCard user={user} />
          <ActivityCard user={user} />
        </Box>
      </Box>
    </>
  );
}
