/**
 * The criteria that name one of the owner's rows, and only at `version` when one is given
 * (a conditional delete: `WHERE id = ? AND user_id = ? AND version = ?`).
 */
export function ownedAt(
  userId: string,
  id: string,
  version?: number,
): { id: string; userId: string; version?: number } {
  return version === undefined ? { id, userId } : { id, userId, version };
}
