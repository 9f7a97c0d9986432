import type { User } from '../domain/user';

/** What a successful sign-in or registration hands to the HTTP layer. */
export interface SignedIn {
  user: User;
  loginHistoryId: string;
}
