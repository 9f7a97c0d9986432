import LockIcon from '@mui/icons-material/LockOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent } from 'react';
import { describeError, serverMessage } from '../../../shared/api';
import { useToast } from '../../../shared/ui';
import { TextInput } from '../../../shared/ui/text-input';
import { useChangePasswordMutation } from '../api/account-api';
import { passwordChangeRefusal, passwordProblem } from '../model/password';
import { SectionCard } from './section-card';

/** Change the password (the current one is required); two-factor is 'Coming Soon'. */
export function SecuritySection() {
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [confirm, setConfirm] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [changePassword, { isLoading }] = useChangePasswordMutation();
  const { toast } = useToast();
  // A refusal is about what was sent: it goes once a field is edited, so it never stands
  // beside the browser's own "too short" for the next try (QA 2026-11-29).
  const edit = (set: (value: string) => void) => (event: { target: { value: string } }) => {
    set(event.target.value);
    setProblem(null);
  };

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (isLoading) return;
    const local = passwordProblem(next, confirm);
    setProblem(local);
    if (local) return;
    try {
      await changePassword({ currentPassword: current, newPassword: next }).unwrap();
    } catch (error) {
      const refused = serverMessage(error);
      setProblem(refused ? passwordChangeRefusal(refused) : describeError(error));
      return;
    }
    setCurrent('');
    setNext('');
    setConfirm('');
    toast({
      title: 'Password updated',
      description: 'Your other sessions have been signed out.',
    });
  }

  return (
    <SectionCard
      id="settings-security"
      title="Account Security"
      description="Keep your account safe."
      icon={<LockIcon />}
    >
      <Box
        component="form"
        onSubmit={submit}
        aria-label="Change password"
        sx={{ display: 'grid', gap: 2 }}
      >
        <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 700 }}>
          Change password
        </Typography>
        <TextInput
          id="current-password"
          label="Current password"
          type="password"
          autoComplete="current-password"
          required
          value={current}
          onChange={edit(setCurrent)}
        />
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
          <TextInput
            id="new-password"
            label="New password"
            type="password"
            autoComplete="new-password"
            required
            value={next}
            onChange={edit(setNext)}
          />
          <TextInput
            id="confirm-password"
            label="Confirm new password"
            type="password"
            autoComplete="new-password"
            required
            value={confirm}
            onChange={edit(setConfirm)}
          />
        </Box>
        <Typography variant="body2" color="text.secondary">
          Use 8 to 72 characters (an accented letter or emoji counts as 2 to 4), and not a common
          password. Changing it signs you out everywhere else.
        </Typography>
        {problem ? (
          <Alert severity="error" role="alert">
            {problem}
          </Alert>
        ) : null}
        <Box>
          {/* While pending it stays enabled (aria-disabled; submit() ignores it), as the
              auth forms' buttons: turned off, it dropped the keyboard to the page's body,
              on success and on failure alike. */}
          <Button type="submit" variant="contained" aria-disabled={isLoading || undefined}>
            {isLoading ? 'Updating...' : 'Update Password'}
          </Button>
        </Box>
      </Box>
      <Divider sx={{ my: 3 }} />
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
        <Box sx={{ flex: 1, minWidth: 200 }}>
          <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 700 }}>
            Two-factor authentication
          </Typography>
          <Typography variant="body2" color="text.secondary">
            Add an extra layer of security to your account.
          </Typography>
        </Box>
        <Chip label="Coming Soon" color="secondary" size="small" />
      </Box>
    </SectionCard>
  );
}
