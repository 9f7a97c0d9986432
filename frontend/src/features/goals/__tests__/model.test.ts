import { describe, expect, it } from '@jest/globals';
import { filterGoals, formatDue } from '../model/filters';
import {
  buildReflection,
  amountProblems,
  buildUpdateRequest,
  currencyProgress,
  dollarsToCents,
  formFromGoal,
  parseReflection,
  previewProgress,
  stageForProgress,
  STATUS_STAGES,
  subcategoryProgress,
} from '../model/progress';
import {
  badgeFor,
  categoryForPosition,
  cleanEntry,
  nextPromptIndex,
  parseDraft,
  randomPromptIndex,
  writingProgress,
  WRITING_PROMPTS,
} from '../model/rapid-entry';
import { clipChars } from '../../../shared/lib/text';
import { makeGoal } from './fixtures';
import {
  answerNote,
  buildWizardGoal,
  INITIAL_WIZARD,
  MAX_ANSWER_LENGTH,
  moveStep,
  WIZARD_STEPS,
  wizardChanged,
} from '../model/wizard';

describe('wizard defaults (spec §4)', () => {
  it("falls back to 'My Goal', personal, medium, no date when nothing is answered", () => {
    expect(buildWizardGoal(INITIAL_WIZARD)).toEqual({
      title: 'My Goal',
      description: null,
      category: 'personal',
      priority: 'medium',
      targetDate: null,
      progress: 0,
      isCompleted: false,
      trackingType: 'percentage',
      currentAmount: 0,
      targetAmount: 0,
      steps: [],
      reflection: null,
      nextAction: null,
    });
  });

  it('keeps every answer whole when each is as long as a field takes; only the title is cut', () => {
    const questions = WIZARD_STEPS.flatMap((s) => s.questions);
    const answers = Object.fromEntries(
      questions.map((q, i) => [q.id, String.fromCharCode(97 + i).repeat(MAX_ANSWER_LENGTH)]),
    );
    const goal = buildWizardGoal({ ...INITIAL_WIZARD, answers });
    for (const q of questions) expect(goal.description).toContain(answers[q.id]);
    expect(goal.description!.length).toBeLessThanOrEqual(10_000);
    expect(goal.steps.every((step) => step.length === MAX_ANSWER_LENGTH)).toBe(true);
    expect(goal.title).toHaveLength(200);
    expect(answerNote('clarity_what', 'x'.repeat(201))).toMatch(/first 200 characters/);
    expect(answerNote('why_matters', 'x'.repeat(201))).toBeNull();
    expect(answerNote('why_matters', 'x'.repeat(MAX_ANSWER_LENGTH))).toBe('750 of 750 characters.');
  });

  it('builds title, description, steps, reflection, next action and date from the answers', () => {
    const goal = buildWizardGoal({
      ...INITIAL_WIZARD,
      category: 'career',
      priority: 'high',
      targetDate: '2026-12-31',
      answers: {
        clarity_what: '  Open a bakery ',
        clarity_measure: '',
        clarity_picture: 'Fresh bread every morning',
        why_matters: 'It is my dream',
        why_character: '   ',
        timeline_deadline: 'Lease ends',
        plan_steps: 'Find a location\nWrite a business plan',
        plan_help: 'My sister',
      },
    });
    const q = (id: string) => WIZARD_STEPS.flatMap((s) => s.questions).find((x) => x.id === id)!;
    expect(goal.title).toBe('Open a bakery');
    expect(goal.category).toBe('career');
    expect(goal.priority).toBe('high');
    expect(goal.targetDate).toBe('2026-12-31');
    expect(goal.description).toBe(
      [
        `${q('clarity_what').label}\nOpen a bakery`,
        `${q('clarity_picture').label}\nFresh bread every morning`,
        `${q('why_matters').label}\nIt is my dream`,
        `${q('timeline_deadline').label}\nLease ends`,
        `${q('plan_steps').label}\nFind a location\nWrite a business plan`,
        `${q('plan_help').label}\nMy sister`,
      ].join('\n\n'),
    );
    expect(goal.steps).toEqual([
      'Open a bakery',
      'Fresh bread every morning',
      'It is my dream',
      'Lease ends',
      'Find a location\nWrite a business plan',
    ]);
    expect(goal.reflection).toBe('It is my dream');
    expect(goal.nextAction).toBe('Find a location');
  });

  it('moves one step at a time and never past either end', () => {
    expect(moveStep(0, -1)).toBe(0);
    expect(moveStep(0, 1)).toBe(1);
    expect(moveStep(3, 1)).toBe(3);
    expect(WIZARD_STEPS.map((s) => s.title)).toEqual([
      'What Do You Want?',
      'Why Do You Want It?',
      'When Do You Want It?',
      'How Will You Get It?',
    ]);
    expect(WIZARD_STEPS.every((s) => s.questions.length === 3)).toBe(true);
  });
});

