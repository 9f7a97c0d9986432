/**
 * Update Goal: a sub-category typed in 'New sub-category' but not added was dropped by Save
 * Update (or Enter in another field), and the dialog closed on it (review r9-writes,
 * finding 3). Save adds it first, as Add would, and saves it with the rest.
 */
import { act, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, jest } from '@jest/globals';
import {
  installFakeNetwork,
  makeUser,
  renderWithProviders,
  signedInAs,
  type FakeNetwork,
} from '../../../shared/testing';
import { baseApi } from '../../../shared/api';
import { goalsFeature } from '../index';
import GoalsPage from '../pages/goals-page';
import type { Goal } from '../model/types';
import { makeGoal } from './fixtures';

jest.setTimeout(60_000);

let network: FakeNetwork;
const user0 = makeUser();

beforeEach(() => {
  network = installFakeNetwork(signedInAs(user0));
});

const items = (...names: string[]) => names.map((name) => ({ name, completed: false }));

/**
 * The goals page with one checklist goal, its Update dialog open. The server keeps the goal:
 * a PATCH answered changes it (`failures`: how many PATCHes first answer 500); `server.goal`
 * may be set as another tab's save would.
 */
async function openUpdate(goal: Goal, failures = 0) {
  const server = { goal };
  network.on('GET /api/goals', () => ({ body: [server.goal] }));
  network.on(`PATCH /api/goals/${goal.id}`, (req) => {
    if (failures-- > 0)
      return { status: 500, body: { statusCode: 500, message: 'Internal server error' } };
    server.goal = makeGoal({
      ...server.goal,
      ...(req.body as object),
      version: server.goal.version + 1,
    });
    return { body: server.goal };
  });
  const rendered = renderWithProviders(<GoalsPage />, {
    route: '/goals',
    slices: goalsFeature.slices,
    listeners: goalsFeature.listeners ?? [],
  });
  const card = await screen.findByRole('article', { name: goal.title });
  await rendered.user.click(within(card).getByRole('button', { name: 'Update' }));
  const dialog = await screen.findByRole('dialog', { name: `Update: ${goal.title}` });
  return { ...rendered, dialog, server };
}

const patches = (id: string) => network.callsTo(`PATCH /api/goals/${id}`);
const sentItems = (id: string, n: number) =>
  (patches(id)[n]!.body as { subcategories: unknown }).subcategories;

describe('Update Goal with a sub-category typed but not added', () => {
  it('Save Update adds it and saves it; after a failed save it stays in the list, sent once', async () => {
    const goal = makeGoal({
      id: 's',
      title: 'Wedding',
      trackingType: 'subcategory',
      subcategories: items('Send invitations'),
    });
    const { user, dialog } = await openUpdate(goal, 1);
    const field = within(dialog).getByRole('textbox', { name: 'New sub-category' });
    await user.type(field, '  Book the venue  ');
    await user.click(within(dialog).getByRole('button', { name: 'Save Update' }));
    await waitFor(() => expect(patches('s')).toHaveLength(1));
    expect(sentItems('s', 0)).toEqual(items('Send invitations', 'Book the venue'));
    // The save failed: the dialog stays, the item in the list and no longer in the field.
    expect(await within(dialog).findByRole('alert')).toBeInTheDocument();
    expect(within(dialog).getByRole('checkbox', { name: 'Book the venue' })).toBeInTheDocument();
    expect(field).toHaveValue('');
    await user.click(within(dialog).getByRole('button', { name: 'Save Update' }));
    await waitFor(() => expect(patches('s')).toHaveLength(2));
    expect(sentItems('s', 1)).toEqual(items('Send invitations', 'Book the venue'));
    expect(await screen.findByText('Progress updated')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('Enter in another field saves it too; a blank field adds nothing', async () => {
    const goal = makeGoal({
      id: 't',
      title: 'Garden',
      trackingType: 'subcategory',
      subcategories: items('Dig'),
    });
    const { user, dialog } = await openUpdate(goal);
    await user.type(
      within(dialog).getByRole('textbox', { name: 'New sub-category' }),
      'Plant roses',
    );
    await user.click(within(dialog).getByRole('tab', { name: 'Categorize' }));
    await user.type(
      within(dialog).getByRole('textbox', { name: 'Next action' }),
      'Buy seeds{Enter}',
    );
    await waitFor(() => expect(patches('t')).toHaveLength(1));
    expect(patches('t')[0]!.body).toMatchObject({
      nextAction: 'Buy seeds',
      subcategories: items('Dig', 'Plant roses'),
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    // Only spaces in the field: nothing to add, as Add would not.
    const card = screen.getByRole('article', { name: 'Garden' });
    await user.click(within(card).getByRole('button', { name: 'Update' }));
    const dialog2 = await screen.findByRole('dialog', { name: 'Update: Garden' });
    expect(within(dialog2).getByRole('checkbox', { name: 'Plant roses' })).toBeInTheDocument();
    await user.type(within(dialog2).getByRole('textbox', { name: 'New sub-category' }), '   ');
    await user.click(within(dialog2).getByRole('button', { name: 'Save Update' }));
    await waitFor(() => expect(patches('t')).toHaveLength(2));
    expect(sentItems('t', 1)).toEqual(items('Dig', 'Plant roses'));
  });

  it('with no room left for it, Save is refused at the field, which takes the keyboard', async () => {
    const rooms = Array.from({ length: 99 }, (_, i) => `Room ${i + 1}`);
    const goal = makeGoal({
      id: 'r',
      title: 'Renovate',
      trackingType: 'subcategory',
      subcategories: items(...rooms),
    });
    const { user, store, dialog, server } = await openUpdate(goal);
    const field = within(dialog).getByRole('textbox', { name: 'New sub-category' });
    await user.type(field, 'Attic');
    // Another tab fills the goal meanwhile: the dialog moves onto that version.
    server.goal = { ...goal, version: 2, subcategories: items(...rooms, 'Room 100') };
    act(() => {
      store.dispatch(baseApi.util.invalidateTags(['Goal']));
    });
    const message =
      'A goal has 100 sub-categories at most. Remove one to add this one, or clear the field.';
    expect(await within(dialog).findByText(message)).toBeInTheDocument();
    expect(field).toBeEnabled(); // the name can still be cleared
    expect(field).toHaveAttribute('aria-invalid', 'true');

    // From another tab of the dialog: Save goes back to the field and sends nothing.
    await user.click(within(dialog).getByRole('tab', { name: 'Categorize' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save Update' }));
    const back = await within(dialog).findByRole('textbox', { name: 'New sub-category' });
    await waitFor(() => expect(back).toHaveFocus());
    expect(back).toHaveValue('Attic');
    expect(back).toHaveAccessibleDescription(message);
    expect(within(dialog).getByRole('tab', { name: 'Progress' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    // On Progress, Save does the same.
    await user.click(within(dialog).getByRole('button', { name: 'Save Update' }));
    await waitFor(() => expect(back).toHaveFocus());
    expect(patches('r')).toHaveLength(0);
    expect(screen.getByRole('dialog', { name: 'Update: Renovate' })).toBeInTheDocument();

    // Cleared, the field turns off and the keyboard goes to the last Remove; Save then saves.
    await user.clear(back);
    expect(back).toBeDisabled();
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: 'Remove Room 100' })).toHaveFocus(),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Save Update' }));
    await waitFor(() => expect(patches('r')).toHaveLength(1));
    expect(sentItems('r', 0)).toEqual(items(...rooms, 'Room 100'));
  });
});
