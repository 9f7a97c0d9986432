import { requestEvents } from '../../shared/events';
import type { ListenerRegistration } from '../../shared/store';
import { toastShown } from '../../shared/ui/toast/toast-slice';

/**
 * Until a feature answers a request event (its manifest lists it in `handles`),
 * the user who clicked gets an honest 'Coming soon' instead of nothing.
 */
export function unhandledRequestsListener(handled: ReadonlySet<string>): ListenerRegistration {
  return (startListening) => {
    for (const { action, what } of requestEvents) {
      if (handled.has(action.type)) continue;
      startListening({
        type: action.type,
        effect: (_action, api) => {
          api.dispatch(
            toastShown({
              title: 'Coming soon',
              description: `${what} arrives in an upcoming update.`,
            }),
          );
        },
      });
    }
  };
}
