import type { PipeTransform } from '@nestjs/common';

/**
 * A record's id from the URL path, lower-cased as the ids are written (UUIDs, which are
 * the same in either case). MariaDB's collation found `/api/goals/<ID IN CAPITALS>` where
 * SQLite answered 404; now both find it. Anything else is left as it is: the lookup then
 * answers 404 as for any unknown id.
 */
export const recordId: PipeTransform<unknown, unknown> = {
  transform: (value) => (typeof value === 'string' ? value.toLowerCase() : value),
};