describe('rapid entry rules (spec §4, §9)', () => {
  it('wraps prompts and never repeats the current one at random', () => {
    expect(WRITING_PROMPTS).toHaveLength(10);
    expect(nextPromptIndex(0)).toBe(1);
    expect(nextPromptIndex(9)).toBe(0);
    for (const r of [0, 0.5, 0.999]) expect(randomPromptIndex(4, r)).not.toBe(4);
    expect(randomPromptIndex(9, 0)).toBe(0);
  });

  it('shows the badge and progress thresholds', () => {
    expect([0, 19, 20, 49, 50, 120].map(badgeFor)).toEqual([
      'Keep going!',
      'Keep going!',
      'Great progress!',
      'Great progress!',
      'Outstanding!',
      'Outstanding!',
    ]);
    expect(writingProgress(0)).toBe(0);
    expect(writingProgress(10)).toBe(50);
    expect(writingProgress(20)).toBe(100);
    expect(writingProgress(55)).toBe(100);
  });

  it('previews categories cycling by position and trims entries', () => {
    expect([0, 5, 6, 13].map(categoryForPosition)).toEqual([
      'career',
      'personal',
      'career',
      'health',
    ]);
    expect(cleanEntry('  Learn Italian ')).toBe('Learn Italian');
    expect(cleanEntry('   ')).toBeNull();
  });

  it('restores only a non-empty array of strings and throws on corrupt JSON', () => {
    expect(parseDraft(null)).toBeNull();
    expect(parseDraft('[]')).toBeNull();
    expect(parseDraft('{"a":1}')).toBeNull();
    expect(parseDraft('["a","b"]')).toEqual(['a', 'b']);
    expect(() => parseDraft('[1,')).toThrow();
    expect(() => parseDraft('[1]')).toThrow();
  });
});

