import { render, type RenderOptions } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement, ReactNode } from 'react';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes, type Location } from 'react-router-dom';
import type { Slice } from '@reduxjs/toolkit';
import { SlotProvider, type SlotRegistry } from '../manifest/slots';
import {
  configureAppStore,
  type AppStore,
  type ListenerRegistration,
} from '../store/configure-app-store';
import { AppThemeProvider } from '../theme/app-theme-provider';
import { Toaster } from '../ui/toast/toaster';
import { LocationProbe } from './location-probe';
import { sessionApi } from '../session';

export interface RenderWithProvidersOptions extends Omit<RenderOptions, 'wrapper'> {
  /** The URL the memory router starts at. */
  route?: string;
  /** Extra routes (path -> element) next to the rendered one, to land on after navigating. */
  routes?: Record<string, ReactElement>;
  /** A ready store; otherwise a real one is built from `slices` and `listeners`. */
  store?: AppStore;
  slices?: readonly Slice[];
  listeners?: readonly ListenerRegistration[];
  slots?: SlotRegistry;
}

/** Providers around any tree, for tests and for the app. */
export function TestProviders({
  store,
  slots = {},
  children,
}: {
  store: AppStore;
  slots?: SlotRegistry;
  children: ReactNode;
}) {
  return (
    <Provider store={store}>
      <AppThemeProvider>
        <SlotProvider slots={slots}>
          {children}
          <Toaster />
        </SlotProvider>
      </AppThemeProvider>
    </Provider>
  );
}

/**
 * Renders `ui` at `route` with a real store, the theme, the toaster and a memory
 * router (`ui` answers every path not in `routes`). Fake the network with `installFakeNetwork()` before calling this.
 */
export function renderWithProviders(ui: ReactElement, options: RenderWithProvidersOptions = {}) {
  const { route = '/', routes = {}, slices, listeners, slots, ...renderOptions } = options;
  const store = options.store ?? configureAppStore({ slices, listeners });
  let current: Location | undefined;
  const user = userEvent.setup();
  const result = render(
    <TestProviders store={store} slots={slots}>
      <MemoryRouter initialEntries={[route]}>
        <Routes>
          {Object.entries(routes).map(([path, element]) => (
            <Route key={path} path={path} element={element} />
          ))}
          <Route path="*" element={ui} />
        </Routes>
        <LocationProbe onLocation={(location) => (current = location)} />
      </MemoryRouter>
    </TestProviders>,
    renderOptions,
  );
  /** Path + query string of the current location. */
  const location = () => `${current?.pathname ?? ''}${current?.search ?? ''}`;
  return { ...result, store, user, location };
}

/**
 * `renderWithProviders` once the signed-in user is known, as the app shows a member page
 * (its gate waits for the session check): a page that reads the user's zone (the
 * journal's "today") starts from it, whatever the machine's own zone and hour.
 */
export async function renderSignedIn(ui: ReactElement, options: RenderWithProvidersOptions = {}) {
  const store =
    options.store ?? configureAppStore({ slices: options.slices, listeners: options.listeners });
  await store.dispatch(sessionApi.endpoints.getCurrentUser.initiate());
  return renderWithProviders(ui, { ...options, store });
}
