/**
 * A date the browser cannot read (a day and a month typed, no year) reaches the page as ''
 * with `validity.badInput` set: it was saved as "no date" and the deadline lost without a
 * word. jsdom has no half-typed dates, so the field's validity is set as a browser sets it.
 */
import { act, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, jest } from '@jest/globals';
import { goalWizardRequested } from '../../../shared/events';
import {
  installFakeNetwork,
  makeUser,
  renderWithProviders,
  signedInAs,
  type FakeNetwork,
} from '../../../shared/testing';
import { goalsFeature } from '../index';
import GoalsOverlays from '../components/goals-overlays';
import GoalsPage from '../pages/goals-page';
import { makeGoal } from './fixtures';

jest.setTimeout(60_000);

let network: FakeNetwork;
const user0 = makeUser();

beforeEach(() => {
  network = installFakeNetwork(signedInAs(user0));
});

const render = (ui: React.ReactElement, route = '/') =>
  renderWithProviders(ui, {
    route,
    slices: goalsFeature.slices,
    listeners: goalsFeature.listeners ?? [],
  });

/** The field as a browser has it with half a date typed in: value '', badInput true. */
function halfTyped(input: HTMLElement) {
  const validity = { badInput: true, valid: false };
  Object.defineProperty(input, 'validity', { configurable: true, get: () => validity });
  return {
    /** The user clears what was typed: '' again, and nothing the browser cannot read. */
    cleared() {
      validity.badInput = false;
      validity.valid = true;
    },
  };
}

describe('a half-typed date', () => {
  it('Edit Goal names it at the field and sends nothing; cleared, the goal saves with no date', async () => {
    const goal = makeGoal({ id: 'a', title: 'Run a marathon', targetDate: null });
    network.on('GET /api/goals', { body: [goal] });
    network.on('PATCH /api/goals/a', (req) => ({
      body: { ...goal, ...(req.body as object), version: 2 },
    }));
    const { user } = render(<GoalsPage />, '/goals');
    const card = await screen.findByRole('article', { name: 'Run a marathon' });
    await user.click(within(card).getByRole('button', { name: 'Goal actions' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Edit Goal' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Goal' });
    const date = within(dialog).getByLabelText('Target date');
    // Typed into an empty field: the value stays '', so no change event reaches React.
    const typing = halfTyped(date);
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    expect(date).toHaveAccessibleDescription('Enter a full date, or clear the field.');
    expect(date).toHaveAttribute('aria-invalid', 'true');
    expect(date).toHaveFocus();
    // Enter in another field is refused the same way.
    await user.type(within(dialog).getByRole('textbox', { name: 'Next action' }), '{Enter}');
    expect(network.callsTo('PATCH /api/goals/a')).toHaveLength(0);
    expect(screen.getByRole('dialog', { name: 'Edit Goal' })).toBeInTheDocument();

    typing.cleared();
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(network.callsTo('PATCH /api/goals/a')).toHaveLength(1));
    const [call] = network.callsTo('PATCH /api/goals/a');
    expect(call!.body).toMatchObject({ targetDate: null });
  });

  it('Edit Goal names a stored date that was half deleted (the value went to "")', async () => {
    const goal = makeGoal({ id: 'a', title: 'Run a marathon', targetDate: '2026-10-04' });
    network.on('GET /api/goals', { body: [goal] });
    const { user } = render(<GoalsPage />, '/goals');
    const card = await screen.findByRole('article', { name: 'Run a marathon' });
    await user.click(within(card).getByRole('button', { name: 'Goal actions' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Edit Goal' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Goal' });
    const date = within(dialog).getByLabelText('Target date');
    halfTyped(date);
    // The year deleted: the browser's value goes from the date to '', a change React sees.
    await user.clear(date);
    expect(date).toHaveAccessibleDescription('Enter a full date, or clear the field.');
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    expect(network.callsTo('PATCH /api/goals/a')).toHaveLength(0);
  });

  it('the wizard waits at its date step; cleared, the goal is created with no date', async () => {
    network.on('POST /api/goals', (req) => ({
      status: 201,
      body: makeGoal({ id: 'new', ...(req.body as object) }),
    }));
    const { user, store } = render(<GoalsOverlays />);
    act(() => {
      store.dispatch(goalWizardRequested());
    });
    const dialog = await screen.findByRole('dialog', { name: /Set a Goal/ });
    for (let i = 0; i < 2; i++)
      await user.click(within(dialog).getByRole('button', { name: 'Next' }));
    const date = within(dialog).getByLabelText('Target completion date');
    const typing = halfTyped(date);
    await user.click(within(dialog).getByRole('button', { name: 'Next' }));
    expect(within(dialog).getByText(/^Step 3 of 4/)).toBeInTheDocument();
    expect(date).toHaveAccessibleDescription('Enter a full date, or clear the field.');
    expect(date).toHaveAttribute('aria-invalid', 'true');
    expect(date).toHaveFocus();

    typing.cleared();
    await user.click(within(dialog).getByRole('button', { name: 'Next' }));
    expect(within(dialog).getByText(/^Step 4 of 4/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Create Goal' }));
    await waitFor(() => expect(network.callsTo('POST /api/goals')).toHaveLength(1));
    const [call] = network.callsTo('POST /api/goals');
    expect(call!.body).toMatchObject({ targetDate: null });
  });

  it('the wizard says it as the field is left, and stops saying it once cleared', async () => {
    const { user, store } = render(<GoalsOverlays />);
    act(() => {
      store.dispatch(goalWizardRequested());
    });
    const dialog = await screen.findByRole('dialog', { name: /Set a Goal/ });
    for (let i = 0; i < 2; i++)
      await user.click(within(dialog).getByRole('button', { name: 'Next' }));
    const date = within(dialog).getByLabelText('Target completion date');
    const typing = halfTyped(date);
    await user.click(date);
    await user.tab();
    expect(date).toHaveAccessibleDescription('Enter a full date, or clear the field.');
    typing.cleared();
    await user.click(date);
    await user.keyboard('{Backspace}');
    expect(date).not.toHaveAttribute('aria-invalid', 'true');
    expect(within(dialog).queryByText('Enter a full date, or clear the field.')).toBeNull();
  });
});
