import { describe, expect, it } from '@jest/globals';
import type { Milestone } from '../api/milestones-api';
import {
  dueText,
  formatMilestoneDate,
  milestonesDueSoon,
  relativeToToday,
  todayIn,
  upcomingMilestones,
} from '../model/milestone-dates';
import { buildNotifications } from '../model/notifications';

const m = (id: string, targetDate: string, over: Partial<Milestone> = {}): Milestone => ({
  id,
  goalId: null,
  version: 1,
  title: `M ${id}`,
  description: null,
  targetDate,
  isCompleted: false,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  ...over,
});

describe('milestone dates', () => {
  it("formats 'MMM d, yyyy' without shifting the date", () => {
    expect(formatMilestoneDate('2025-01-05')).toBe('Jan 5, 2025');
    expect(formatMilestoneDate('2026-12-31')).toBe('Dec 31, 2026');
  });

  it.each([
    ['2026-03-10', 'today'],
    ['2026-03-11', 'in 1 day'],
    ['2026-03-13', 'in 3 days'],
    ['2026-03-08', '2 days ago'],
    ['2026-03-09', '1 day ago'],
    ['2026-05-10', 'in 2 months'],
    ['2025-12-10', '3 months ago'],
    ['2028-03-10', 'in 2 years'],
  ])("says %s is '%s' from 2026-03-10", (date, text) => {
    expect(relativeToToday(date, '2026-03-10')).toBe(text);
  });

  it("reads today in the profile's time zone", () => {
    const instant = new Date('2026-03-10T02:00:00Z');
    expect(todayIn('UTC', instant)).toBe('2026-03-10');
    expect(todayIn('America/Los_Angeles', instant)).toBe('2026-03-09');
    expect(todayIn('Not/A_Zone', instant)).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('lists the 3 incomplete milestones nearest to today, in date order', () => {
    const list = [
      m('late', '2026-09-01'),
      m('done', '2026-03-01', { isCompleted: true }),
      m('past', '2026-03-01'),
      m('soon', '2026-03-12'),
      m('mid', '2026-04-01'),
    ];
    expect(upcomingMilestones(list, '2026-03-10')).toEqual({
      shown: [list[2], list[3], list[4]],
      overdueLeftOut: 0,
    });
    // Long overdue ones give way to what is near, and are counted.
    const behind = [
      m('old', '2026-01-05'),
      m('older', '2026-01-01'),
      m('recent', '2026-03-09'),
      m('today', '2026-03-10'),
      m('next', '2026-03-11'),
      m('far', '2027-03-10'),
    ];
    expect(upcomingMilestones(behind, '2026-03-10')).toEqual({
      shown: [behind[2], behind[3], behind[4]],
      overdueLeftOut: 2,
    });
  });

  it('finds what is due within 7 days, overdue included', () => {
    const list = [
      m('a', '2026-03-17'),
      m('b', '2026-03-18'),
      m('c', '2026-03-01'),
      m('d', '2026-03-10', { isCompleted: true }),
    ];
    // Nearest first: a week ahead before nine days overdue.
    expect(milestonesDueSoon(list, '2026-03-10').map((x) => x.id)).toEqual(['a', 'c']);
    expect(dueText('2026-03-10', '2026-03-10')).toBe('Due today');
    expect(dueText('2026-03-13', '2026-03-10')).toBe('Due in 3 days');
    expect(dueText('2026-03-09', '2026-03-10')).toBe('Overdue by 1 day');
  });
});

describe('notifications', () => {
  it("lists milestones due, then today's reflections not yet written", () => {
    const items = buildNotifications(
      [m('a', '2026-03-12')],
      [{ timeOfDay: 'morning' }],
      '2026-03-10',
    );
    expect(items.map((i) => [i.text, i.detail, i.to])).toEqual([
      ['M a', 'Due in 2 days', '/milestones'],
      ['Evening reflection', 'Not written yet today', '/daily-reflections?session=evening'],
    ]);
  });

  it('says nothing about reflections when they cannot be read', () => {
    expect(buildNotifications([], null, '2026-03-10')).toEqual([]);
    expect(buildNotifications([], [], '2026-03-10')).toHaveLength(2);
  });
});
