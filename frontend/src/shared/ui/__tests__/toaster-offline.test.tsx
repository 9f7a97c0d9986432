import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, jest } from '@jest/globals';
import { installFakeNetwork, renderWithProviders } from '../../testing';
import { useToast } from '../toast';

// The toast's own chunk cannot be fetched (offline, the server away).
jest.mock('../toast/toast-view', () => {
  throw new TypeError('Failed to fetch dynamically imported module');
});

function ToastButtons() {
  const { toast } = useToast();
  return (
    <>
      <button
        onClick={() =>
          toast({
            title: 'Error',
            description: 'Failed to create goals. Please try again.',
            variant: 'destructive',
          })
        }
      >
        Fail
      </button>
      <button onClick={() => toast({ title: 'Progress updated' })}>Succeed</button>
    </>
  );
}

beforeEach(() => {
  installFakeNetwork();
  jest.spyOn(console, 'warn').mockImplementation(() => {});
});

describe('Toaster without its chunk', () => {
  it("still says each toast's own words, one after another, in its own tone", async () => {
    const { user } = renderWithProviders(<ToastButtons />);
    await user.click(screen.getByRole('button', { name: 'Fail' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Error');
    expect(alert).toHaveTextContent('Failed to create goals. Please try again.');
    await user.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());

    // The next toast shows (closing the first did not hide every later one), and a
    // success without a description is not dressed as a failure.
    await user.click(screen.getByRole('button', { name: 'Succeed' }));
    const status = await screen.findByRole('status');
    expect(status).toHaveTextContent('Progress updated');
    expect(status).not.toHaveTextContent('could not reach');
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
