import { act, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, jest } from '@jest/globals';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import { useState } from 'react';
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

  it('says a success toast in a live region that was on the page before it, empty', async () => {
    const { user, store } = renderWithProviders(<ToastButtons />);
    // Before any toast: there, polite, empty, and not the toast itself.
    const live = document.body.querySelector('[aria-live="polite"]');
    expect(live).not.toBeNull();
    expect(live).toHaveAttribute('aria-atomic', 'true');
    expect(live).toHaveTextContent('');
    expect(live!.closest('[role]')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'First' }));
    expect(live).toHaveTextContent('Draft Restored.');
    // The toast drawn is not a second live region saying it again.
    const toast = await screen.findByRole('status');
    expect(toast).toHaveTextContent('Draft Restored');
    expect(toast).toHaveAttribute('aria-live', 'off');
    expect(live!.contains(toast)).toBe(false);
    // A search for the title finds the toast alone.
    expect(screen.getByText('Draft Restored')).toBeInTheDocument();

    // The same region says the next one, title and description as one sentence.
    act(() => {
      store.dispatch(
        toastShown({ title: 'Value added', description: '"Courage" is now one of your values.' }),
      );
    });
    expect(document.body.querySelector('[aria-live="polite"]')).toBe(live);
    expect(live).toHaveTextContent('Value added. "Courage" is now one of your values.');

    // Errors are the toast's own alert, not said twice.
    await user.click(screen.getByRole('button', { name: 'Second' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Login failed');
    expect(live).toHaveTextContent('');
  });

  it('keeps the live region readable while a dialog hides the rest of the page', async () => {
    function WithDialog() {
      const [open, setOpen] = useState(false);
      const { toast } = useToast();
      return (
        <>
          <Button onClick={() => setOpen(true)}>Open</Button>
          <Dialog open={open}>
            <Button
              onClick={() => {
                setOpen(false);
                toast({ title: 'Value added' });
              }}
            >
              Save
            </Button>
          </Dialog>
        </>
      );
    }
    const { user, container } = renderWithProviders(<WithDialog />);
    const live = document.body.querySelector('[aria-live="polite"]')!;
    await user.click(screen.getByRole('button', { name: 'Open' }));
    const dialog = await screen.findByRole('dialog');
    // MUI hides every other child of <body> from screen readers while the dialog is open...
    expect(container).toHaveAttribute('aria-hidden', 'true');
    // ...but not the region the toasts are said in.
    await waitFor(() => expect(live).not.toHaveAttribute('aria-hidden'));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(live).toHaveTextContent('Value added.');
    expect(live).not.toHaveAttribute('aria-hidden');
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
