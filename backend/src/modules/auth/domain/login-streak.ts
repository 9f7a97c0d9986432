import { daysBetween } from '../../../shared/domain/calendar';

/**
 * The login streak counts calendar days, in the user's own time zone, on
 * which the user signed in or came back with a remembered session.
 */
export interface StreakState {
  currentStreak: number;
  longestStreak: number;
  lastActiveDay: string | null;
}

/**
 * The streak after activity on `today` (`yyyy-MM-dd` in the user's zone):
 * first day 1; same day unchanged; the next day +1; any gap back to 1.
 * A day earlier than the last one (the user moved west) changes nothing.
 */
export function advanceStreak(state: StreakState, today: string): StreakState {
  if (state.lastActiveDay === null) {
    return {
      currentStreak: 1,
      longestStreak: Math.max(state.longestStreak, 1),
      lastActiveDay: today,
    };
  }
  const gap = daysBetween(state.lastActiveDay, today);
  if (gap <= 0) {
    const current = Math.max(state.currentStreak, 1);
    return {
      ...state,
      currentStreak: current,
      longestStreak: Math.max(state.longestStreak, current),
    };
  }
  const current = gap === 1 ? state.currentStreak + 1 : 1;
  return {
    currentStreak: current,
    longestStreak: Math.max(state.longestStreak, current),
    lastActiveDay: today,
  };
}
