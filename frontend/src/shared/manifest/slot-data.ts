import type { AppDispatch } from '../store/configure-app-store';
import type { User } from '../session/types';
import type { SlotContribution } from './types';

/**
 * Starts the requests for what a contribution shows, for the signed-in user:
 * `(dispatch) => dispatch(api.endpoints.x.initiate(arg, { subscribe: false }))`, the API
 * module imported on demand where it is not already loaded. The promise settles when the
 * answers have arrived, or failed (the widget then shows its own error).
 */
export type DataPrefetch = (dispatch: AppDispatch, user: User) => PromiseLike<unknown>;

/**
 * How long a slot that suspends its host waits for its contributions' data before it
 * shows them anyway, with their own placeholders: a slow server does not hold up the page.
 */
export const SLOT_DATA_WAIT_MS = 1500;

const started = new Map<string, Promise<void>>();

/**
 * Starts the code and the data of every contribution to a slot, once per user and slot,
 * and returns a promise that settles when all of it has arrived (or failed), or after
 * SLOT_DATA_WAIT_MS. The app calls it as soon as the session is known, for the slots of
 * the layout and of the page being opened (app/listeners/member-page-prefetch.ts); a slot
 * that suspends its host waits on it, so the page appears with its widgets' data and no
 * placeholder shrinks or grows under the reader's eyes (layout shift, issue 7).
 */
export function startSlotContributions(
  key: string,
  items: readonly SlotContribution[],
  dispatch: AppDispatch,
  user: User,
): Promise<void> {
  const id = `${user.id}|${key}`;
  let ready = started.get(id);
  if (ready) return ready;
  const work = items.map((item) => {
    // Outside React's render: a prefetch dispatches, and the store must not change while
    // a component renders.
    const data = item.prefetch
      ? Promise.resolve().then(() => item.prefetch?.(dispatch, user))
      : undefined;
    return Promise.all([item.Component.preload?.(), data]);
  });
  let timer: ReturnType<typeof setTimeout> | undefined;
  const waited = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, SLOT_DATA_WAIT_MS);
  });
  const settled: Promise<void> = Promise.race([Promise.allSettled(work), waited]).then(() => {
    clearTimeout(timer);
    // Marked as React's use() marks the promises it has seen settle: a render after this
    // point reads it at once instead of suspending for a turn.
    Object.assign(settled, { status: 'fulfilled', value: undefined });
  });
  ready = settled;
  started.set(id, ready);
  return ready;
}

/** Whether any contribution has data to wait for (otherwise the slot need not wait). */
export function hasPrefetch(items: readonly SlotContribution[]): boolean {
  return items.some((item) => item.prefetch);
}
