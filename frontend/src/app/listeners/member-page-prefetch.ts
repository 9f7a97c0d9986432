import { matchPath } from 'react-router-dom';
import { startSlotContributions, type SlotName } from '../../shared/manifest';
import { selectSessionUser } from '../../shared/session';
import type { AppDispatch, ListenerRegistration } from '../../shared/store';
import type { AppRegistry } from '../registry/build-registry';

/**
 * As soon as the session check names the signed-in user, starts everything the page being
 * opened will show, all at once: the page's code, and the code and data of the layout's
 * slots (the header's bell; the sidebar's progress where the page has the sidebar) and of
 * the slots the route names (the dashboard's widget columns). React asks for a lazy
 * component's code only when it renders it, and the signed-in app renders as a transition
 * that stops at the first component still loading: the bell, the sidebar's progress, the
 * page and then its widgets' data were each asked for after the one before had arrived
 * (issue 7, docs/performance.md). The slots wait on the same promises
 * (startSlotContributions), so each download and request is made once.
 */
export function memberPagePrefetchListener(registry: AppRegistry): ListenerRegistration {
  return (startListening) => {
    startListening({
      predicate: (_action, current, previous) => {
        const user = selectSessionUser(current);
        return user !== null && user.id !== selectSessionUser(previous)?.id;
      },
      effect: (_action, api) => {
        const user = selectSessionUser(api.getState());
        if (!user) return;
        const route = registry.memberRoutes.find((candidate) =>
          matchPath({ path: candidate.path, end: true }, window.location.pathname),
        );
        // Each in a task of its own: the downloads' preload links and the requests' dispatches
        // together made one task of 50 to 110 ms on a desktop (issue 7: total blocking time).
        setTimeout(() => route?.Component.preload?.().catch(() => {})); // fails where it renders
        const slots: SlotName[] = [
          ...(route?.slots ?? []),
          'header.notifications',
          ...(route?.sidebar ? (['sidebar.progress'] as const) : []),
        ];
        for (const name of slots) {
          const items = registry.slots[name] ?? [];
          const dispatch = api.dispatch as AppDispatch;
          setTimeout(() => void startSlotContributions(name, items, dispatch, user));
        }
      },
    });
  };
}
