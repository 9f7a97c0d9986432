import { act, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, jest } from '@jest/globals';
import Button from '@mui/material/Button';
import { installFakeNetwork, renderWithProviders } from '../../testing';
import { sessionLost, sessionRestored } from '../../session/session-slice';
import { TOAST_DURATION_MS, toastShown } from '../toast';
import { useToast } from '../toast';

function ToastButtons() {
  const { toast } = useToast();
  return (
    <>
      <Button onClick={() => toast({ title: 'Draft Restored' })}>First</Button>
      <Button
        onClick={() =>
          toast({
            title: 'Login failed',
            description: 'Invalid email or password',
            variant: 'destructive',
          })
        }
      >
        Second
      </Button>
    </>
  );
}

beforeEach(() => {
  installFakeNetwork();
});

describe('Toaster', () => {
  it('shows at most one toast: a new one replaces the old', async () => {
    const { user } = renderWithProviders(<ToastButtons />);
    await user.click(screen.getByRole('button', { name: 'First' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Draft Restored');

    await user.click(screen.getByRole('button', { name: 'Second' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Login failed');
    expect(alert).toHaveTextContent('Invalid email or password');
    await waitFor(() => expect(screen.queryByText('Draft Restored')).not.toBeInTheDocument());
    expect(screen.getAllByRole('alert')).toHaveLength(1);
  });

  it("keeps a failed request's error toast out from behind the session-ended dialog", async () => {
    const { user, store } = renderWithProviders(<ToastButtons />);
    await user.click(screen.getByRole('button', { name: 'Second' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Login failed');
    act(() => {
      store.dispatch(sessionLost()); // a 401 while signed in: the dialog asks to sign in
    });
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
    await user.click(screen.getByRole('button', { name: 'Second' }));
    expect(screen.queryByRole('alert')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'First' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Draft Restored');
    act(() => {
      store.dispatch(sessionRestored());
    });
    await user.click(screen.getByRole('button', { name: 'Second' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Login failed');
  });

  it('can be closed', async () => {
    const { user } = renderWithProviders(<ToastButtons />);
    await user.click(screen.getByRole('button', { name: 'First' }));
    const toast = await screen.findByRole('status');
    await user.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(toast).not.toBeInTheDocument());
  });

  it(`hides itself after ${TOAST_DURATION_MS} ms by default`, async () => {
    const { store } = renderWithProviders(<p>page</p>);
    act(() => {
      store.dispatch(toastShown({ title: 'Progress updated' }));
    });
    expect(await screen.findByText('Progress updated')).toBeInTheDocument();
    expect(store.getState().toast.current?.duration).toBe(5000);

    jest.useFakeTimers();
    act(() => {
      store.dispatch(toastShown({ title: 'Goal deleted' }));
    });
    act(() => {
      jest.advanceTimersByTime(TOAST_DURATION_MS + 50);
    });
    expect(store.getState().toast.open).toBe(false);
    jest.useRealTimers();
  });
});
