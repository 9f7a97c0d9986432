import { sessionLostListener, signedInElsewhereListener } from '../shared/session';
import { configureAppStore } from '../shared/store';
import { registry } from './feature-registry';
import { memberPagePrefetchListener } from './listeners/member-page-prefetch';
import { unhandledRequestsListener } from './listeners/unhandled-requests';

/** The app store: shared slices + every feature's slices and listeners. */
export function makeStore(preloadedState?: Record<string, unknown>) {
  return configureAppStore({
    slices: registry.slices,
    listeners: [
      ...registry.listeners,
      unhandledRequestsListener(registry.handledRequests),
      memberPagePrefetchListener(registry),
      sessionLostListener,
      signedInElsewhereListener,
    ],
    preloadedState,
  });
}

export type AppStore = ReturnType<typeof makeStore>;
export type RootState = ReturnType<AppStore['getState']>;
export type { AppDispatch } from '../shared/store';
