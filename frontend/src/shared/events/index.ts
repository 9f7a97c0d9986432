import { createAction } from '@reduxjs/toolkit';

/**
 * Cross-feature events. Features never import each other: one dispatches an event
 * from here, another reacts in its slice (extraReducers) or listener middleware.
 * Payloads stay serializable.
 */

export type GoalCategory =
  'career' | 'health' | 'relationships' | 'learning' | 'financial' | 'personal';

/** A goal was created (wizard, rapid entry, ...). */
export const goalCreated = createAction<{ goalId: string; title: string; category?: GoalCategory }>(
  'events/goalCreated',
);
/**
 * Several goals were created at once (rapid goal writing's 'Save n Goals').
 * Gamification awards each goal once and shows one celebration for the batch.
 */
export const goalsCreated = createAction<{
  goals: Array<{ goalId: string; title: string; category?: GoalCategory }>;
}>('events/goalsCreated');
/** A goal reached completion. */
export const goalCompleted = createAction<{ goalId: string }>('events/goalCompleted');
/** A daily reflection was saved; `xpAwarded` is the server's figure (decisions §6). */
export const reflectionSaved = createAction<{
  reflectionId: string;
  reflectionDate: string;
  timeOfDay: 'morning' | 'evening';
  xpAwarded: number;
}>('events/reflectionSaved');

/** Someone asked for the goal wizard dialog (sidebar 'Set Goal', dashboard...). */
export const goalWizardRequested = createAction<{ category?: GoalCategory } | undefined>(
  'events/goalWizardRequested',
);
/** Someone asked for the rapid goal writing dialog. */
export const rapidEntryRequested = createAction('events/rapidEntryRequested');

/**
 * The member's 'Auto-save goals' setting is known (read or changed): whether goals being
 * written are kept as a draft in this browser.
 */
export const goalDraftsSettingKnown = createAction<{ keep: boolean }>(
  'events/goalDraftsSettingKnown',
);

/** The user signed out: every slice holding per-user state resets itself on this. */
export const sessionEnded = createAction('events/sessionEnded');

/**
 * "Requests" are events some feature is expected to answer (open a dialog...).
 * A manifest lists the requests it answers (`handles`); until one does, the app answers
 * with an honest 'Coming soon' toast naming `what`, instead of doing nothing.
 */
export const requestEvents = [
  { action: goalWizardRequested, what: 'The goal wizard' },
  { action: rapidEntryRequested, what: 'Rapid goal writing' },
] as const;
