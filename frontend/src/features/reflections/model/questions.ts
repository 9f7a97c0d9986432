import type { DailyReflectionRecord } from '../../../shared/api';

/**
 * The guided questions of the journal (spec §3 ids), in our own wording (decisions §1).
 * Every quote is copied, with its author and source, from the curated public-domain list
 * (backend/src/modules/quotes/infrastructure/persistence/quotes.seed-data.ts). A session
 * (`TimeOfDay`) is the API record's own field.
 */
export type TimeOfDay = DailyReflectionRecord['timeOfDay'];

export interface GuidedQuote {
  text: string;
  author: string;
  source: string;
}

export interface GuidedQuestion {
  id: string;
  timeOfDay: TimeOfDay;
  /** The question itself: also the visible label (and accessible name) of its text area. */
  question: string;
  /** A short name for journal summaries. */
  short: string;
  description: string;
  quote: GuidedQuote;
}

export const SESSION_LABELS: Record<TimeOfDay, string> = { morning: 'Morning', evening: 'Evening' };

export const QUESTIONS: readonly GuidedQuestion[] = [
  {
    id: 'morning_intention',
    timeOfDay: 'morning',
    question: 'What is my intention for today?',
    short: 'Intention',
    description: 'Name the one thing that would make today a success, and how you want to meet it.',
    quote: {
      text: 'The morning question, What good shall I do this day? ... Evening question, What good have I done to-day?',
      author: 'Benjamin Franklin',
      source: 'Autobiography (1791)',
    },
  },
  {
    id: 'morning_character',
    timeOfDay: 'morning',
    question: 'Who do I want to be today?',
    short: 'Character',
    description: 'Choose one quality to practise today: patience, courage, kindness, focus...',
    quote: {
      text: 'No longer talk at all about the kind of man that a good man ought to be, but be such.',
      author: 'Marcus Aurelius',
      source: 'Meditations, X.16 (tr. George Long, 1862)',
    },
  },
  {
    id: 'morning_activity',
    timeOfDay: 'morning',
    question: 'Which actions will move me toward my goals today?',
    short: 'Actions',
    description: 'List the few concrete steps, however small, that move your most important goal.',
    quote: {
      text: 'The journey of a thousand li commenced with a single step.',
      author: 'Laozi',
      source: 'Tao Te Ching, ch. 64 (tr. James Legge, 1891)',
    },
  },
  {
    id: 'morning_learning',
    timeOfDay: 'morning',
    question: 'What do I want to learn or get better at today?',
    short: 'Learning',
    description: 'A skill, an idea or a habit: what will you study, practise or ask about?',
    quote: {
      text: 'Learning without thought is labour lost; thought without learning is perilous.',
      author: 'Confucius',
      source: 'Analects, II.15 (tr. James Legge, 1861)',
    },
  },
  {
    id: 'morning_gratitude',
    timeOfDay: 'morning',
    question: 'What am I grateful for this morning?',
    short: 'Gratitude',
    description: 'Write down a few people, things or moments you are thankful for.',
    quote: {
      text: 'For this one virtue [gratitude] is not only the greatest, but is also the parent of all the other virtues.',
      author: 'Marcus Tullius Cicero',
      source: 'Pro Plancio, 80 (tr. C. D. Yonge, 1891)',
    },
  },
  {
    id: 'evening_accomplishment',
    timeOfDay: 'evening',
    question: 'What did I accomplish today?',
    short: 'Accomplished',
    description: 'Note what you finished or moved forward today, big or small.',
    quote: {
      text: 'Well done is better than well said.',
      author: 'Benjamin Franklin',
      source: "Poor Richard's Almanack (1737)",
    },
  },
  {
    id: 'evening_lesson',
    timeOfDay: 'evening',
    question: 'What did today teach me?',
    short: 'Lesson',
    description: 'A mistake, a surprise or an insight: what will you carry into tomorrow?',
    quote: {
      text: 'Those who cannot remember the past are condemned to repeat it.',
      author: 'George Santayana',
      source: 'The Life of Reason, Vol. I: Reason in Common Sense, ch. XII (1905)',
    },
  },
  {
    id: 'evening_activity_review',
    timeOfDay: 'evening',
    question: 'Did my actions match my plan?',
    short: 'Actions review',
    description:
      'Compare what you did with what you meant to do. What helped, what got in the way?',
    quote: {
      text: 'The life which is unexamined is not worth living.',
      author: 'Socrates',
      source: "Plato's Apology, 38a (tr. Benjamin Jowett, 1871)",
    },
  },
  {
    id: 'evening_relationships',
    timeOfDay: 'evening',
    question: 'How did I treat the people around me?',
    short: 'Relationships',
    description: 'Whom did you help, thank or let down today, and what would you do differently?',
    quote: {
      text: 'The only way to have a friend is to be one.',
      author: 'Ralph Waldo Emerson',
      source: 'Essays: First Series, "Friendship" (1841)',
    },
  },
  {
    id: 'evening_tomorrow',
    timeOfDay: 'evening',
    question: 'What will make tomorrow better?',
    short: 'Tomorrow',
    description: 'Set tomorrow up: the first thing you will do, and what to prepare tonight.',
    quote: {
      text: 'While we are postponing, life speeds by.',
      author: 'Seneca',
      source: 'Moral Letters to Lucilius, Letter 1 (tr. R. M. Gummere, 1917)',
    },
  },
];

export function questionsFor(timeOfDay: TimeOfDay): GuidedQuestion[] {
  return QUESTIONS.filter((q) => q.timeOfDay === timeOfDay);
}

const BY_ID = new Map(QUESTIONS.map((q) => [q.id, q]));
export function questionById(id: string): GuidedQuestion | undefined {
  return BY_ID.get(id);
}
