/** Rapid goal writing (spec §4 "Rapid entry", §9). */
import type { GoalCategory } from './types';

/** Our own wording of the spec's ten prompt topics, in its order. */
export const WRITING_PROMPTS: readonly string[] = [
  'Career: what would you love to achieve in your work?',
  'Health: how do you want to feel in your body and mind?',
  'Relationships: who do you want to be for the people you love?',
  'Skills: what would you like to learn or master?',
  'Finances: what would financial freedom mean for you?',
  'Personal development: what kind of person do you want to become?',
  'Experiences: where do you want to go, and what do you want to try?',
  'Contributions: how would you like to help others?',
  'Problems: which problem in your life or the world do you want to solve?',
  'Legacy: what do you want to be remembered for?',
];

/** The next prompt after `index`, wrapping after the last. */
export function nextPromptIndex(index: number): number {
  const n = WRITING_PROMPTS.length;
  return (((index + 1) % n) + n) % n;
}

/** A random prompt other than the current one (`random` in [0, 1)). */
export function randomPromptIndex(current: number, random: number = Math.random()): number {
  const n = WRITING_PROMPTS.length;
  const offset = 1 + Math.floor(random * (n - 1));
  return (current + offset) % n;
}

export type Badge = 'Keep going!' | 'Great progress!' | 'Outstanding!';

export function badgeFor(count: number): Badge {
  if (count >= 50) return 'Outstanding!';
  if (count >= 20) return 'Great progress!';
  return 'Keep going!';
}

/** The progress bar is full at 20 goals. */
export function writingProgress(count: number): number {
  return Math.min(100, (count / 20) * 100);
}

export const EXCELLENT_AT = 50;
export const AUTO_SAVE_NOTE_AT = 10;

const CYCLE: readonly GoalCategory[] = [
  'career',
  'health',
  'relationships',
  'learning',
  'financial',
  'personal',
];

/** Preview of the category the server gives the goal at `position` (it cycles, wrapping). */
export function categoryForPosition(position: number): GoalCategory {
  return CYCLE[position % CYCLE.length]!;
}

/** A goal's title is 200 characters at most (decisions §4). */
export const MAX_ENTRY_LENGTH = 200;

/** Trimmed entry, or null when blank (the add button is disabled then). */
export function cleanEntry(text: string): string | null {
  const t = text.trim();
  return t === '' ? null : t;
}

/** A saved draft: a non-empty array of strings, else null. */
export function parseDraft(raw: string | null): string[] | null {
  if (raw === null) return null;
  const value: unknown = JSON.parse(raw); // throws on corrupt JSON: the caller logs and ignores
  if (!Array.isArray(value) || value.length === 0) return null;
  if (!value.every((v) => typeof v === 'string')) throw new Error('Draft entries must be strings');
  return value as string[];
}

export const draftKey = (userId: string) => `lodestar:${userId}:goals-draft`;
export const promptIndexKey = (userId: string) => `lodestar:${userId}:goals-prompt-index`;
