import WarningIcon from '@mui/icons-material/WarningAmberOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent } from 'react';
import { describeError, errorStatus } from '../../../shared/api';
import { removeStoredDataOf } from '../../../shared/lib';
import { forgetTabDrafts } from '../../../shared/lib/tab-drafts';
import { forgetSession, useCurrentUser } from '../../../shared/session';
import { useAppDispatch } from '../../../shared/store';
import { TextInput } from '../../../shared/ui/text-input';
import { useDeleteAccountMutation } from '../api/account-api';
import { SectionCard } from './section-card';
import { DialogForm } from '../../../shared/ui/dialog-form';

/** Delete the account after typing the password; the browser is then signed out. */
export function DangerZoneSection() {
  const [open, setOpen] = useState(false);
  const [password, setPassword] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [deleteAccount, { isLoading }] = useDeleteAccountMutation();
  const dispatch = useAppDispatch();
  const user = useCurrentUser();

  function close() {
    if (isLoading) return;
    setOpen(false);
    setPassword('');
    setProblem(null);
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (isLoading || !password) return;
    try {
      await deleteAccount({ password }).unwrap();
    } catch (error) {
      setProblem(
        errorStatus(error) === 400
          ? 'That password is not right. Your account was not deleted.'
          : describeError(error),
      );
      return;
    }
    // Signed out: member pages then send the browser to '/'. The account's points, drafts
    // and player settings kept in this browser go with it.
    forgetSession(dispatch);
    if (user) removeStoredDataOf(user.id);
    // And this tab's unsaved drafts, as a sign-out drops them: the next person to sign in
    // here was asked to "discard your changes" with nothing of theirs typed.
    forgetTabDrafts();
  }

  return (
    <SectionCard
      id="settings-danger"
      title="Danger Zone"
      description="Irreversible actions."
      icon={<WarningIcon />}
      tone="danger"
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
        <Box sx={{ flex: 1, minWidth: 200 }}>
          <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 700 }}>
            Delete account
          </Typography>
          <Typography variant="body2" color="text.secondary">
            Permanently delete your account and everything in it.
          </Typography>
        </Box>
        <Button variant="contained" color="error" onClick={() => setOpen(true)}>
          Delete Account
        </Button>
      </Box>
      <Dialog
        open={open}
        onClose={close}
        aria-labelledby="delete-account-title"
        fullWidth
        maxWidth="xs"
      >
        <DialogForm onSubmit={submit}>
          <DialogTitle id="delete-account-title">Delete your account?</DialogTitle>
          <DialogContent sx={{ display: 'grid', gap: 2 }}>
            <DialogContentText>
              This permanently deletes your account, goals, milestones, reflections, values and
              progress. It cannot be undone. Export your data first if you want a copy.
            </DialogContentText>
            <TextInput
              id="delete-password"
              label="Password"
              type="password"
              autoComplete="current-password"
              required
              autoFocus
              value={password}
              onChange={(event) => setPassword(event.target.value)}
            />
            {problem ? (
              <Alert severity="error" role="alert">
                {problem}
              </Alert>
            ) : null}
          </DialogContent>
          <DialogActions>
            <Button onClick={close} disabled={isLoading}>
              Cancel
            </Button>
            <Button
              type="submit"
              variant="contained"
              color="error"
              disabled={isLoading || !password}
            >
              {isLoading ? 'Deleting...' : 'Delete my account'}
            </Button>
          </DialogActions>
        </DialogForm>
      </Dialog>
    </SectionCard>
  );
}
