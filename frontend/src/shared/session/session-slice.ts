import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { sessionEnded } from '../events';

/**
 * - `endedByUser`: the user signed out on purpose, so member pages send them home ('/')
 *   rather than to /auth?next=... as they do when a session simply is not there.
 * - `lost`: the server stopped knowing this tab's session while a page was open (it
 *   expired, or a password change or sign-out elsewhere ended it): the page stays as it
 *   is, with what the user has typed, and a dialog asks them to sign in again
 *   (session-lost-listener.ts; the auth feature's session-ended dialog).
 */
export const sessionSlice = createSlice({
  name: 'session',
  initialState: {
    endedByUser: false,
    lost: false,
    /** Another tab signed in as someone else (the cookie is the browser's), not a 401. */
    takenElsewhere: false,
  },
  reducers: {
    sessionLost: (state, action: PayloadAction<{ takenElsewhere?: boolean } | undefined>) => {
      state.lost = true;
      state.takenElsewhere = action.payload?.takenElsewhere ?? false;
    },
    sessionRestored: (state) => {
      state.lost = false;
      state.takenElsewhere = false;
    },
  },
  extraReducers: (builder) => {
    builder.addCase(sessionEnded, (state) => {
      state.endedByUser = true;
      state.lost = false;
      state.takenElsewhere = false;
    });
  },
  selectors: {
    selectEndedByUser: (state) => state.endedByUser,
    selectSessionLost: (state) => state.lost,
    selectSessionTakenElsewhere: (state) => state.lost && state.takenElsewhere,
  },
});

export const { sessionLost, sessionRestored } = sessionSlice.actions;
export const { selectEndedByUser, selectSessionLost, selectSessionTakenElsewhere } =
  sessionSlice.selectors;
