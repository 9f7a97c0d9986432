import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { waitFor } from '@testing-library/react';
import { sessionApi } from '../../shared/session';
import { installFakeNetwork, makeUser, signedInAs } from '../../shared/testing';
import { registry } from '../feature-registry';
import { makeStore } from '../store';

/** Signs in the way a page load does (the session check), rendering nothing. */
async function sessionAnswersAt(path: string, userId: string) {
  window.history.pushState(null, '', path);
  // Answered: a failed prefetch may be asked again by the next contribution that needs it.
  const network = installFakeNetwork({
    ...signedInAs(makeUser({ id: userId })),
    'GET /api/milestones': { body: [] },
    'GET /api/daily-reflections': { body: [] },
    'GET /api/dashboard/stats': { body: {} },
  });
  const store = makeStore();
  await store.dispatch(sessionApi.endpoints.getCurrentUser.initiate());
  return network;
}

afterEach(() => window.history.pushState(null, '', '/'));

describe('what a signed-in page needs starts with the session’s answer (issue 7)', () => {
  it('on the dashboard: the page’s code and the data of the layout and of every widget', async () => {
    const page = registry.memberRoutes.find((route) => route.path === '/');
    const preload = jest.spyOn(page!.Component, 'preload');
    const network = await sessionAnswersAt('/', 'prefetch-dashboard');
    await waitFor(() => {
      for (const call of [
        'GET /api/milestones', // the bell and the Upcoming Milestones card: once
        'GET /api/daily-reflections', // the bell
        'GET /api/dashboard/stats', // the sidebar's progress and the stats cards: once
        'GET /api/user/stats', // the Login Streak card
        'GET /api/quotes/random', // Daily Inspiration
      ])
        expect([call, network.callsTo(call).length]).toEqual([call, 1]);
    });
    expect(preload).toHaveBeenCalled();
  });

  it('elsewhere: only what the layout and that page show', async () => {
    const network = await sessionAnswersAt('/values', 'prefetch-values');
    await waitFor(() => expect(network.callsTo('GET /api/milestones')).toHaveLength(1));
    // /values has no sidebar and no widgets.
    expect(network.callsTo('GET /api/dashboard/stats')).toHaveLength(0);
    expect(network.callsTo('GET /api/user/stats')).toHaveLength(0);
  });
});
