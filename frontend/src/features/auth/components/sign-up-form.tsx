import Box from '@mui/material/Box';
import type { FormEvent } from 'react';
import { PASSWORD_MAX_BYTES, PASSWORD_MIN_BYTES, passwordBytes } from '../../../shared/lib';
import { useToast } from '../../../shared/ui';
import { TextInput } from '../../../shared/ui/text-input';
import { useRegisterMutation } from '../api/auth-api';
import { registrationFailure } from '../model/registration-failure';
import type { AuthFormProps } from '../model/auth-fields';
import { AuthCard, AuthSubmit } from './auth-card';
import { useAfterSignIn } from './use-after-sign-in';

/** What the browser says of a password too short or too long ('' when it fits). */
function passwordLengthProblem(password: string): string {
  if (password === '') return ''; // `required` speaks for an empty field
  const bytes = passwordBytes(password);
  if (bytes < PASSWORD_MIN_BYTES) return 'Use at least 8 characters.';
  if (bytes > PASSWORD_MAX_BYTES) {
    return 'Use at most 72 characters (an accented letter or emoji counts as 2 to 4).';
  }
  return '';
}

export function SignUpForm({ fields, set }: AuthFormProps) {
  const { email, signUpPassword: password, firstName, lastName } = fields;
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
        description: registrationFailure(error),
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
            onChange={(event) => set('firstName', event.target.value)}
            htmlInput={{ maxLength: 100 }}
          />
          <TextInput
            id="signup-last-name"
            label="Last name"
            name="lastName"
            autoComplete="family-name"
            value={lastName}
            onChange={(event) => set('lastName', event.target.value)}
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
          onChange={(event) => set('email', event.target.value)}
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
          onChange={(event) => {
            // Measured as the server measures it (bytes), not as the browser's minLength
            // would (UTF-16 units): six accented letters are long enough.
            event.target.setCustomValidity(passwordLengthProblem(event.target.value));
            set('signUpPassword', event.target.value);
          }}
        />
        <AuthSubmit pending={isLoading}>
          {isLoading ? 'Creating account...' : 'Create Account'}
        </AuthSubmit>
      </Box>
    </AuthCard>
  );
}
