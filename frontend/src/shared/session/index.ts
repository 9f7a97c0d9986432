export type { User } from './types';
export {
  prefetchCurrentUser,
  selectSessionUser,
  sessionApi,
  useGetCurrentUserQuery,
  useLogoutMutation,
} from './session-api';
export { useSession, useCurrentUser, type Session, type SessionStatus } from './use-session';
export { displayFirstName } from './display-name';
export { useSignOut, type SignOutResult } from './use-sign-out';
export { sessionSlice, selectEndedByUser } from './session-slice';
