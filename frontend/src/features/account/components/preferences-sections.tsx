import NotificationsIcon from '@mui/icons-material/NotificationsOutlined';
import PaletteIcon from '@mui/icons-material/PaletteOutlined';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useSelector } from 'react-redux';
import { describeError } from '../../../shared/api';
import { selectColorMode } from '../../../shared/theme';
import { useToast } from '../../../shared/ui';
import {
  useGetPreferencesQuery,
  useUpdatePreferencesMutation,
  type PreferencesChange,
} from '../api/account-api';
import { PreferenceSwitch } from './preference-switch';
import { SectionCard } from './section-card';

/** Saves one change; the switch has already moved (optimistic) and moves back on failure. */
function useSavePreference() {
  const [update] = useUpdatePreferencesMutation();
  const { toast } = useToast();
  return async (change: PreferencesChange) => {
    try {
      await update(change).unwrap();
    } catch (error) {
      toast({
        title: 'Settings not saved',
        description: describeError(error),
        variant: 'destructive',
      });
    }
  };
}

function Loading() {
  return (
    <Box sx={{ display: 'grid', gap: 1.5 }} aria-label="Loading settings" role="status">
      <Skeleton variant="rounded" height={44} />
      <Skeleton variant="rounded" height={44} />
      <Skeleton variant="rounded" height={44} />
    </Box>
  );
}

export function NotificationsSection() {
  const { data, isError } = useGetPreferencesQuery();
  const save = useSavePreference();
  return (
    <SectionCard
      id="settings-notifications"
      title="Notifications"
      description="Choose how Lodestar keeps you on track. Saved to your account."
      icon={<NotificationsIcon />}
    >
      {data ? (
        <Box>
          <PreferenceSwitch
            id="pref-push"
            label="Push notifications"
            description="Reminders in this browser for what is due today. Coming soon: your choice is kept until then."
            checked={data.notifications.push}
            onChange={(push) => save({ notifications: { push } })}
          />
          <PreferenceSwitch
            id="pref-email"
            label="Email notifications"
            description="A weekly summary of your goals and reflections by email. Coming soon: your choice is kept until then."
            checked={data.notifications.email}
            onChange={(email) => save({ notifications: { email } })}
          />
          <PreferenceSwitch
            id="pref-streak"
            label="Streak reminders"
            description="A nudge before your login streak breaks. Coming soon: your choice is kept until then."
            checked={data.notifications.streakReminders}
            onChange={(streakReminders) => save({ notifications: { streakReminders } })}
          />
        </Box>
      ) : isError ? (
        <Typography color="error">
          Your settings could not be loaded. Reload to try again.
        </Typography>
      ) : (
        <Loading />
      )}
    </SectionCard>
  );
}

export function AppearanceSection() {
  const { data, isError } = useGetPreferencesQuery();
  const mode = useSelector(selectColorMode);
  const save = useSavePreference();
  return (
    <SectionCard
      id="settings-appearance"
      title="Appearance"
      description="Make Lodestar look and behave the way you like."
      icon={<PaletteIcon />}
    >
      {data ? (
        <Box>
          <PreferenceSwitch
            id="pref-dark-mode"
            label="Dark mode"
            description="A calm, dark theme for evening journaling."
            checked={mode === 'dark'}
            onChange={(darkMode) => save({ appearance: { darkMode } })}
          />
          <PreferenceSwitch
            id="pref-auto-save"
            label="Auto-save goals"
            description="Keep drafts of goals you are writing, so nothing is lost."
            checked={data.appearance.autoSaveGoals}
            onChange={(autoSaveGoals) => save({ appearance: { autoSaveGoals } })}
          />
          <Box sx={{ pt: 2 }}>
            <TextField
              id="pref-language"
              label="Language"
              select
              fullWidth
              value={data.appearance.language}
              onChange={(event) =>
                save({ appearance: { language: event.target.value as 'en-US' } })
              }
              slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
              helperText="More languages will follow."
            >
              <option value="en-US">English (US)</option>
            </TextField>
          </Box>
        </Box>
      ) : isError ? (
        <Typography color="error">
          Your settings could not be loaded. Reload to try again.
        </Typography>
      ) : (
        <Loading />
      )}
    </SectionCard>
  );
}
