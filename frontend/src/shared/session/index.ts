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
export { forgetSession, useSignOut, type SignOutResult } from './use-sign-out';
export {
  sessionSlice,
  selectEndedByUser,
  selectSessionLost,
  selectSessionTakenElsewhere,
  sessionLost,
  sessionRestored,
} from './session-slice';
export {
  SIGNED_IN_KEY,
  sessionLostListener,
  signedInElsewhereListener,
} from './session-lost-listener';
export { useReadAgainOnNewDay } from './use-read-again-on-new-day';
