import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from '@jest/globals';
import { installFakeNetwork, makeUser, renderWithProviders } from '../../testing';
import { sessionApi, useCurrentUser, useReadAgainOnNewDay } from '..';

function Page() {
  useReadAgainOnNewDay();
  const user = useCurrentUser();
  return <p>{user ? `Zone ${user.timezone}` : 'Nobody yet'}</p>;
}

describe('useReadAgainOnNewDay', () => {
  it("reads the user (streak) again when the user's day changes, once, and not on the first day", async () => {
    // A zone whose date differs from UTC's at this hour.
    const other = new Date().getUTCHours() >= 12 ? 'Pacific/Kiritimati' : 'Etc/GMT+12';
    let zone = 'UTC';
    const network = installFakeNetwork({
      'GET /api/auth/user': () => ({ status: 200, body: makeUser({ timezone: zone }) }),
    });
    const { store } = renderWithProviders(<Page />);
    expect(await screen.findByText('Zone UTC')).toBeInTheDocument();
    expect(network.callsTo('GET /api/auth/user')).toHaveLength(1);
    // The profile's zone moves to another day (as midnight would).
    zone = other;
    act(() => {
      store.dispatch(
        sessionApi.util.updateQueryData('getCurrentUser', undefined, (u) => {
          if (u) u.timezone = other;
        }),
      );
    });
    await waitFor(() => expect(network.callsTo('GET /api/auth/user')).toHaveLength(2));
    expect(await screen.findByText(`Zone ${other}`)).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(network.callsTo('GET /api/auth/user')).toHaveLength(2);
  });
});
