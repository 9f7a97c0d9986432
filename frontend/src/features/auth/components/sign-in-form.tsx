import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import { useState, type FormEvent } from 'react';
import { errorStatus, serverMessage } from '../../../shared/api';
import { useToast } from '../../../shared/ui';
import { TextInput } from '../../../shared/ui/text-input';
import { useLoginMutation } from '../api/auth-api';
import { AuthCard } from './auth-card';
import { useAfterSignIn } from './use-after-sign-in';

export function SignInForm() {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [rememberMe, setRememberMe] = useState(false);
  const [login, { isLoading }] = useLoginMutation();
  const { toast } = useToast();
  const afterSignIn = useAfterSignIn();

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (isLoading) return;
    try {
      await login({ email: email.trim(), password, rememberMe }).unwrap();
    } catch (error) {
      const throttled = errorStatus(error) === 429;
      toast({
        title: 'Login failed',
        // Spec §8: the same words whatever the server said (no account probing).
        // A 429 says why in the server's words, or the user would keep trying: too
        // many failed attempts (wait a while) or a moment of too many sign-ins at once
        // (try again in a second); neither tells whether the account exists.
        description: throttled
          ? (serverMessage(error) ??
            'Too many sign-in attempts. Please wait a few minutes and try again.')
          : 'Invalid email or password',
        variant: 'destructive',
      });
      return;
    }
    afterSignIn();
  }

  return (
    <AuthCard title="Welcome back" subtitle="Sign in to continue your journey.">
      <Box component="form" onSubmit={submit} sx={{ display: 'grid', gap: 2.5 }}>
        <TextInput
          id="signin-email"
          label="Email"
          type="email"
          name="email"
          autoComplete="email"
          required
          value={email}
          onChange={(event) => setEmail(event.target.value)}
        />
        <TextInput
          id="signin-password"
          label="Password"
          type="password"
          name="password"
          autoComplete="current-password"
          required
          value={password}
          onChange={(event) => setPassword(event.target.value)}
        />
        <FormControlLabel
          control={
            <Checkbox
              checked={rememberMe}
              onChange={(event) => setRememberMe(event.target.checked)}
              name="rememberMe"
            />
          }
          label="Remember me"
          sx={{ mt: -1 }}
        />
        <Button type="submit" variant="contained" size="large" disabled={isLoading}>
          {isLoading ? 'Signing in...' : 'Sign In'}
        </Button>
      </Box>
    </AuthCard>
  );
}
