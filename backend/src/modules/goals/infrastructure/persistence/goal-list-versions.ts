/**
 * The goal list's version counters: one row per user (`user_id`, `version`; no row
 * reads as 0), counted up in the same transaction as every change to the user's
 * goals (`TypeOrmGoalRepository`). `GET /api/goals` is a hot read kept while its
 * user's counter is unchanged (`@HotRead({ keptWhileUnchanged })`,
 * docs/adr/0009-goal-list-kept-while-unchanged.md).
 */
export const GOAL_LIST_VERSIONS = 'goal_list_versions';

/** Counts up one user's goal-list version (inserting the row at 1 the first time). */
export const BUMP_GOAL_LIST_VERSION_SQL = {
  sqlite:
    `INSERT INTO ${GOAL_LIST_VERSIONS} (user_id, version) VALUES (?, 1) ` +
    'ON CONFLICT (user_id) DO UPDATE SET version = version + 1',
  mysql:
    `INSERT INTO ${GOAL_LIST_VERSIONS} (user_id, version) VALUES (?, 1) ` +
    'ON DUPLICATE KEY UPDATE version = version + 1',
};
