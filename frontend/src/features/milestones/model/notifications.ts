import type { DailyReflectionRecord } from '../../../shared/api';
import type { Milestone } from '../api/milestones-api';
import { dueText, milestonesDueSoon } from './milestone-dates';

export interface Notification {
  id: string;
  text: string;
  detail: string;
  to: string;
  kind: 'milestone' | 'reflection';
}

/**
 * What the bell lists (decisions §7): milestones due within 7 days, then
 * today's reflections not yet written. `reflections` is null when they cannot
 * be read: then nothing is said about them.
 */
export function buildNotifications(
  milestones: readonly Milestone[],
  reflections: readonly Pick<DailyReflectionRecord, 'timeOfDay'>[] | null,
  today: string,
): Notification[] {
  const items: Notification[] = milestonesDueSoon(milestones, today).map((m) => ({
    id: `milestone:${m.id}`,
    text: m.title,
    detail: dueText(m.targetDate, today),
    to: '/milestones',
    kind: 'milestone',
  }));
  if (reflections) {
    const written = new Set(reflections.map((r) => r.timeOfDay));
    for (const [time, label] of [
      ['morning', 'Morning reflection'],
      ['evening', 'Evening reflection'],
    ] as const) {
      if (!written.has(time)) {
        items.push({
          id: `reflection:${time}`,
          text: label,
          detail: 'Not written yet today',
          to: `/daily-reflections?session=${time}`,
          kind: 'reflection',
        });
      }
    }
  }
  return items;
}
