import { errorStatus, serverMessage } from '../../../shared/api';

/**
 * Why a sign-in failed, in the words a person sees. Spec §8: the same words whatever the
 * server said (no account probing). A 429 says why in the server's words, or the user
 * would keep trying: too many failed attempts (wait a while) or a moment of too many
 * sign-ins at once (try again in a second); neither tells whether the account exists.
 */
export function signInFailure(error: unknown): string {
  return errorStatus(error) === 429
    ? (serverMessage(error) ??
        'Too many sign-in attempts. Please wait a few minutes and try again.')
    : 'Invalid email or password';
}
