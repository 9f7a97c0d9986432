/**
 * The dialog's previews of spec §4 "Goal update by tracking type". The server
 * decides the stored values with the same rules (backend goals domain); these
 * copies only show the user what a save will do, and build the PATCH body.
 */
import type {
  FinancialType,
  Goal,
  GoalCategory,
  Subcategory,
  TrackingType,
  UpdateGoalRequest,
} from './types';

export type StatusStage = 'not-started' | 'planning' | 'in-progress' | 'almost-done' | 'completed';

export const STATUS_STAGES: readonly { id: StatusStage; label: string; progress: number }[] = [
  { id: 'not-started', label: 'Not Started', progress: 0 },
  { id: 'planning', label: 'Planning', progress: 10 },
  { id: 'in-progress', label: 'In Progress', progress: 50 },
  { id: 'almost-done', label: 'Almost Done', progress: 80 },
  { id: 'completed', label: 'Completed', progress: 100 },
];

export function bound(progress: number): number {
  if (!Number.isFinite(progress)) return 0;
  return Math.min(100, Math.max(0, Math.round(progress)));
}

export function stageProgress(stage: StatusStage): number {
  return STATUS_STAGES.find((s) => s.id === stage)?.progress ?? 0;
}

/** The stage a stored progress stands for: the highest stage at or below it. */
export function stageForProgress(progress: number): StatusStage {
  let found: StatusStage = 'not-started';
  for (const s of STATUS_STAGES) if (progress >= s.progress) found = s.id;
  return found;
}

/**
 * An amount as typed: digits with at most one decimal point ('1000.50', '.5', '-3').
 * Anything else ('1,000', '$50', '12,50', '2e') is null, never read as far as it goes
 * (parseFloat read '1,000' as 1).
 */
export function readAmount(text: string): number | null {
  const t = text.trim();
  return /^[+-]?(?:\d+\.?\d*|\.\d+)$/.test(t) ? Number(t) : null;
}

/** Dollars typed by the user ('12.34') to integer cents; blank or invalid is 0. */
export function dollarsToCents(dollars: string): number {
  const n = readAmount(dollars);
  if (n === null || n < 0) return 0;
  return Math.round(n * 100);
}

/** Spec §5: current amount min 0, target min 0.01; decisions: at most 10^12 cents. */
const MAX_DOLLARS = 10_000_000_000;

/**
 * What is wrong with the typed amounts, per field (nothing when both may be saved). Blank
 * is allowed (a missing target counts as 1); a negative, zero target or unreadable amount
 * ('1,000', '$50') is named rather than saved as 0.
 */
export function amountProblems(
  current: string,
  target: string,
): {
  current?: string;
  target?: string;
} {
  const problem = (text: string, min: number, words: string) => {
    if (text.trim() === '') return undefined;
    const n = readAmount(text);
    if (n === null) return 'Enter a number such as 1000.50.';
    if (n < min) return words;
    if (n > MAX_DOLLARS) return 'Enter at most 10,000,000,000.';
    return undefined;
  };
  const found = {
    current: problem(current, 0, 'Enter an amount of 0 or more.'),
    target: problem(target, 0.01, 'Enter an amount of at least 0.01.'),
  };
  return Object.fromEntries(Object.entries(found).filter(([, v]) => v !== undefined));
}

/** Cents to the text of a dollar input ('12.34'); 0 is ''. */
export function centsToDollars(cents: number): string {
  if (!cents) return '';
  return (cents / 100).toFixed(2);
}

/**
 * Currency progress from the dollar inputs: current/target, for debt
 * (target - current)/target (current is the remaining balance); a missing
 * target counts as 1; bounded to 0..100 and rounded.
 */
export function currencyProgress(current: string, target: string, type: FinancialType): number {
  const c = dollarsToCents(current) / 100;
  const t = dollarsToCents(target) / 100 || 1;
  return bound(((type === 'debt' ? t - c : c) / t) * 100);
}

export function subcategoryProgress(items: readonly Subcategory[]): number {
  if (items.length === 0) return 0;
  return bound((items.filter((i) => i.completed).length / items.length) * 100);
}

/** The four elaborate answers and how the reflection text labels them. */
export const ELABORATE_PARTS = [
  { id: 'clarity', label: 'Clarity' },
  { id: 'why', label: 'Why' },
  { id: 'timeline', label: 'Timeline' },
  { id: 'plan', label: 'Plan' },
] as const;
export type ElaborateAnswers = Record<(typeof ELABORATE_PARTS)[number]['id'], string>;

export const EMPTY_ELABORATE: ElaborateAnswers = { clarity: '', why: '', timeline: '', plan: '' };

const LABELS = ELABORATE_PARTS.map((p) => p.label).join('|');
/** A blank line before 'Why: ' (any of the labels) inside an answer, which would read as the next part. */
const LABEL_AFTER_BLANK_LINE = new RegExp(`\\n[^\\S\\n]*\\n(?=(?:${LABELS}): )`, 'g');

/**
 * 'Clarity: ...\n\nWhy: ...' of the filled answers; null when none is filled. An answer's
 * own blank line before a label-like 'Why: ' becomes a line break, so the text reads back
 * into the same four answers.
 */
