import { describe, expect, it } from '@jest/globals';
import { waitFor } from '@testing-library/react';
import { deferred, installFakeNetwork } from '../../../shared/testing';
import { configureAppStore } from '../../../shared/store';
import { goalsApi } from '../api/goals-api';
import type { Goal } from '../model/types';
import { makeGoal } from './fixtures';

/** The client side of ETag / If-Match (issue 7): the version comes from the cache. */
describe('goal edits send If-Match', () => {
  function setUp(initial: Goal) {
    let stored = initial;
    const network = installFakeNetwork({
      'GET /api/goals': () => ({ status: 200, body: [stored] }),
      'GET /api/dashboard/stats': { status: 200, body: {} },
      'PATCH /api/goals/g-1': (req) => {
        const sent = req.headers.get('if-match');
        if (sent !== null && sent !== `"${stored.version}"`) {
          return {
            status: 412,
            body: {
              statusCode: 412,
              message: 'This goal was changed elsewhere since you loaded it.',
              error: 'Precondition Failed',
            },
          };
        }
        stored = { ...stored, ...(req.body as Partial<Goal>), version: stored.version + 1 };
        return { status: 200, body: stored };
      },
    });
    const store = configureAppStore();
    return {
      network,
      store,
      changeElsewhere(changes: Partial<Goal>) {
        stored = { ...stored, ...changes, version: stored.version + 1 };
      },
    };
  }

  it('sends the version last read, and the next edit the version the last answer gave', async () => {
    const { network, store } = setUp(makeGoal({ version: 3 }));
    await store.dispatch(goalsApi.endpoints.listGoals.initiate());
    await store
      .dispatch(goalsApi.endpoints.updateGoal.initiate({ id: 'g-1', changes: { progress: 10 } }))
      .unwrap();
    await store
      .dispatch(goalsApi.endpoints.updateGoal.initiate({ id: 'g-1', changes: { progress: 20 } }))
      .unwrap();
    expect(network.callsTo('PATCH /api/goals/g-1').map((c) => c.headers.get('if-match'))).toEqual([
      '"3"',
      '"4"',
    ]);
  });

  it('two quick edits of one goal go one after another, each with the current version', async () => {
    const { network, store } = setUp(makeGoal({ version: 1 }));
    await store.dispatch(goalsApi.endpoints.listGoals.initiate());
    const first = deferred<void>();
    const answer = network.fetch.getMockImplementation()!;
    let held = true;
    let patchesSent = 0;
    network.fetch.mockImplementation(async (input, init) => {
      const method = input instanceof Request ? input.method : init?.method;
      if (method === 'PATCH') patchesSent += 1;
      if (held && method === 'PATCH') {
        held = false;
        await first.promise;
      }
      return answer(input, init);
    });
    const a = store.dispatch(
      goalsApi.endpoints.updateGoal.initiate({ id: 'g-1', changes: { progress: 30 } }),
    );
    const b = store.dispatch(
      goalsApi.endpoints.updateGoal.initiate({ id: 'g-1', changes: { progress: 40 } }),
    );
    await new Promise((r) => setTimeout(r, 20));
    expect(patchesSent).toBe(1); // b waits for a's answer
    first.resolve();
    await a.unwrap();
    await b.unwrap();
    expect(network.callsTo('PATCH /api/goals/g-1').map((c) => c.headers.get('if-match'))).toEqual([
      '"1"',
      '"2"',
    ]);
  });

  it('on 412 refetches the goal and says it changed elsewhere', async () => {
    const { network, store, changeElsewhere } = setUp(makeGoal({ version: 1, title: 'Old' }));
    await store.dispatch(goalsApi.endpoints.listGoals.initiate());
    changeElsewhere({ title: 'Changed in another tab' });
    const reads = network.callsTo('GET /api/goals').length;
    const result = await store.dispatch(
      goalsApi.endpoints.updateGoal.initiate({ id: 'g-1', changes: { title: 'Mine' } }),
    );
    expect(result.error).toMatchObject({ status: 412 });
    await waitFor(() => expect(network.callsTo('GET /api/goals').length).toBeGreaterThan(reads));
    await waitFor(() =>
      expect(goalsApi.endpoints.listGoals.select()(store.getState()).data?.[0]).toMatchObject({
        title: 'Changed in another tab',
        version: 2,
      }),
    );
    await waitFor(() =>
      expect(store.getState().toast.current).toMatchObject({
        title: 'Changed elsewhere',
        description: expect.stringMatching(/^This goal was changed in another tab/),
        duration: 10_000,
      }),
    );
  });

  it('without a cached read it sends no If-Match (the write applies)', async () => {
    const { network, store } = setUp(makeGoal({ version: 7 }));
    await store
      .dispatch(goalsApi.endpoints.updateGoal.initiate({ id: 'g-1', changes: { progress: 5 } }))
      .unwrap();
    expect(network.callsTo('PATCH /api/goals/g-1')[0].headers.get('if-match')).toBeNull();
  });
});
