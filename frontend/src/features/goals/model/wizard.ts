/**
 * The goal wizard (spec §2 and §4 "Wizard defaults on submit"). Questions are our
 * own wording of the spec's prompts; every quote comes from the seeded quote list
 * (backend quotes.seed-data.ts) with its author and source.
 */
import { clipChars } from '../../../shared/lib/text';
import type { CreateGoalRequest, GoalCategory, Priority } from './types';

export interface WizardQuestion {
  id: string;
  label: string;
}

export interface WizardStep {
  id: 'clarity' | 'why' | 'timeline' | 'plan';
  title: string;
  quote: { text: string; author: string; source: string };
  questions: readonly [WizardQuestion, WizardQuestion, WizardQuestion];
}

export const WIZARD_STEPS: readonly WizardStep[] = [
  {
    id: 'clarity',
    title: 'What Do You Want?',
    quote: {
      text: 'When a man does not know what harbour he is making for, no wind is the right wind.',
      author: 'Seneca',
      source: 'Moral Letters to Lucilius, Letter 71 (tr. R. M. Gummere, 1920)',
    },
    questions: [
      { id: 'clarity_what', label: 'What exactly do you want to achieve?' },
      { id: 'clarity_measure', label: 'How will you know you have achieved it?' },
      {
        id: 'clarity_picture',
        label: 'Picture it already done: what does your life look like?',
      },
    ],
  },
  {
    id: 'why',
    title: 'Why Do You Want It?',
    quote: {
      text: 'Always bear in mind that your own resolution to succeed is more important than any other one thing.',
      author: 'Abraham Lincoln',
      source: 'Letter to Isham Reavis, 5 November 1855',
    },
    questions: [
      { id: 'why_matters', label: 'Why does this goal matter so much to you?' },
      { id: 'why_character', label: 'How will pursuing it shape your character?' },
      {
        id: 'why_become',
        label: 'How does it help you become the person you want to be?',
      },
    ],
  },
  {
    id: 'timeline',
    title: 'When Do You Want It?',
    quote: {
      text: 'While we are postponing, life speeds by.',
      author: 'Seneca',
      source: 'Moral Letters to Lucilius, Letter 1 (tr. R. M. Gummere, 1917)',
    },
    questions: [
      { id: 'timeline_deadline', label: 'Why is this the right deadline?' },
      { id: 'timeline_sooner', label: 'What could help you get there sooner?' },
      { id: 'timeline_missed', label: 'What happens if you miss the deadline?' },
    ],
  },
  {
    id: 'plan',
    title: 'How Will You Get It?',
    quote: {
      text: 'If you have built castles in the air, your work need not be lost; that is where they should be. Now put the foundations under them.',
      author: 'Henry David Thoreau',
      source: 'Walden (1854)',
    },
    questions: [
      { id: 'plan_steps', label: 'What are the key steps to get there?' },
      {
        id: 'plan_obstacles',
        label: 'What obstacles might stand in your way, and how will you overcome them?',
      },
      { id: 'plan_help', label: 'Who could help you, and how?' },
    ],
  },
];

export const WIZARD_STEP_COUNT = WIZARD_STEPS.length;

export interface WizardState {
  step: number; // 0-based
  answers: Record<string, string>;
  category: GoalCategory;
  priority: Priority;
  targetDate: string;
}

export const INITIAL_WIZARD: WizardState = {
  step: 0,
  answers: {},
  category: 'personal',
  priority: 'medium',
  targetDate: '',
};

/**
 * Whether the wizard holds something the user chose or typed since it opened (as
 * `opened`): an answer, or another life area, importance or date. Moving between steps
 * is no change.
 */
export function wizardChanged(state: WizardState, opened: WizardState): boolean {
  return (
    Object.values(state.answers).some((text) => text.trim() !== '') ||
    state.category !== opened.category ||
    state.priority !== opened.priority ||
    state.targetDate !== opened.targetDate
  );
}

/** One step at a time, forward and back, never past either end. */
export function moveStep(step: number, delta: 1 | -1): number {
  return Math.min(WIZARD_STEP_COUNT - 1, Math.max(0, step + delta));
}

const ALL_QUESTIONS = WIZARD_STEPS.flatMap((s) => s.questions);

/**
 * An answer is at most 750 characters: the twelve answers with their questions then fit
 * the description's 10,000 whole (a test checks), and each fits a step's 1,000
 * (decisions §4), so nothing written is cut but the title.
 */
export const MAX_ANSWER_LENGTH = 750;
const TITLE_LENGTH = 200;

/** What the field says under an answer: where its title is cut, how near its end it is. */
export function answerNote(id: string, text: string | undefined): string | null {
  const length = (text ?? '').trim().length;
  if (length >= MAX_ANSWER_LENGTH - 100) return `${length} of ${MAX_ANSWER_LENGTH} characters.`;
  if (id === 'clarity_what' && length > TITLE_LENGTH)
    return `The first ${TITLE_LENGTH} characters are the goal's title; all of it is kept in its description.`;
  return null;
}

/** The goal the wizard creates (spec §4 "Wizard defaults on submit"). */
export function buildWizardGoal(state: WizardState): CreateGoalRequest {
  const answer = (id: string) => (state.answers[id] ?? '').trim();
  const filled = ALL_QUESTIONS.filter((q) => answer(q.id) !== '');
  const title = answer('clarity_what');
  const firstPlanLine = answer('plan_steps').split(/\r?\n/)[0]?.trim() ?? '';
  const description = filled.map((q) => `${q.label}\n${answer(q.id)}`).join('\n\n');
  return {
    title: title ? clipChars(title, TITLE_LENGTH) : 'My Goal',
    description: description ? clipChars(description, 10_000) : null,
    category: state.category,
    priority: state.priority,
    targetDate: state.targetDate ? state.targetDate : null,
    progress: 0,
    isCompleted: false,
    trackingType: 'percentage',
    currentAmount: 0,
    targetAmount: 0,
    steps: filled.slice(0, 5).map((q) => clipChars(answer(q.id), MAX_ANSWER_LENGTH)),
    reflection: answer('why_matters') ? clipChars(answer('why_matters'), 10_000) : null,
    nextAction: firstPlanLine ? clipChars(firstPlanLine, 500) : null,
  };
}
