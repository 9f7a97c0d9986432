import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from '@jest/globals';
import { installFakeNetwork, makeUser, renderWithProviders } from '../../testing';
import {
  forgetSession,
  selectSessionLost,
  selectSessionTakenElsewhere,
  sessionApi,
  sessionLostListener,
  useSession,
} from '..';

const ada = makeUser({ id: 'user-ada' });
const unauthorized = {
  status: 401,
  body: { statusCode: 401, message: 'Not signed in', error: 'Unauthorized' },
};

function Who() {
  const session = useSession();
  return <p>{session.user ? `Signed in as ${session.user.id}` : session.status}</p>;
}

function render() {
  const view = renderWithProviders(<Who />, { listeners: [sessionLostListener] });
  const state = () => view.store.getState() as never;
  /** Any read again of the user (a new day's, one after a write, the dialog's sign-in). */
  const readAgain = () =>
    act(() => {
      void view.store.dispatch(
        sessionApi.endpoints.getCurrentUser.initiate(undefined, {
          forceRefetch: true,
          subscribe: false,
        }),
      );
    });
  return {
    ...view,
    lost: () => selectSessionLost(state()),
    takenElsewhere: () => selectSessionTakenElsewhere(state()),
    readAgain,
  };
}

describe('GET /api/auth/user answering 401 (review r9-writes, item 1)', () => {
  it('on the first check of a page: nobody is signed in, nothing is lost', async () => {
    const network = installFakeNetwork({ 'GET /api/auth/user': unauthorized });
    const { lost } = render();
    expect(await screen.findByText('signedOut')).toBeInTheDocument();
    expect(network.callsTo('GET /api/auth/user')).toHaveLength(1);
    expect(lost()).toBe(false);
  });

  it('on a read again while a user is known: the user stays and the session is marked lost', async () => {
    const network = installFakeNetwork({ 'GET /api/auth/user': { status: 200, body: ada } });
    const { lost, takenElsewhere, readAgain } = render();
    expect(await screen.findByText('Signed in as user-ada')).toBeInTheDocument();

    network.on('GET /api/auth/user', unauthorized);
    readAgain();
    await waitFor(() => expect(network.callsTo('GET /api/auth/user')).toHaveLength(2));
    await waitFor(() => expect(lost()).toBe(true));
    expect(takenElsewhere()).toBe(false);
    // Still signed in as far as the page is concerned: the member gate keeps it mounted.
    expect(screen.getByText('Signed in as user-ada')).toBeInTheDocument();
  });

  it('after a sign-out in this tab: nobody again (the member pages go)', async () => {
    const network = installFakeNetwork({ 'GET /api/auth/user': { status: 200, body: ada } });
    const { store, lost, readAgain } = render();
    expect(await screen.findByText('Signed in as user-ada')).toBeInTheDocument();
    network.on('GET /api/auth/user', unauthorized);
    act(() => forgetSession(store.dispatch));
    expect(screen.getByText('signedOut')).toBeInTheDocument();
    readAgain();
    await waitFor(() => expect(network.callsTo('GET /api/auth/user')).toHaveLength(2));
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 20));
    });
    expect(screen.getByText('signedOut')).toBeInTheDocument();
    expect(lost()).toBe(false);
  });

  it("answering another user (another tab signed in as someone else): this tab's user stays, the session is taken elsewhere", async () => {
    const network = installFakeNetwork({ 'GET /api/auth/user': { status: 200, body: ada } });
    const { lost, takenElsewhere, readAgain } = render();
    expect(await screen.findByText('Signed in as user-ada')).toBeInTheDocument();

    network.on('GET /api/auth/user', { status: 200, body: makeUser({ id: 'user-bob' }) });
    readAgain();
    await waitFor(() => expect(lost()).toBe(true));
    expect(takenElsewhere()).toBe(true);
    expect(screen.getByText('Signed in as user-ada')).toBeInTheDocument();
  });
});
