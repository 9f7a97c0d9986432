import { createSlice } from '@reduxjs/toolkit';
import { sessionEnded } from '../events';

/**
 * Remembers that the user signed out on purpose, so member pages send them home ('/')
 * rather than to /auth?next=... as they do when a session simply is not there.
 */
export const sessionSlice = createSlice({
  name: 'session',
  initialState: { endedByUser: false },
  reducers: {},
  extraReducers: (builder) => {
    builder.addCase(sessionEnded, (state) => {
      state.endedByUser = true;
    });
  },
  selectors: {
    selectEndedByUser: (state) => state.endedByUser,
  },
});

export const { selectEndedByUser } = sessionSlice.selectors;
