import { SetMetadata } from '@nestjs/common';
import { versionCounterTable } from '../../persistence/version-counters';

export const HOT_READ = 'lodestar:hot-read';

/**
 * A hot read: called with the signed-in user's id and the time zone the
 * session last saw for them (a hint, as `@SessionTimezone()` gives it).
 */
export type HotReadHandler = (
  userId: string,
  sessionTimezone: string | undefined,
) => Promise<unknown>;

export interface HotReadOptions {
  /**
   * Keep the answer while a per-user counter is unchanged: the name of a table of
   * version counters (`user_id` primary key, integer `version`, no row reads as 0)
   * that counts up, in the same transaction, with every change the answer depends
   * on. The lane reads the counter in the session's own query, keeps each user's
   * answer as JSON with the counter it was read at, and serves it again while the
   * counter is the same, on any node (docs/adr/0009-goal-list-kept-while-unchanged.md).
   * Only for an answer that depends on nothing else: not the time, not the zone.
   */
  keptWhileUnchanged?: string;
}

/**
 * Marks a signed-in GET route with a fixed path (no `:params`, no query) as a
 * hot read: `HotReadLane` answers it in front of Express and Nest when the
 * request is the common case (a valid session whose day is already counted),
 * calling this method as `(userId, sessionTimezone)`; any other request takes
 * the full stack. The method must therefore be a plain read that needs
 * nothing but the user: no pipes, interceptors or guards of its own, no
 * `@Query`, `@Param`, `@Body` or `@Res`. The one interceptor allowed is
 * `@VersionEtags()` (the lane gives the same version ETag); any other makes
 * `HotReadRoutes` refuse to start. See docs/adr/0006-hot-reads.md.
 */
export function HotRead(
  options: HotReadOptions = {},
): <T extends HotReadHandler>(
  target: object,
  key: string | symbol,
  descriptor: TypedPropertyDescriptor<T>,
) => void {
  // A bad name fails when the controller's module loads, not on the first read.
  if (options.keptWhileUnchanged !== undefined) versionCounterTable(options.keptWhileUnchanged);
  return (target, key, descriptor) => {
    SetMetadata(HOT_READ, options)(target, key, descriptor);
  };
}
