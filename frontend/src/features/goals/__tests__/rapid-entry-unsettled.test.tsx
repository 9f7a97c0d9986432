/**
 * A save whose answer was lost may have made its goals (review r9-writes, finding 4). The
 * keys belong to one exact list, so an edit after it sent new keys and every goal was made
 * again. The list now waits, read-only, until a Retry with the same keys settles it.
 */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, jest } from '@jest/globals';
import { goalDraftsSettingKnown, rapidEntryRequested } from '../../../shared/events';
import {
  installFakeNetwork,
  makeUser,
  renderWithProviders,
  signedInAs,
  type FakeNetwork,
  type FakeRequest,
  type FakeResponse,
} from '../../../shared/testing';
import { goalsFeature } from '../index';
import GoalsOverlays from '../components/goals-overlays';
import { mayHaveLanded } from '../model/save-keys';
import type { Goal } from '../model/types';
import { makeGoal } from './fixtures';

jest.setTimeout(60_000);

const UNSETTLED =
  'We could not confirm that your goals were saved. Retry to finish saving before changing the list.';

let network: FakeNetwork;
const user0 = makeUser();
const saveKeys = `lodestar:${user0.id}:goals-save-keys`;

beforeEach(() => {
  network = installFakeNetwork(signedInAs(user0));
});

type Fate = 'made' | 'lost' | number;

/**
 * The batch route as the server keeps it: a key seen before answers its first result (or 422
 * with another body) and creates nothing. Each request with a new key takes the next fate:
 * 'made' makes the goals and answers them, 'lost' makes them and the answer is lost (the
 * network), a status refuses and makes nothing; without one left, 'made'.
 */
function batchServer(...fates: Fate[]) {
  const goals: Goal[] = [];
  const receipts = new Map<string, { body: string; answer: Goal[] }>();
  network.on('POST /api/goals/batch', (req: FakeRequest): FakeResponse => {
    const key = req.headers.get('Idempotency-Key')!;
    const body = JSON.stringify(req.body);
    const receipt = receipts.get(key);
    if (receipt) {
      if (receipt.body !== body) return { status: 422, body: { statusCode: 422 } };
      return { status: 201, body: receipt.answer };
    }
    const fate = fates.shift() ?? 'made';
    if (typeof fate === 'number') return { status: fate, body: { statusCode: fate } };
    const made = (req.body as { goals: { title: string }[] }).goals.map((g) =>
      makeGoal({ id: `g${goals.length}-${g.title}`, title: g.title }),
    );
    goals.push(...made);
    receipts.set(key, { body, answer: made });
    if (fate === 'lost') throw new TypeError('Failed to fetch'); // stored, the answer lost
    return { status: 201, body: made };
  });
  return { goals };
}

async function open(options: { keepDraft?: boolean } = {}) {
  const rendered = renderWithProviders(<GoalsOverlays />, {
    slices: goalsFeature.slices,
    listeners: goalsFeature.listeners ?? [],
  });
  // The draft's keys need the current user in the cache, as the app shell loads it.
  const { sessionApi } = await import('../../../shared/session');
  await rendered.store.dispatch(sessionApi.endpoints.getCurrentUser.initiate());
  act(() => {
    if (options.keepDraft === false)
      rendered.store.dispatch(goalDraftsSettingKnown({ keep: false }));
    rendered.store.dispatch(rapidEntryRequested());
  });
  const dialog = await screen.findByRole('dialog', { name: 'Rapid Goal Writing' });
  return { ...rendered, dialog };
}

async function reopen({ user, store, dialog }: Awaited<ReturnType<typeof open>>) {
  await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  act(() => {
    store.dispatch(rapidEntryRequested());
  });
  return screen.findByRole('dialog', { name: 'Rapid Goal Writing' });
}

const batchCalls = () => network.callsTo('POST /api/goals/batch');
const keyOf = (n: number) => batchCalls()[n]!.headers.get('Idempotency-Key');

/** The list waits for Retry: nothing in the dialog can change it. */
function expectLocked(dialog: HTMLElement, entries: string[]) {
  expect(within(dialog).getByRole('alert')).toHaveTextContent(UNSETTLED);
  expect(within(dialog).getByRole('textbox', { name: 'Write a goal' })).toBeDisabled();
  expect(within(dialog).getByRole('button', { name: 'Add' })).toBeDisabled();
  expect(within(dialog).getByRole('button', { name: 'Clear Draft' })).toBeDisabled();
  for (const entry of entries)
    expect(within(dialog).getByRole('button', { name: `Remove ${entry}` })).toBeDisabled();
  expect(within(dialog).getByText(`Goals written: ${entries.length}`)).toBeInTheDocument();
  expect(within(dialog).getByRole('button', { name: 'Retry' })).toBeEnabled();
  expect(within(dialog).queryByRole('button', { name: /^Save \d+ Goals$/ })).toBeNull();
}

