import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, jest } from '@jest/globals';
import { Suspense, useState } from 'react';
import { lazyWithFallback, UnavailableNotice } from '../lazy-with-fallback';

function Real({ name }: { name: string }) {
  return <p>Loaded {name}</p>;
}

describe('lazyWithFallback', () => {
  it('shows the fallback when the chunk cannot load, and tries again on the next mount', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    const load = jest
      .fn<() => Promise<{ default: typeof Real }>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValue({ default: Real });
    const Part = lazyWithFallback(load, function Fallback({ name }: { name: string }) {
      return <UnavailableNotice title={`No ${name}`} />;
    });
    function Host() {
      const [shown, setShown] = useState(true);
      return (
        <>
          <button onClick={() => setShown((s) => !s)}>Toggle</button>
          <Suspense fallback={null}>{shown ? <Part name="wizard" /> : null}</Suspense>
        </>
      );
    }
    const user = userEvent.setup();
    render(<Host />);
    const notice = await screen.findByRole('alert');
    expect(notice).toHaveTextContent('No wizard');
    expect(notice).toHaveTextContent('Check your connection and try again.');
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('alert')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Toggle' }));
    await user.click(screen.getByRole('button', { name: 'Toggle' }));
    expect(await screen.findByText('Loaded wizard')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
    warn.mockRestore();
  });
});
