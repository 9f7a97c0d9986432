import { describeError, serverMessage } from '../../../shared/api';

const FIELDS: Record<string, string> = {
  password: 'the password',
  email: 'the email',
  firstName: 'the first name',
  lastName: 'the last name',
};

/**
 * Why a registration failed, as a sentence (spec §8: the error message as description).
 * The server names the field as the API does ("password is one of the most common
 * passwords; choose another"); the form says "The password is one of the most common
 * passwords; choose another.", as Settings does for a new password.
 */
export function registrationFailure(error: unknown): string {
  const said = serverMessage(error);
  const field = said?.match(/^(password|email|firstName|lastName)\b/)?.[1];
  if (!said || !field) return describeError(error);
  const sentence = `${FIELDS[field]}${said.slice(field.length)}`;
  const capital = sentence.charAt(0).toUpperCase() + sentence.slice(1);
  return /[.!?]$/.test(capital) ? capital : `${capital}.`;
}
