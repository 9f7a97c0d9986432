import Box from '@mui/material/Box';
import { PageTitle } from '../../../shared/ui';
import { DangerZoneSection } from '../components/danger-zone-section';
import { DataPrivacySection } from '../components/data-privacy-section';
import { AppearanceSection, NotificationsSection } from '../components/preferences-sections';
import { SecuritySection } from '../components/security-section';

/** Spec §2 and decisions §7: every section works (preferences saved per user). */
export default function SettingsPage() {
  return (
    <Box sx={{ maxWidth: 860 }}>
      <PageTitle title="Settings" subtitle="Make Lodestar work the way you do." />
      <Box sx={{ display: 'grid', gap: 3 }}>
        <SecuritySection />
        <NotificationsSection />
        <AppearanceSection />
        <DataPrivacySection />
        <DangerZoneSection />
      </Box>
    </Box>
  );
}
