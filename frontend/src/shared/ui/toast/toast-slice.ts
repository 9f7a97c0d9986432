import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { sessionEnded } from '../../events';
import { sessionLost, sessionRestored } from '../../session/session-slice';

export type ToastVariant = 'default' | 'destructive';

export interface ToastInput {
  title: string;
  description?: string;
  variant?: ToastVariant;
  /** Milliseconds before it hides itself; default 5000 (spec §9). */
  duration?: number;
}

export interface Toast extends Required<Omit<ToastInput, 'description'>> {
  id: number;
  description?: string;
}

export interface ToastState {
  /** At most one toast at a time: a new one replaces the current one (spec §9). */
  current: Toast | null;
  open: boolean;
  nextId: number;
  /**
   * The session was lost (a 401 while signed in): the session-ended dialog says so, so the
   * failed request's own error toast ("Not signed in") is not shown behind it.
   */
  quietErrors: boolean;
}

export const TOAST_DURATION_MS = 5000;

const initialState: ToastState = { current: null, open: false, nextId: 1, quietErrors: false };

export const toastSlice = createSlice({
  name: 'toast',
  initialState,
  reducers: {
    toastShown(state, action: PayloadAction<ToastInput>) {
      const {
        title,
        description,
        variant = 'default',
        duration = TOAST_DURATION_MS,
      } = action.payload;
      if (state.quietErrors && variant === 'destructive') return;
      state.current = { id: state.nextId, title, description, variant, duration };
      state.open = true;
      state.nextId += 1;
    },
    toastDismissed(state, action: PayloadAction<number | undefined>) {
      if (action.payload === undefined || state.current?.id === action.payload) state.open = false;
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(sessionLost, (state) => {
        state.quietErrors = true;
        if (state.current?.variant === 'destructive') state.open = false;
      })
      .addCase(sessionRestored, (state) => {
        state.quietErrors = false;
      })
      .addCase(sessionEnded, (state) => {
        state.quietErrors = false;
      });
  },
  selectors: {
    selectToast: (state) => state,
  },
});

export const { toastShown, toastDismissed } = toastSlice.actions;
