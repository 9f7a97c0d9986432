import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { act, render, screen } from '@testing-library/react';
import { startTransition, Suspense, type ComponentType } from 'react';
import { Provider } from 'react-redux';
import { sessionApi } from '../../session/session-api';
import { configureAppStore } from '../../store/configure-app-store';
import { deferred, installFakeNetwork, makeUser } from '../../testing';
import { lazyPreloadable } from '../lazy-preloadable';
import { SLOT_DATA_WAIT_MS, startSlotContributions } from '../slot-data';
import { Slot, SlotProvider, type SlotRegistry } from '../slots';

/** A store whose session names a user (each test its own: the starts are kept per user). */
async function signedInStore(id: string) {
  const user = makeUser({ id });
  installFakeNetwork({ 'GET /api/auth/user': { status: 200, body: user } });
  const store = configureAppStore();
  await store.dispatch(sessionApi.endpoints.getCurrentUser.initiate());
  return { store, user };
}

function widget(text: string) {
  return lazyPreloadable(() =>
    Promise.resolve({ default: (() => <p>{text}</p>) as ComponentType }),
  );
}

/** A slot that suspends its page, rendered as the signed-in app renders it: a transition. */
async function renderPage(store: ReturnType<typeof configureAppStore>, slots: SlotRegistry) {
  await act(async () =>
    startTransition(
      () =>
        void render(
          <Provider store={store}>
            <SlotProvider slots={slots}>
              <Suspense fallback={<p>Loading page</p>}>
                <Slot name="dashboard.main" suspendHost />
              </Suspense>
            </SlotProvider>
          </Provider>,
        ),
    ),
  );
}

afterEach(() => {
  jest.useRealTimers();
});

describe('a slot that suspends its host, with data to wait for', () => {
  it('shows its widgets only once their data has arrived, asked for once', async () => {
    const { store, user } = await signedInStore('user-data-arrives');
    const answer = deferred<void>();
    const prefetch = jest.fn((_dispatch: unknown, _user: unknown) => answer.promise);
    const slots: SlotRegistry = {
      'dashboard.main': [{ id: 'stats', Component: widget('Stats'), prefetch }],
    };
    // The app starts the slot as soon as the session is known (the member-page listener),
    // before the page renders; the slot then waits on the same start.
    void startSlotContributions(
      'dashboard.main',
      slots['dashboard.main'] ?? [],
      store.dispatch,
      user,
    );
    await renderPage(store, slots); // the code has arrived; the data has not
    expect(screen.queryByText('Stats')).toBeNull();

    await act(async () => answer.resolve());
    expect(await screen.findByText('Stats')).toBeTruthy();
    expect(prefetch).toHaveBeenCalledTimes(1);
    expect(prefetch).toHaveBeenCalledWith(store.dispatch, user);
  });

  it(`does not hold the page longer than ${SLOT_DATA_WAIT_MS} ms for slow data`, async () => {
    const { store } = await signedInStore('user-slow-data');
    jest.useFakeTimers();
    const slots: SlotRegistry = {
      'dashboard.main': [
        { id: 'stats', Component: widget('Stats'), prefetch: () => new Promise(() => {}) },
      ],
    };
    await renderPage(store, slots);
    expect(screen.queryByText('Stats')).toBeNull();

    await act(async () => jest.advanceTimersByTime(SLOT_DATA_WAIT_MS - 1));
    expect(screen.queryByText('Stats')).toBeNull();
    await act(async () => jest.advanceTimersByTime(1));
    expect(screen.getByText('Stats')).toBeTruthy();
  });
});