describe('update dialog previews (spec §4)', () => {
  it('maps status stages both ways', () => {
    expect(STATUS_STAGES.map((s) => s.progress)).toEqual([0, 10, 50, 80, 100]);
    expect(stageForProgress(0)).toBe('not-started');
    expect(stageForProgress(55)).toBe('in-progress');
    expect(stageForProgress(100)).toBe('completed');
  });

  it('computes currency progress in dollars, debt and a missing target included', () => {
    expect(currencyProgress('250', '1000', 'savings')).toBe(25);
    expect(currencyProgress('2000', '1000', 'savings')).toBe(100);
    expect(currencyProgress('250', '1000', 'debt')).toBe(75);
    expect(currencyProgress('1500', '1000', 'debt')).toBe(0);
    expect(currencyProgress('0.5', '', 'savings')).toBe(50);
    expect(currencyProgress('0', '0', 'savings')).toBe(0);
    expect(dollarsToCents('12.345')).toBe(1235);
    expect(dollarsToCents('abc')).toBe(0);
    expect(dollarsToCents('0.1')).toBe(10);
  });

  it('rounds the share of completed sub-categories', () => {
    expect(subcategoryProgress([])).toBe(0);
    expect(
      subcategoryProgress([
        { name: 'a', completed: true },
        { name: 'b', completed: false },
        { name: 'c', completed: false },
      ]),
    ).toBe(33);
  });

  it('joins the filled elaborate answers into a labelled reflection and reads it back', () => {
    const answers = { clarity: 'A house', why: '', timeline: 'By 2030', plan: ' Save ' };
    const text = buildReflection(answers);
    expect(text).toBe('Clarity: A house\n\nTimeline: By 2030\n\nPlan: Save');
    expect(parseReflection(text)).toEqual({
      clarity: 'A house',
      why: '',
      timeline: 'By 2030',
      plan: 'Save',
    });
    expect(buildReflection({ clarity: ' ', why: '', timeline: '', plan: '' })).toBeNull();
    // The goal wizard's plain answer to why the goal matters is the Why.
    expect(parseReflection('free text')).toEqual({
      clarity: '',
      why: 'free text',
      timeline: '',
      plan: '',
    });
  });

  it('keeps an answer that itself holds a blank line and a label in its own part', () => {
    const answers = {
      clarity: 'A house\n\nWhy: my notes, not the Why part',
      why: 'Room for the kids',
      timeline: '',
      plan: 'Save\n \nPlan: B',
    };
    const text = buildReflection(answers);
    expect(text).toBe(
      'Clarity: A house\nWhy: my notes, not the Why part\n\nWhy: Room for the kids\n\nPlan: Save\nPlan: B',
    );
    expect(parseReflection(text)).toEqual({
      clarity: 'A house\nWhy: my notes, not the Why part',
      why: 'Room for the kids',
      timeline: '',
      plan: 'Save\nPlan: B',
    });
    // Saved before answers were kept apart: a label out of order stays in the answer before it.
    expect(parseReflection('Why: x\n\nClarity: y\n\nPlan: z')).toEqual({
      clarity: '',
      why: 'x\n\nClarity: y',
      timeline: '',
      plan: 'z',
    });
  });

  it("leaves the goal's reflection alone unless its answers were changed", () => {
    const wizardGoal = makeGoal({ reflection: 'Health lets me enjoy life with family' });
    const form = formFromGoal(wizardGoal);
    expect(form.elaborate.why).toBe('Health lets me enjoy life with family');
    expect(buildUpdateRequest({ ...form, percentage: 30 })).not.toHaveProperty('reflection');
    expect(
      buildUpdateRequest({ ...form, elaborate: { ...form.elaborate, plan: 'Walk daily' } })
        .reflection,
    ).toBe('Why: Health lets me enjoy life with family\n\nPlan: Walk daily');
    const cleared = { clarity: '', why: ' ', timeline: '', plan: '' };
    expect(buildUpdateRequest({ ...form, elaborate: cleared }).reflection).toBeNull();
  });

  it('names a negative, zero or unreadable amount instead of saving 0 (spec: min 0 and 0.01)', () => {
    expect(amountProblems('', '')).toEqual({});
    expect(amountProblems('0', '0.01')).toEqual({});
    expect(amountProblems('-50', '100')).toEqual({ current: 'Enter an amount of 0 or more.' });
    expect(amountProblems('50', '-10')).toEqual({ target: 'Enter an amount of at least 0.01.' });
    expect(amountProblems('50', '0')).toEqual({ target: 'Enter an amount of at least 0.01.' });
    expect(amountProblems('20000000000', '5')).toEqual({
      current: 'Enter at most 10,000,000,000.',
    });
    // What a number field could not read reached the form as '' (blank, a target of 1).
    for (const text of ['1,000', '$50', '12,50', '2e', '-', '1e3', '0x10', 'Infinity'])
      expect(amountProblems('5', text)).toEqual({ target: 'Enter a number such as 1000.50.' });
    expect(amountProblems(' 12.5 ', '.5')).toEqual({});
    expect(dollarsToCents('1,000')).toBe(0);
  });

  it('builds the PATCH body of each tracking type', () => {
    const form = formFromGoal(makeGoal({ description: 'Desc', nextAction: 'Run 5k' }));
    expect(buildUpdateRequest({ ...form, percentage: 100 })).toEqual({
      trackingType: 'percentage',
      category: 'health',
      description: 'Desc',
      nextAction: 'Run 5k',
      progress: 100,
      isCompleted: true,
    });
    expect(
      buildUpdateRequest({ ...form, trackingType: 'status', stage: 'almost-done' }),
    ).toMatchObject({ progress: 80, isCompleted: false });
    expect(
      buildUpdateRequest({ ...form, trackingType: 'milestone', milestoneDone: true }),
    ).toMatchObject({ progress: 100, isCompleted: true });
    expect(
      buildUpdateRequest({
        ...form,
        trackingType: 'currency',
        financialType: 'debt',
        currentAmount: '400',
        targetAmount: '2000.50',
        elaborate: { clarity: 'Debt free', why: '', timeline: '', plan: '' },
      }),
    ).toEqual({
      trackingType: 'currency',
      category: 'health',
      description: 'Desc',
      nextAction: 'Run 5k',
      reflection: 'Clarity: Debt free',
      financialType: 'debt',
      currentAmount: 40_000,
      targetAmount: 200_050,
      progress: 80,
      isCompleted: false,
    });
    expect(
      previewProgress({
        ...form,
        trackingType: 'subcategory',
        subcategories: [{ name: 'a', completed: true }],
      }),
    ).toEqual({ progress: 100, isCompleted: true });
  });
});

