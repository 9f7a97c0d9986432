import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useState, type FormEvent } from 'react';
import { useSelector } from 'react-redux';
import { baseApi, TAG_TYPES } from '../../../shared/api';
import {
  forgetSession,
  selectSessionTakenElsewhere,
  sessionRestored,
  useCurrentUser,
} from '../../../shared/session';
import { useAppDispatch } from '../../../shared/store';
import { useSignOutQuestion } from '../../../shared/ui/discard-question';
import { TextInput } from '../../../shared/ui/text-input';
import { useLoginMutation } from '../api/auth-api';
import { signInFailure } from '../model/sign-in-failure';
import { RememberMe } from './remember-me';
import { DialogForm } from '../../../shared/ui/dialog-form';

/**
 * The server no longer knows this tab's session (shared/session: session-lost-listener).
 * The page stays behind the dialog as it was, with what the user typed; signing in again
 * as the same person refreshes its data in place (nothing unmounts), so a failed save can
 * simply be sent again. 'Sign out' forgets the session here and goes home.
 */
export default function SessionEndedDialog() {
  const user = useCurrentUser();
  const dispatch = useAppDispatch();
  const takenElsewhere = useSelector(selectSessionTakenElsewhere);
  const [password, setPassword] = useState('');
  const [rememberMe, setRememberMe] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [login, { isLoading }] = useLoginMutation();
  // As every sign-out control: what this tab holds unsaved is not thrown away unasked.
  const signOut = useSignOutQuestion(() => forgetSession(dispatch));
  if (!user) return null;

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (isLoading || !user) return;
    try {
      const signedIn = await login({ email: user.email, password, rememberMe }).unwrap();
      if (signedIn.id !== user.id) {
        // Another account under the same address (the first was deleted and made again):
        // nothing of this page is theirs.
        forgetSession(dispatch);
        return;
      }
    } catch (error) {
      setProblem(signInFailure(error));
      return;
    }
    dispatch(sessionRestored());
    // What failed while signed out is asked for again; what was shown stays meanwhile.
    dispatch(baseApi.util.invalidateTags([...TAG_TYPES]));
  }

  return (
    <Dialog open aria-labelledby="session-ended-title" aria-describedby="session-ended-text">
      <DialogForm onSubmit={submit}>
        <DialogTitle id="session-ended-title">Your session has ended</DialogTitle>
        <DialogContent sx={{ display: 'grid', gap: 2 }}>
          <DialogContentText id="session-ended-text">
            {takenElsewhere
              ? 'Another account was signed in to Lodestar in another tab of this browser, so this tab is no longer signed in as you. Sign in again to carry on here: this page and what you have typed on it stay as they are.'
              : 'You were signed out, after a long while away or by a change made on another device. Sign in again to carry on: this page and what you have typed on it stay as they are.'}
          </DialogContentText>
          <TextInput
            id="session-ended-email"
            label="Email"
            type="email"
            name="email"
            autoComplete="username"
            value={user.email}
            readOnly
          />
          <TextInput
            id="session-ended-password"
            label="Password"
            type="password"
            name="password"
            autoComplete="current-password"
            autoFocus
            required
            value={password}
            onChange={(event) => {
              setPassword(event.target.value);
              setProblem(null);
            }}
          />
          <RememberMe checked={rememberMe} onChange={setRememberMe} />
          {problem ? <Alert severity="error">{problem}</Alert> : null}
        </DialogContent>
        <DialogActions>
          <Button onClick={signOut.request} disabled={isLoading}>
            Sign out
          </Button>
          <Button type="submit" variant="contained" disabled={isLoading}>
            {isLoading ? 'Signing in...' : 'Sign In'}
          </Button>
        </DialogActions>
      </DialogForm>
      {signOut.question}
    </Dialog>
  );
}
