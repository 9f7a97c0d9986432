import {
  combineSlices,
  configureStore,
  createListenerMiddleware,
  type Slice,
  type ThunkDispatch,
  type TypedStartListening,
  type UnknownAction,
} from '@reduxjs/toolkit';
import { setupListeners } from '@reduxjs/toolkit/query';
import { baseApi } from '../api/base-api';
import { sessionSlice } from '../session/session-slice';
import { colorModeSlice } from '../theme/color-mode-slice';
import { toastSlice } from '../ui/toast/toast-slice';

/** What a feature's listener registration receives. */
export type AppStartListening = TypedStartListening<
  unknown,
  ThunkDispatch<unknown, unknown, UnknownAction>
>;
/** A feature's listener middleware effects; called once when the store is created. */
export type ListenerRegistration = (startListening: AppStartListening) => void;

export interface AppStoreOptions {
  /** Feature slices, combined next to the shared ones (api, session, toast, colorMode). */
  slices?: readonly Slice[];
  listeners?: readonly ListenerRegistration[];
  preloadedState?: Record<string, unknown>;
}

/** Builds a store: the shared slices + the given feature slices and listeners. */
export function configureAppStore({
  slices = [],
  listeners = [],
  preloadedState,
}: AppStoreOptions = {}) {
  const rootReducer = combineSlices(baseApi, sessionSlice, toastSlice, colorModeSlice, ...slices);
  const listenerMiddleware = createListenerMiddleware();
  const store = configureStore({
    reducer: rootReducer,
    preloadedState: preloadedState as Parameters<typeof rootReducer>[0],
    middleware: (getDefaultMiddleware) =>
      getDefaultMiddleware().prepend(listenerMiddleware.middleware).concat(baseApi.middleware),
  });
  const startListening = listenerMiddleware.startListening as unknown as AppStartListening;
  for (const register of listeners) register(startListening);
  setupListeners(store.dispatch);
  return store;
}

export type AppStore = ReturnType<typeof configureAppStore>;
/** Dispatch of the app store (thunks and RTK Query included). */
export type AppDispatch = AppStore['dispatch'];
