import { sessionEnded } from '../../../shared/events';
import { selectSessionUser, sessionApi } from '../../../shared/session';
import type { ListenerRegistration } from '../../../shared/store';
// By file, not from the shared/theme barrel: this runs on the first page, which loads no MUI.
import {
  colorModeChanged,
  selectColorMode,
  memberModeFromServer,
  type ColorMode,
} from '../../../shared/theme/color-mode-slice';
import {
  clearStoredColorMode,
  readStoredColorMode,
  writeStoredColorMode,
} from '../../../shared/theme/color-mode-storage';
import { accountApi, laterPreferencesPending, preferencesArrived } from '../api/account-api';

type State = Parameters<typeof selectColorMode>[0];

const currentUserId = (state: unknown): string | null => selectSessionUser(state)?.id ?? null;

/**
 * Dark mode per user: the saved preference (server) decides, the browser remembers it
 * for the next first paint, and signing out goes back to light.
 */
export const registerColorModeListeners: ListenerRegistration = (startListening) => {
  // The store started from the server's word on this page load's member (the same
  // session's): the first answer of who is signed in is that member, whoever this browser
  // remembers.
  let startedFromServer = memberModeFromServer() !== null;
  // Who is signed in is known: load their preference (and forget another person's mode).
  startListening({
    matcher: sessionApi.endpoints.getCurrentUser.matchFulfilled,
    effect: async (action, api) => {
      const user = action.payload;
      const mode = selectColorMode(api.getState() as State);
      const fromServer = startedFromServer;
      startedFromServer = false;
      if (!user) {
        clearStoredColorMode();
        if (mode !== 'light') api.dispatch(colorModeChanged('light'));
        return;
      }
      const stored = readStoredColorMode();
      if (stored && stored.userId !== user.id && mode !== 'light' && !fromServer) {
        api.dispatch(colorModeChanged('light'));
      }
      const request = api.dispatch(accountApi.endpoints.getPreferences.initiate());
      try {
        await request;
      } finally {
        request.unsubscribe();
      }
    },
  });

  // The saved preference arrived (read, or written by the settings page): the whole
  // theme follows it, and this browser remembers it for this user's next first paint.
  startListening({
    matcher: preferencesArrived,
    effect: (action, api) => {
      // An answer older than a change still on its way is not the setting any more.
      if (laterPreferencesPending(api.getState(), action.meta.requestId)) return;
      const mode: ColorMode = action.payload.appearance.darkMode ? 'dark' : 'light';
      if (selectColorMode(api.getState() as State) !== mode) {
        api.dispatch(colorModeChanged(mode));
      }
      const userId = currentUserId(api.getState());
      if (userId) writeStoredColorMode({ userId, mode });
    },
  });

  // Signed out (or account deleted): back to light, nothing remembered.
  startListening({
    actionCreator: sessionEnded,
    effect: (_action, api) => {
      clearStoredColorMode();
      if (selectColorMode(api.getState() as State) !== 'light') {
        api.dispatch(colorModeChanged('light'));
      }
    },
  });
};
