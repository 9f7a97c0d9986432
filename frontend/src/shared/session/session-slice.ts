import { createSlice } from '@reduxjs/toolkit';
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
  initialState: { endedByUser: false, lost: false },
  reducers: {
    sessionLost: (state) => {
      state.lost = true;
    },
    sessionRestored: (state) => {
      state.lost = false;
    },
  },
  extraReducers: (builder) => {
    builder.addCase(sessionEnded, (state) => {
      state.endedByUser = true;
      state.lost = false;
    });
  },
  selectors: {
    selectEndedByUser: (state) => state.endedByUser,
    selectSessionLost: (state) => state.lost,
  },
});

export const { sessionLost, sessionRestored } = sessionSlice.actions;
export const { selectEndedByUser, selectSessionLost } = sessionSlice.selectors;
