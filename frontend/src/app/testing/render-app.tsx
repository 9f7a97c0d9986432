import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, type Location } from 'react-router-dom';
import { LocationProbe } from '../../shared/testing/location-probe';
import { AppProviders } from '../providers';
import { AppRoutes } from '../router';
import { makeStore } from '../store';

/**
 * The whole app (real routes, real store, every feature) at `url`, in a memory router.
 * Fake the network with `installFakeNetwork()` first.
 */
export function renderApp(url = '/') {
  const store = makeStore();
  let current: Location | undefined;
  const user = userEvent.setup();
  const result = render(
    <AppProviders store={store}>
      <MemoryRouter initialEntries={[url]}>
        <AppRoutes />
        <LocationProbe onLocation={(location) => (current = location)} />
      </MemoryRouter>
    </AppProviders>,
  );
  /** Path + query string of the current location. */
  const location = () => `${current?.pathname ?? ''}${current?.search ?? ''}`;
  return { ...result, store, user, location };
}
