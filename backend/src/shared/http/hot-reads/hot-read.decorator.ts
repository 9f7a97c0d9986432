import { SetMetadata } from '@nestjs/common';

export const HOT_READ = 'lodestar:hot-read';

/**
 * A hot read: called with the signed-in user's id and the time zone the
 * session last saw for them (a hint, as `@SessionTimezone()` gives it).
 */
export type HotReadHandler = (
  userId: string,
  sessionTimezone: string | undefined,
) => Promise<unknown>;

/**
 * Marks a signed-in GET route with a fixed path (no `:params`, no query) as a
 * hot read: `HotReadLane` answers it in front of Express and Nest when the
 * request is the common case (a valid session whose day is already counted),
 * calling this method as `(userId, sessionTimezone)`; any other request takes
 * the full stack. The method must therefore be a plain read that needs
 * nothing but the user: no pipes, interceptors or guards of its own, no
 * `@Query`, `@Param`, `@Body` or `@Res`. See docs/adr/0006-hot-reads.md.
 */
export function HotRead(): <T extends HotReadHandler>(
  target: object,
  key: string | symbol,
  descriptor: TypedPropertyDescriptor<T>,
) => void {
  return (target, key, descriptor) => {
    SetMetadata(HOT_READ, true)(target, key, descriptor);
  };
}
