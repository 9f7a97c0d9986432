import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, jest } from '@jest/globals';
import { useState } from 'react';
import { GuardedDialog } from '../guarded-dialog';
import { useUnsavedChanges } from '../unsaved-changes';

function Form({ onCancel }: { onCancel: () => void }) {
  const [text, setText] = useState('');
  useUnsavedChanges(text !== '');
  return (
    <>
      <label>
        Name
        <input value={text} onChange={(e) => setText(e.target.value)} />
      </label>
      <button onClick={onCancel}>Cancel</button>
    </>
  );
}

function Host({ onClosed }: { onClosed: () => void }) {
  const [open, setOpen] = useState(true);
  const close = () => {
    onClosed();
    setOpen(false);
  };
  return (
    <GuardedDialog open={open} onClose={close} aria-label="Add Value">
      {open ? <Form onCancel={close} /> : null}
    </GuardedDialog>
  );
}

/** Whether a reload now would ask the browser's 'Leave site?' question. */
function reloadAsks(): boolean {
  const event = new Event('beforeunload', { cancelable: true });
  window.dispatchEvent(event);
  return event.defaultPrevented;
}

describe('GuardedDialog', () => {
  it('closes on Escape at once while nothing is typed', async () => {
    const onClosed = jest.fn();
    const user = userEvent.setup();
    render(<Host onClosed={onClosed} />);
    expect(reloadAsks()).toBe(false);
    await user.keyboard('{Escape}');
    expect(onClosed).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('asks before Escape throws typing away: Keep Editing keeps it, Discard closes', async () => {
    const onClosed = jest.fn();
    const user = userEvent.setup();
    render(<Host onClosed={onClosed} />);
    await user.type(screen.getByLabelText('Name'), 'Courage');
    expect(reloadAsks()).toBe(true);
    await user.keyboard('{Escape}');
    const question = await screen.findByRole('dialog', { name: 'Discard your changes?' });
    expect(question).toHaveTextContent('What you typed here has not been saved yet.');
    expect(screen.getByRole('button', { name: 'Keep Editing' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Keep Editing' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Discard your changes?' })).toBeNull(),
    );
    expect(onClosed).not.toHaveBeenCalled();
    expect(screen.getByLabelText('Name')).toHaveValue('Courage');

    await user.keyboard('{Escape}');
    await user.click(await screen.findByRole('button', { name: 'Discard' }));
    await waitFor(() => expect(onClosed).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(reloadAsks()).toBe(false);
  });

  it('gives the focus back to the button that opened the form after Discard', async () => {
    const user = userEvent.setup();
    function Page() {
      const [open, setOpen] = useState(false);
      return (
        <>
          <button onClick={() => setOpen(true)}>Add Value</button>
          <GuardedDialog open={open} onClose={() => setOpen(false)} aria-label="Add Value">
            {open ? <Form onCancel={() => setOpen(false)} /> : null}
          </GuardedDialog>
        </>
      );
    }
    render(<Page />);
    await user.click(screen.getByRole('button', { name: 'Add Value' }));
    await user.type(await screen.findByLabelText('Name'), 'Courage');
    await user.keyboard('{Escape}');
    await user.click(await screen.findByRole('button', { name: 'Discard' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(screen.getByRole('button', { name: 'Add Value' })).toHaveFocus());
  });

  it("closes at once on the form's own Cancel, typed or not", async () => {
    const onClosed = jest.fn();
    const user = userEvent.setup();
    render(<Host onClosed={onClosed} />);
    await user.type(screen.getByLabelText('Name'), 'Courage');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onClosed).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog', { name: 'Discard your changes?' })).toBeNull();
    expect(reloadAsks()).toBe(false);
  });

  it('ignores Escape while a save is on its way, instead of asking to discard it', async () => {
    const onClosed = jest.fn();
    const user = userEvent.setup();
    const { rerender } = render(
      <GuardedDialog open unsaved busy onClose={onClosed} aria-label="Set a Goal">
        <p>Creating...</p>
      </GuardedDialog>,
    );
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Discard your changes?' })).toBeNull();
    expect(onClosed).not.toHaveBeenCalled();
    rerender(
      <GuardedDialog open unsaved busy={false} onClose={onClosed} aria-label="Set a Goal">
        <p>Failed: try again</p>
      </GuardedDialog>,
    );
    await user.keyboard('{Escape}');
    expect(await screen.findByRole('dialog', { name: 'Discard your changes?' })).toBeVisible();
  });

  it('takes the unsaved state from its own prop too', async () => {
    const onClosed = jest.fn();
    const user = userEvent.setup();
    render(
      <GuardedDialog open unsaved onClose={onClosed} aria-label="Edit Goal">
        <p>Edited</p>
      </GuardedDialog>,
    );
    await user.keyboard('{Escape}');
    expect(await screen.findByRole('dialog', { name: 'Discard your changes?' })).toBeVisible();
    expect(onClosed).not.toHaveBeenCalled();
  });
});

describe('useUnsavedChanges outside a dialog', () => {
  it('makes a reload ask while the form holds changes', async () => {
    const user = userEvent.setup();
    function Profile() {
      const [text, setText] = useState('');
      useUnsavedChanges(text !== '');
      return (
        <input aria-label="First name" value={text} onChange={(e) => setText(e.target.value)} />
      );
    }
    const { unmount } = render(<Profile />);
    expect(reloadAsks()).toBe(false);
    await user.type(screen.getByLabelText('First name'), 'Ada');
    expect(reloadAsks()).toBe(true);
    unmount();
    expect(reloadAsks()).toBe(false);
  });
});