describe('goals page filters', () => {
  const goals = [
    makeGoal({ id: '1', title: 'Run a Marathon', category: 'health' }),
    makeGoal({ id: '2', title: 'Save', description: 'An emergency FUND', category: 'financial' }),
    makeGoal({ id: '3', title: 'Learn Go', category: 'learning' }),
  ];
  it('searches title or description, case-insensitive, within the category', () => {
    expect(filterGoals(goals, 'marathon', null).map((g) => g.id)).toEqual(['1']);
    expect(filterGoals(goals, 'fund', null).map((g) => g.id)).toEqual(['2']);
    expect(filterGoals(goals, '', 'learning').map((g) => g.id)).toEqual(['3']);
    expect(filterGoals(goals, 'fund', 'health')).toEqual([]);
  });
  it("formats 'Due MMM d' without shifting the date", () => {
    expect(formatDue('2025-01-05')).toBe('Due Jan 5');
    expect(formatDue('2026-12-31')).toBe('Due Dec 31');
  });
});

describe('wizardChanged', () => {
  const opened = { ...INITIAL_WIZARD, category: 'health' as const };
  it('is false for the wizard as it opened, whatever step it is on, and for blank answers', () => {
    expect(wizardChanged(opened, opened)).toBe(false);
    expect(wizardChanged({ ...opened, step: 2, answers: { clarity_what: '  ' } }, opened)).toBe(
      false,
    );
  });
  it('is true for an answer, or another life area, importance or date', () => {
    expect(wizardChanged({ ...opened, answers: { why_matters: 'Health' } }, opened)).toBe(true);
    expect(wizardChanged({ ...opened, category: 'career' }, opened)).toBe(true);
    expect(wizardChanged({ ...opened, priority: 'high' }, opened)).toBe(true);
    expect(wizardChanged({ ...opened, targetDate: '2027-01-05' }, opened)).toBe(true);
  });
});

/** Half of an emoji (a high surrogate with no low one after it, or a low one alone). */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

describe('clipChars: cut by whole characters, as the server counts them', () => {
  it('never ends on half of an emoji, and counts an emoji as one character', () => {
    expect(clipChars('abc', 5)).toBe('abc');
    expect(clipChars('a'.repeat(199) + '🏃x', 200)).toBe('a'.repeat(199) + '🏃');
    expect(clipChars('🏃'.repeat(150), 100)).toBe('🏃'.repeat(100));
    expect(clipChars('a'.repeat(250), 200)).toBe('a'.repeat(200));
  });

  it("gives the wizard's title and next action whole characters", () => {
    const goal = buildWizardGoal({
      ...INITIAL_WIZARD,
      answers: {
        clarity_what: 'a'.repeat(199) + '🏃 run every day',
        plan_steps: 'b'.repeat(499) + '🎯 aim',
      },
    });
    expect(goal.title).not.toMatch(LONE_SURROGATE);
    expect(goal.nextAction).not.toMatch(LONE_SURROGATE);
    expect(goal.title).toBe('a'.repeat(199) + '🏃');
    expect(goal.nextAction).toBe('b'.repeat(499) + '🎯');
  });
});
