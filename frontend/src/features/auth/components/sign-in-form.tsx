import Box from '@mui/material/Box';
import type { FormEvent } from 'react';
import { useToast } from '../../../shared/ui';
import { TextInput } from '../../../shared/ui/text-input';
import { useLoginMutation } from '../api/auth-api';
import type { AuthFormProps } from '../model/auth-fields';
import { AuthCard, AuthSubmit } from './auth-card';
import { signInFailure } from '../model/sign-in-failure';
import { RememberMe } from './remember-me';
import { useAfterSignIn } from './use-after-sign-in';

export function SignInForm({ fields, set }: AuthFormProps) {
  const { email, signInPassword: password, rememberMe } = fields;
  const [login, { isLoading }] = useLoginMutation();
  const { toast } = useToast();
  const afterSignIn = useAfterSignIn();

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (isLoading) return;
    try {
      await login({ email: email.trim(), password, rememberMe }).unwrap();
    } catch (error) {
      toast({ title: 'Login failed', description: signInFailure(error), variant: 'destructive' });
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
          onChange={(event) => set('email', event.target.value)}
        />
        <TextInput
          id="signin-password"
          label="Password"
          type="password"
          name="password"
          autoComplete="current-password"
          required
          value={password}
          onChange={(event) => set('signInPassword', event.target.value)}
        />
        <RememberMe checked={rememberMe} onChange={(on) => set('rememberMe', on)} />
        <AuthSubmit pending={isLoading}>{isLoading ? 'Signing in...' : 'Sign In'}</AuthSubmit>
      </Box>
    </AuthCard>
  );
}
