import { act, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from '@jest/globals';
import { installFakeNetwork, makeUser, renderWithProviders } from '../../testing';
import {
  selectSessionLost,
  selectSessionTakenElsewhere,
  SIGNED_IN_KEY,
  signedInElsewhereListener,
  useCurrentUser,
} from '..';

function Greeting() {
  const user = useCurrentUser();
  return <p>{user ? `Hello ${user.id}` : 'Nobody yet'}</p>;
}

/** What another tab's write to localStorage looks like to this one. */
function otherTabWrites(value: string | null) {
  act(() => {
    window.dispatchEvent(new StorageEvent('storage', { key: SIGNED_IN_KEY, newValue: value }));
  });
}

beforeEach(() => localStorage.clear());

describe('a session taken over in another tab', () => {
  it('notes whose session this tab holds, and marks it lost when another tab signs in as someone else', async () => {
    installFakeNetwork({
      'GET /api/auth/user': { status: 200, body: makeUser({ id: 'user-a' }) },
    });
    const { store } = renderWithProviders(<Greeting />, { listeners: [signedInElsewhereListener] });
    expect(await screen.findByText('Hello user-a')).toBeInTheDocument();
    expect(localStorage.getItem(SIGNED_IN_KEY)).toBe('user-a');
    const lost = () => selectSessionLost(store.getState() as never);

    otherTabWrites('user-a'); // the same person signing in again elsewhere: nothing changes
    otherTabWrites(null); // storage cleared: not a sign-in
    expect(lost()).toBe(false);

    otherTabWrites('user-b');
    expect(lost()).toBe(true);
    // Said as what it is (the dialog's text), not as a sign-out.
    expect(selectSessionTakenElsewhere(store.getState() as never)).toBe(true);
    // The page stays as it was behind the dialog.
    expect(screen.getByText('Hello user-a')).toBeInTheDocument();
  });
});
