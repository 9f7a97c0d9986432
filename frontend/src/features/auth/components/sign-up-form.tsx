import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useState, type FormEvent } from 'react';
import { describeError } from '../../../shared/api';
import { useToast } from '../../../shared/ui';
import { TextInput } from '../../../shared/ui/text-input';
import { useRegisterMutation } from '../api/auth-api';
import { AuthCard } from './auth-card';
import { useAfterSignIn } from './use-after-sign-in';

export function SignUpForm() {
  const [firstName, setFirstName] = useState('');
  const [lastName, setLastName] = useState('');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [register, { isLoading }] = useRegisterMutation();
  const { toast } = useToast();
  const afterSignIn = useAfterSignIn();

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (isLoading) return;
    try {
      await register({
        email: email.trim(),
        password,
        firstName: firstName.trim(),
        lastName: lastName.trim(),
      }).unwrap();
    } catch (error) {
      toast({
        title: 'Registration failed',
        description: describeError(error),
        variant: 'destructive',
      });
      return;
    }
    afterSignIn();
  }

  return (
    <AuthCard title="Create account" subtitle="Start setting goals that guide you.">
      <Box component="form" onSubmit={submit} sx={{ display: 'grid', gap: 2.5 }}>
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
          <TextInput
            id="signup-first-name"
            label="First name"
            name="firstName"
            autoComplete="given-name"
            value={firstName}
            onChange={(event) => setFirstName(event.target.value)}
            htmlInput={{ maxLength: 100 }}
          />
          <TextInput
            id="signup-last-name"
            label="Last name"
            name="lastName"
            autoComplete="family-name"
            value={lastName}
            onChange={(event) => setLastName(event.target.value)}
            htmlInput={{ maxLength: 100 }}
          />
        </Box>
        <TextInput
          id="signup-email"
          label="Email"
          type="email"
          name="email"
          autoComplete="email"
          required
          value={email}
          onChange={(event) => setEmail(event.target.value)}
        />
        <TextInput
          id="signup-password"
          label="Password"
          type="password"
          name="password"
          autoComplete="new-password"
          required
          helperText="Use 8 to 72 characters (an accented letter or emoji counts as 2 to 4), and not a common password."
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          htmlInput={{ minLength: 8 }}
        />
        <Button type="submit" variant="contained" size="large" disabled={isLoading}>
          {isLoading ? 'Creating account...' : 'Create Account'}
        </Button>
      </Box>
    </AuthCard>
  );
}