describe('rapid goal writing after a save whose answer was lost', () => {
  it('keeps the list read-only until Retry sends the same key and body, and makes the goals once', async () => {
    const server = batchServer('lost');
    const opened = await open();
    const { user, dialog, unmount } = opened;
    const input = within(dialog).getByRole('textbox', { name: 'Write a goal' });
    await user.type(input, 'Swim the Channel{Enter}Learn Welsh{Enter}');
    await user.click(within(dialog).getByRole('button', { name: 'Save 2 Goals' }));
    await waitFor(() => expect(within(dialog).getByRole('alert')).toHaveTextContent(UNSETTLED));
    // The spec's toast still says it failed.
    expect(await screen.findByText('Failed to create goals. Please try again.')).toBeVisible();
    expect(server.goals).toHaveLength(2); // it landed all the same
    expectLocked(dialog, ['Swim the Channel', 'Learn Welsh']);
    // A list pasted into the field adds nothing.
    fireEvent.paste(input, { clipboardData: { getData: () => 'Learn Irish\nLearn Breton' } });
    expect(within(dialog).getByText('Goals written: 2')).toBeInTheDocument();
    // The prompts do not touch the list.
    await user.click(within(dialog).getByRole('button', { name: 'Next Prompt' }));
    // No word of the list in the record, only its digest.
    expect(localStorage.getItem(saveKeys)).not.toMatch(/swim|welsh/i);
    expect(JSON.parse(localStorage.getItem(saveKeys)!)).toMatchObject({ unsettled: true });

    // Closed and opened again: still waiting.
    const again = await reopen(opened);
    expectLocked(again, ['Swim the Channel', 'Learn Welsh']);
    // A reload: a new page, the draft and the record read from localStorage.
    unmount();
    const reloaded = await open();
    expectLocked(reloaded.dialog, ['Swim the Channel', 'Learn Welsh']);
    expect(network.callsTo('POST /api/goals/batch')).toHaveLength(1);

    await reloaded.user.click(within(reloaded.dialog).getByRole('button', { name: 'Retry' }));
    expect(
      await within(reloaded.dialog).findByText('2 goals saved. Well done!'),
    ).toBeInTheDocument();
    expect(batchCalls()).toHaveLength(2);
    expect(keyOf(1)).toBe(keyOf(0));
    expect(batchCalls()[1]!.body).toEqual(batchCalls()[0]!.body);
    expect(batchCalls()[1]!.body).toEqual({
      goals: [{ title: 'Swim the Channel' }, { title: 'Learn Welsh' }],
    });
    // No second set of goals.
    expect(server.goals.map((g) => g.title)).toEqual(['Swim the Channel', 'Learn Welsh']);
    expect(localStorage.getItem(saveKeys)).toBeNull();
  });

  it('leaves the list free after a 4xx that made nothing', async () => {
    const server = batchServer(403);
    const { user, dialog } = await open();
    const input = within(dialog).getByRole('textbox', { name: 'Write a goal' });
    await user.type(input, 'One{Enter}Two{Enter}');
    await user.click(within(dialog).getByRole('button', { name: 'Save 2 Goals' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Failed to create goals. Please try again.',
    );
    expect(input).toBeEnabled();
    expect(within(dialog).getByRole('button', { name: 'Remove One' })).toBeEnabled();
    expect(within(dialog).getByRole('button', { name: 'Clear Draft' })).toBeEnabled();
    await user.click(within(dialog).getByRole('button', { name: 'Remove One' }));
    await user.type(input, 'Three{Enter}');
    await user.click(within(dialog).getByRole('button', { name: 'Save 2 Goals' }));
    expect(await within(dialog).findByText('2 goals saved. Well done!')).toBeInTheDocument();
    expect(server.goals.map((g) => g.title)).toEqual(['Two', 'Three']);
  });

  it('stays locked while a retry has no answer either or finds the first still in flight, and a definite refusal frees it', async () => {
    // No answer; the retry finds the first in flight (409), then a 503, then signed out
    // (401: says nothing of the first try); then 400, a refusal of the list itself.
    network.on('POST /api/goals/batch', () => {
      throw new TypeError('Failed to fetch');
    });
    const { user, dialog } = await open();
    await user.type(
      within(dialog).getByRole('textbox', { name: 'Write a goal' }),
      'One{Enter}Two{Enter}',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Save 2 Goals' }));
    await waitFor(() => expect(within(dialog).getByRole('alert')).toHaveTextContent(UNSETTLED));
    for (const [i, status] of [409, 503, 401].entries()) {
      network.on('POST /api/goals/batch', { status, body: { statusCode: status } });
      await user.click(within(dialog).getByRole('button', { name: 'Retry' }));
      await waitFor(() => expect(batchCalls()).toHaveLength(i + 2));
      await waitFor(() =>
        expect(within(dialog).getByRole('button', { name: 'Retry' })).toBeEnabled(),
      );
      expectLocked(dialog, ['One', 'Two']);
    }
    network.on('POST /api/goals/batch', { status: 400, body: { statusCode: 400 } });
    await user.click(within(dialog).getByRole('button', { name: 'Retry' }));
    expect(await within(dialog).findByRole('button', { name: 'Save 2 Goals' })).toBeInTheDocument();
    expect(within(dialog).getByRole('alert')).toHaveTextContent(
      'Failed to create goals. Please try again.',
    );
    expect(within(dialog).getByRole('textbox', { name: 'Write a goal' })).toBeEnabled();
    expect(within(dialog).getByRole('button', { name: 'Remove One' })).toBeEnabled();
    const keys = batchCalls().map((call) => call.headers.get('Idempotency-Key'));
    expect(new Set(keys).size).toBe(1);
    expect(JSON.parse(localStorage.getItem(saveKeys)!).unsettled).toBeUndefined();
  });

  it("with 'Auto-save goals' off, keeps the waiting list through closing, and says so when a reload lost it", async () => {
    const server = batchServer('lost');
    const opened = await open({ keepDraft: false });
    const { user, dialog, unmount } = opened;
    await user.type(
      within(dialog).getByRole('textbox', { name: 'Write a goal' }),
      'Swim the Channel{Enter}',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Save 1 Goals' }));
    await waitFor(() => expect(within(dialog).getByRole('alert')).toHaveTextContent(UNSETTLED));
    // Closed and opened again: the list is still here (in this tab only), waiting.
    const again = await reopen(opened);
    expectLocked(again, ['Swim the Channel']);
    expect(localStorage.getItem(`lodestar:${user0.id}:goals-draft`)).toBeNull();
    // A reload: no copy of the list was kept, so the dialog says to check first.
    unmount();
    const reloaded = await open({ keepDraft: false });
    expect(within(reloaded.dialog).getByText('Goals written: 0')).toBeInTheDocument();
    expect(
      within(reloaded.dialog).getByText(
        'We could not confirm that your last list of goals was saved, and it is no longer here. Check your goals before writing them again.',
      ),
    ).toBeInTheDocument();
    expect(within(reloaded.dialog).getByRole('textbox', { name: 'Write a goal' })).toBeEnabled();
    expect(server.goals).toHaveLength(1);
  });

  it('after the second part of a long list is lost, Retry sends that part again with its key', async () => {
    const titles = Array.from({ length: 501 }, (_, i) => `Goal ${i + 1}`);
    localStorage.setItem(`lodestar:${user0.id}:goals-draft`, JSON.stringify(titles));
    // The first part answered; the second stored, its answer lost.
    const server = batchServer('made', 'lost');
    const { user, dialog } = await open();
    await user.click(await within(dialog).findByRole('button', { name: 'Save 501 Goals' }));
    await waitFor(() => expect(within(dialog).getByRole('alert')).toHaveTextContent(UNSETTLED));
    // The first 500 left the list; the 501st waits for its retry.
    expectLocked(dialog, ['Goal 501']);
    await user.click(within(dialog).getByRole('button', { name: 'Retry' }));
    expect(await within(dialog).findByText('1 goal saved. Well done!')).toBeInTheDocument();
    expect(batchCalls()).toHaveLength(3);
    expect(keyOf(2)).toBe(keyOf(1));
    expect(batchCalls()[2]!.body).toEqual(batchCalls()[1]!.body);
    expect(server.goals).toHaveLength(501);
  });
});

describe('mayHaveLanded', () => {
  const failure = (status: unknown) => ({ status, message: 'x' });
  it('is true where no answer came, it could not be read, the server failed or the key is in flight', () => {
    for (const status of ['FETCH_ERROR', 'TIMEOUT_ERROR', 'PARSING_ERROR', 500, 502, 503, 409])
      expect(mayHaveLanded(failure(status), false)).toBe(true);
    expect(mayHaveLanded(new Error('boom'), false)).toBe(true);
  });
  it('is false for any other 4xx of a first try', () => {
    for (const status of [400, 401, 403, 404, 413, 415, 422, 429])
      expect(mayHaveLanded(failure(status), false)).toBe(false);
  });
  it('of a retry, is settled only by a refusal of what the request holds', () => {
    for (const status of [400, 413, 415, 422])
      expect(mayHaveLanded(failure(status), true)).toBe(false);
    for (const status of [401, 403, 429, 409, 503, 'FETCH_ERROR'])
      expect(mayHaveLanded(failure(status), true)).toBe(true);
  });
});
