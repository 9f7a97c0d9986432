import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

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
}

export const TOAST_DURATION_MS = 5000;

const initialState: ToastState = { current: null, open: false, nextId: 1 };

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
      state.current = { id: state.nextId, title, description, variant, duration };
      state.open = true;
      state.nextId += 1;
    },
    toastDismissed(state, action: PayloadAction<number | undefined>) {
      if (action.payload === undefined || state.current?.id === action.payload) state.open = false;
    },
  },
  selectors: {
    selectToast: (state) => state,
  },
});

export const { toastShown, toastDismissed } = toastSlice.actions;
