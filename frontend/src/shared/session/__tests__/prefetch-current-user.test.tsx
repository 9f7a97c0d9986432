import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from '@jest/globals';
import { configureAppStore } from '../../store/configure-app-store';
import { installFakeNetwork, renderWithProviders, signedInAs } from '../../testing';
import { prefetchCurrentUser, useCurrentUser } from '..';

function Greeting() {
  const user = useCurrentUser();
  return <p>{user ? `Hello ${user.firstName}` : 'Nobody yet'}</p>;
}

describe('prefetchCurrentUser (sent as the app makes its store)', () => {
  it('asks who is signed in before anything renders, and the session hook asks no more', async () => {
    const network = installFakeNetwork(signedInAs());
    const store = configureAppStore({});
    void prefetchCurrentUser(store.dispatch);
    // Out before anything renders ...
    await waitFor(() => expect(network.callsTo('GET /api/auth/user')).toHaveLength(1));
    renderWithProviders(<Greeting />, { store });
    expect(await screen.findByText('Hello Ada')).toBeInTheDocument();
    // ... and the hook used it instead of asking again.
    expect(network.callsTo('GET /api/auth/user')).toHaveLength(1);
  });
});
