import { isRejectedWithValue } from '@reduxjs/toolkit';
import type { ListenerRegistration } from '../store';
import { selectSessionUser } from './session-api';
import { selectSessionLost, sessionLost } from './session-slice';

/**
 * A 401 from any call while the session cache names a signed-in user means the server no
 * longer knows this tab's session: it expired while the tab stood idle, or a password
 * change, a sign-out or the account's deletion on another device ended it. Marks the
 * session lost once; the page stays mounted with what the user typed, and the auth
 * feature's dialog asks for the password again (decisions: a signed-out user of an app
 * route signs in and comes back to it; here without losing the page).
 */
export const sessionLostListener: ListenerRegistration = (startListening) => {
  startListening({
    predicate: (action, state) =>
      isRejectedWithValue(action) &&
      (action.payload as { status?: unknown } | undefined)?.status === 401 &&
      selectSessionUser(state) !== null &&
      !selectSessionLost(state as never),
    effect: (_action, api) => {
      api.dispatch(sessionLost());
    },
  });
};
