import { isRejectedWithValue } from '@reduxjs/toolkit';
import type { ListenerRegistration } from '../store';
import { selectSessionUser } from './session-api';
import { selectSessionLost, sessionLost, sessionRestored } from './session-slice';

/** The browser-wide note of whose session the cookie last carried. */
export const SIGNED_IN_KEY = 'lodestar:signed-in';

function announce(userId: string): void {
  try {
    if (localStorage.getItem(SIGNED_IN_KEY) !== userId) localStorage.setItem(SIGNED_IN_KEY, userId);
  } catch {
    // storage unavailable: the other tabs learn it from their next 401 instead
  }
}

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

/**
 * The cookie is the browser's, not the tab's: another tab that signs out, or signs in as
 * someone else, changes whose session every tab's next call carries. Nothing answers 401
 * after a sign-in as someone else, so the old tab went on showing the other account's
 * goals under its own user's name, and its points sync merged the two accounts' logs and sent each one's events into
 * the other's. Each tab now notes in localStorage whose session it holds; one that sees
 * another user noted there marks its session lost, as a 401 would: the page
 * stays, with what was typed, and the dialog asks for this user's password.
 */
export const signedInElsewhereListener: ListenerRegistration = (startListening) => {
  let detach: (() => void) | null = null;
  startListening({
    predicate: (action, state, previous) =>
      sessionRestored.match(action) ||
      (selectSessionUser(state)?.id ?? null) !== (selectSessionUser(previous)?.id ?? null),
    effect: (_action, api) => {
      const user = selectSessionUser(api.getState());
      detach?.();
      detach = null;
      // Only a user is noted: a tab forgetting its lost session ('Sign out' in the dialog)
      // ends nothing on the server, and must not end the session another tab now holds. A
      // real sign-out elsewhere reaches the other tabs as their next 401.
      if (!user || typeof window === 'undefined') return;
      announce(user.id);
      const onStorage = (event: StorageEvent) => {
        if (event.key !== SIGNED_IN_KEY || event.newValue === null || event.newValue === user.id)
          return;
        if (!selectSessionLost(api.getState() as never))
          api.dispatch(sessionLost({ takenElsewhere: true }));
      };
      window.addEventListener('storage', onStorage);
      detach = () => window.removeEventListener('storage', onStorage);
    },
  });
};