export function buildReflection(answers: ElaborateAnswers): string | null {
  const parts = ELABORATE_PARTS.filter((p) => answers[p.id].trim() !== '').map(
    (p) => `${p.label}: ${answers[p.id].trim().replace(LABEL_AFTER_BLANK_LINE, '\n')}`,
  );
  return parts.length ? parts.join('\n\n') : null;
}

/**
 * Reads a reflection written by buildReflection back into its answers. Plain text without
 * the labels is the goal wizard's (its answer to why the goal matters): the Why. The parts
 * come in the order Clarity, Why, Timeline, Plan, so a label out of that order (a text saved
 * before buildReflection kept answers apart) stays inside the answer before it.
 */
export function parseReflection(text: string | null): ElaborateAnswers {
  const answers = { ...EMPTY_ELABORATE };
  if (!text) return answers;
  const re = new RegExp(`(?:^|\\n\\n)(${LABELS}): `, 'g');
  const order = (label: string) => ELABORATE_PARTS.findIndex((p) => p.label === label);
  const marks: RegExpMatchArray[] = [];
  for (const m of text.matchAll(re)) {
    const last = marks.at(-1);
    if (!last || order(m[1]) > order(last[1])) marks.push(m);
  }
  if (marks.length === 0 || marks[0].index !== 0) return { ...answers, why: text };
  marks.forEach((m, i) => {
    const start = m.index! + m[0].length;
    const end = i + 1 < marks.length ? marks[i + 1].index! : text.length;
    answers[ELABORATE_PARTS[order(m[1])].id] = text.slice(start, end);
  });
  return answers;
}

export interface UpdateForm {
  category: GoalCategory;
  description: string;
  nextAction: string;
  elaborate: ElaborateAnswers;
  trackingType: TrackingType;
  percentage: number;
  stage: StatusStage;
  milestoneDone: boolean;
  financialType: FinancialType;
  currentAmount: string;
  targetAmount: string;
  subcategories: Subcategory[];
  /** The elaborate answers as the goal held them when the dialog opened. */
  savedElaborate: ElaborateAnswers;
}

export function formFromGoal(goal: Goal): UpdateForm {
  return {
    savedElaborate: parseReflection(goal.reflection),
    category: goal.category,
    // A rapid-entry goal's marker ('... details to be added later', spec §3) is a
    // placeholder here, not text to edit around: a save through this dialog (which shows
    // the category first) files the goal, and it no longer reads 'Needs categorizing'.
    description: goal.needsCategorizing ? '' : (goal.description ?? ''),
    nextAction: goal.nextAction ?? '',
    elaborate: parseReflection(goal.reflection),
    trackingType: goal.trackingType,
    percentage: bound(goal.progress),
    stage: stageForProgress(goal.progress),
    milestoneDone: goal.isCompleted,
    financialType: goal.financialType,
    currentAmount: centsToDollars(goal.currentAmount),
    targetAmount: centsToDollars(goal.targetAmount),
    subcategories: goal.subcategories.map((s) => ({ ...s })),
  };
}

/** What the dialog's Progress tab shows before saving. */
export function previewProgress(form: UpdateForm): { progress: number; isCompleted: boolean } {
  let progress: number;
  switch (form.trackingType) {
    case 'percentage':
      progress = bound(form.percentage);
      break;
    case 'status':
      progress = stageProgress(form.stage);
      break;
    case 'milestone':
      progress = form.milestoneDone ? 100 : 0;
      break;
    case 'currency':
      progress = currencyProgress(form.currentAmount, form.targetAmount, form.financialType);
      break;
    case 'subcategory':
      progress = subcategoryProgress(form.subcategories);
      break;
  }
  return { progress, isCompleted: progress === 100 };
}

/** The PATCH body of the update dialog (spec §7): every type also sends category, description, nextAction. */
export function buildUpdateRequest(form: UpdateForm): UpdateGoalRequest {
  const body: UpdateGoalRequest = {
    trackingType: form.trackingType,
    category: form.category,
    description: form.description.trim() === '' ? null : form.description,
    nextAction: form.nextAction.trim() === '' ? null : form.nextAction.trim(),
  };
  // Only when the answers were changed: the goal's own text is never rewritten (relabelled)
  // by a save of its progress; all of them cleared clears it.
  const changed = ELABORATE_PARTS.some(
    (p) => form.elaborate[p.id].trim() !== form.savedElaborate[p.id].trim(),
  );
  if (changed) body.reflection = buildReflection(form.elaborate);
  const { progress, isCompleted } = previewProgress(form);
  switch (form.trackingType) {
    case 'percentage':
    case 'status':
      return { ...body, progress, isCompleted };
    case 'milestone':
      return { ...body, isCompleted: form.milestoneDone, progress };
    case 'currency':
      return {
        ...body,
        financialType: form.financialType,
        currentAmount: dollarsToCents(form.currentAmount),
        targetAmount: dollarsToCents(form.targetAmount),
        progress,
        isCompleted,
      };
    case 'subcategory':
      return {
        ...body,
        subcategories: form.subcategories.map((s) => ({ name: s.name, completed: s.completed })),
        progress,
        isCompleted,
      };
  }
}
