/**
 * With 'Auto-save goals' off no draft is kept (account.md), yet the record of a failed
 * save's Idempotency-Key kept the list's words in localStorage until the save went
 * through. It keeps a digest of them now: a retry of the same list still sends the same key.
 */
import { act, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, jest } from '@jest/globals';
import { goalDraftsSettingKnown, rapidEntryRequested } from '../../../shared/events';
import {
  installFakeNetwork,
  makeUser,
  renderWithProviders,
  signedInAs,
  type FakeNetwork,
  type FakeResponse,
} from '../../../shared/testing';
import { goalsFeature } from '../index';
import GoalsOverlays from '../components/goals-overlays';
import { listDigest, textDigest } from '../model/save-keys';
import { makeGoal } from './fixtures';

jest.setTimeout(60_000);

let network: FakeNetwork;
const user0 = makeUser();
const saveKeys = `lodestar:${user0.id}:goals-save-keys`;

beforeEach(() => {
  network = installFakeNetwork(signedInAs(user0));
});

/** Everything this browser keeps, names and values, as one text. */
function everythingStored(): string {
  const lines: string[] = [];
  for (let i = 0; i < localStorage.length; i++) {
    const key = localStorage.key(i)!;
    lines.push(`${key}=${localStorage.getItem(key)}`);
  }
  return lines.join('\n');
}

/** Answers the batch in turn: each 201 creates the goals, any other status refuses. */
function batchAnswers(...statuses: number[]) {
  let call = 0;
  network.on('POST /api/goals/batch', (req): FakeResponse => {
    const status = statuses[call++] ?? 201;
    if (status !== 201) return { status, body: { statusCode: status } };
    return {
      status: 201,
      body: (req.body as { goals: { title: string }[] }).goals.map((g, i) =>
        makeGoal({ id: `c${call}-${i}`, title: g.title }),
      ),
    };
  });
}

async function openWithAutoSaveOff() {
  const rendered = renderWithProviders(<GoalsOverlays />, {
    slices: goalsFeature.slices,
    listeners: goalsFeature.listeners ?? [],
  });
  // The draft's keys need the current user in the cache, as the app shell loads it.
  const { sessionApi } = await import('../../../shared/session');
  await rendered.store.dispatch(sessionApi.endpoints.getCurrentUser.initiate());
  act(() => {
    rendered.store.dispatch(goalDraftsSettingKnown({ keep: false }));
    rendered.store.dispatch(rapidEntryRequested());
  });
  const dialog = await screen.findByRole('dialog', { name: 'Rapid Goal Writing' });
  return { ...rendered, dialog };
}

const keyOf = (n: number) =>
  network.callsTo('POST /api/goals/batch')[n]!.headers.get('Idempotency-Key');

describe("rapid goal writing with 'Auto-save goals' off", () => {
  it('keeps no word of a list whose save failed, and a retry still sends the same key', async () => {
    // A 503 may have made the goals (the list waits for Retry); the retry's 400 refuses the
    // list itself, so it is free to change again.
    batchAnswers(503, 400, 201);
    const { user, dialog } = await openWithAutoSaveOff();
    const input = within(dialog).getByRole('textbox', { name: 'Write a goal' });
    await user.type(input, 'Swim the Channel{Enter}Learn Welsh{Enter}');
    await user.click(within(dialog).getByRole('button', { name: 'Save 2 Goals' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'We could not confirm that your goals were saved.',
    );

    // The key is kept for the retry, without the words it was for.
    expect(localStorage.getItem(saveKeys)).not.toBeNull();
    expect(localStorage.getItem(saveKeys)).toContain(keyOf(0)!);
    const stored = everythingStored().toLowerCase();
    for (const word of ['swim', 'channel', 'welsh']) expect(stored).not.toContain(word);

    // The same list again: the same key, so a save whose answer was lost is not made twice.
    await user.click(within(dialog).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(network.callsTo('POST /api/goals/batch')).toHaveLength(2));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Failed to create goals');
    expect(keyOf(1)).toBe(keyOf(0));
    expect(everythingStored().toLowerCase()).not.toContain('welsh');

    // Another list of the same length: a new save, with a new key.
    await user.click(within(dialog).getByRole('button', { name: 'Remove Learn Welsh' }));
    await user.type(input, 'Learn Irish{Enter}');
    await user.click(within(dialog).getByRole('button', { name: 'Save 2 Goals' }));
    expect(await within(dialog).findByText('2 goals saved. Well done!')).toBeInTheDocument();
    expect(keyOf(2)).not.toBe(keyOf(0));
    expect(network.callsTo('POST /api/goals/batch')[2]!.body).toEqual({
      goals: [{ title: 'Swim the Channel' }, { title: 'Learn Irish' }],
    });
    expect(localStorage.getItem(saveKeys)).toBeNull();
  });

  it("rewrites an older record's words as their digest, and its key still serves the retry", async () => {
    localStorage.setItem(
      saveKeys,
      JSON.stringify({
        list: JSON.stringify(['Swim the Channel']),
        keys: ['0b5f6f5e-7c3e-4c1a-9d7a-2f6e1c0b9a11'],
        offset: 0,
      }),
    );
    batchAnswers(201);
    const { user, dialog } = await openWithAutoSaveOff();
    // Read with the setting, before anything is written: the words are gone.
    expect(everythingStored().toLowerCase()).not.toContain('swim');
    expect(JSON.parse(localStorage.getItem(saveKeys)!)).toEqual({
      digest: listDigest(['Swim the Channel']),
      keys: ['0b5f6f5e-7c3e-4c1a-9d7a-2f6e1c0b9a11'],
      offset: 0,
    });
    await user.type(
      within(dialog).getByRole('textbox', { name: 'Write a goal' }),
      'Swim the Channel{Enter}',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Save 1 Goals' }));
    expect(await within(dialog).findByText('1 goal saved. Well done!')).toBeInTheDocument();
    expect(keyOf(0)).toBe('0b5f6f5e-7c3e-4c1a-9d7a-2f6e1c0b9a11');
  });

  it('removes a record it cannot read, whatever it holds', async () => {
    localStorage.setItem(saveKeys, '{"list": "[\\"Swim the Channel\\"]", "keys": "broken"}');
    await openWithAutoSaveOff();
    expect(localStorage.getItem(saveKeys)).toBeNull();
  });
});

describe('textDigest', () => {
  it('is 16 hex digits, the same for the same text and another for another', () => {
    const a = textDigest('["Swim the Channel","Learn Welsh"]');
    expect(a).toMatch(/^[0-9a-f]{16}$/);
    expect(textDigest('["Swim the Channel","Learn Welsh"]')).toBe(a);
    expect(textDigest('["Swim the Channel","Learn Welsh."]')).not.toBe(a);
    expect(textDigest('["Learn Welsh","Swim the Channel"]')).not.toBe(a);
    expect(listDigest(['Swim the Channel', 'Learn Welsh'])).toBe(a);
    expect(listDigest(['Swim the Channel\u0000Learn Welsh'])).not.toBe(a);
  });
});
