/**
 * Values Discovery (spec §4): six questions, each with options to choose and room for
 * the user's own words. Suggestions come from keyword matching: every chosen option and
 * every written answer is split into words, and each value of VALUE_KEYWORDS scores one
 * point per word that matches one of its keywords (see keywordMatches). The best five
 * with a score win.
 *
 * VALUE_KEYWORDS is data: docs/reflections-and-values.md lists it and a unit test checks
 * that every option of every question leads to at least one value.
 */

export interface DiscoveryQuestion {
  id: string;
  question: string;
  hint: string;
  options: readonly string[];
}

export const DISCOVERY_QUESTIONS: readonly DiscoveryQuestion[] = [
  {
    id: 'proud',
    question: 'When do you feel most proud of yourself?',
    hint: 'Think of a moment you still smile about.',
    options: [
      'When I help someone through a hard time',
      'When I finish something difficult',
      'When I learn a new skill',
      'When I stand up for what is right',
      'When I create something original',
      'When I take care of my family',
    ],
  },
  {
    id: 'free_year',
    question: 'What would you do with a completely free year?',
    hint: 'Money and duties are taken care of.',
    options: [
      'Travel and explore the world',
      'Start a business or build something',
      'Volunteer for a cause I care about',
      'Spend it with family and friends',
      'Study, read and master a craft',
      'Get fit and healthy',
    ],
  },
  {
    id: 'frustrates',
    question: 'What frustrates you most in other people?',
    hint: 'What we dislike often shows what we value.',
    options: [
      'Dishonesty and broken promises',
      'Laziness and wasted potential',
      'Unkindness and cruelty',
      'Being controlled or micromanaged',
      'Unfairness and injustice',
      'Carelessness with money',
    ],
  },
  {
    id: 'remembered',
    question: 'What would you most like to be remembered for?',
    hint: 'Imagine what your closest friend would say about you.',
    options: [
      'My kindness and generosity',
      'My courage',
      'My wisdom',
      'My achievements and excellence',
      'My loyalty to the people I love',
      'My creativity and imagination',
    ],
  },
  {
    id: 'peace',
    question: 'What do you need to feel secure and at peace?',
    hint: 'Choose what you could not do without.',
    options: [
      'Financial stability',
      'Close relationships',
      'Freedom to choose my own path',
      'Good health and energy',
      'A sense of purpose and meaning',
      'Balance between work and rest',
    ],
  },
  {
    id: 'alive',
    question: 'When have you felt most alive?',
    hint: 'Describe the moment in your own words if none of these fits.',
    options: [
      'Taking a risk that paid off',
      'Reaching the top of a mountain',
      'Helping a stranger',
      'Sharing a meal with loved ones',
      'Solving a hard problem',
      'Performing or making art',
    ],
  },
];

export interface ValueKeywords {
  name: string;
  description: string;
  /**
   * Lower-case keywords. One of 6+ letters matches every word it begins ('imagin' matches
   * imagine, imagination); a shorter one matches the whole word, or the word plus s, es, d,
   * ed or ing ('help' matches helps, helped, helping, but 'care' does not match career).
   */
  keywords: readonly string[];
}

/** The keyword table: which words point to which value. */
export const VALUE_KEYWORDS: readonly ValueKeywords[] = [
  {
    name: 'Compassion',
    description: 'Caring for others and easing their pain.',
    keywords: [
      'help',
      'helpful',
      'kind',
      'kindness',
      'unkind',
      'care',
      'caring',
      'compassion',
      'cruel',
      'cruelty',
      'stranger',
      'empath',
    ],
  },
  {
    name: 'Achievement',
    description: 'Setting ambitious goals and reaching them.',
    keywords: [
      'achiev',
      'finish',
      'accomplish',
      'goal',
      'success',
      'succeed',
      'win',
      'winning',
      'difficult',
      'reach',
    ],
  },
  {
    name: 'Growth',
    description: 'Learning and becoming a little better every year.',
    keywords: [
      'learn',
      'grow',
      'growth',
      'study',
      'studied',
      'skill',
      'read',
      'improv',
      'potential',
      'lesson',
    ],
  },
  {
    name: 'Integrity',
    description: 'Being honest and keeping your word.',
    keywords: [
      'honest',
      'dishonest',
      'truth',
      'truthful',
      'promise',
      'integrity',
      'trust',
      'principle',
      'right',
    ],
  },
  {
    name: 'Justice',
    description: 'Standing up for fairness, for everyone.',
    keywords: ['fair', 'fairness', 'unfair', 'justice', 'injustice', 'equal', 'equality', 'stand'],
  },
  {
    name: 'Courage',
    description: 'Doing what matters even when you are afraid.',
    keywords: ['courage', 'brave', 'bravery', 'risk', 'fear', 'bold', 'dare', 'daring'],
  },
  {
    name: 'Creativity',
    description: 'Making original things and seeing new possibilities.',
    keywords: [
      'create',
      'creating',
      'creativ',
      'original',
      'imagin',
      'art',
      'artist',
      'design',
      'invent',
      'perform',
      'making',
    ],
  },
  {
    name: 'Family',
    description: 'Putting the people you love first.',
    keywords: [
      'family',
      'families',
      'parent',
      'child',
      'children',
      'kids',
      'home',
      'love',
      'loving',
    ],
  },
  {
    name: 'Connection',
    description: 'Close, warm relationships with friends and community.',
    keywords: [
      'friend',
      'relationship',
      'together',
      'share',
      'sharing',
      'meal',
      'community',
      'close',
    ],
  },
  {
    name: 'Freedom',
    description: 'Choosing your own path and your own time.',
    keywords: [
      'free',
      'freedom',
      'independen',
      'control',
      'micromanag',
      'choose',
      'choice',
      'path',
    ],
  },
  {
    name: 'Adventure',
    description: 'Exploring the world and trying new things.',
    keywords: ['travel', 'explor', 'adventur', 'mountain', 'alive', 'journey', 'world'],
  },
  {
    name: 'Health',
    description: 'Caring for your body and mind.',
    keywords: ['health', 'fit', 'fitness', 'exercis', 'sport', 'energy', 'body', 'sleep'],
  },
  {
    name: 'Security',
    description: 'Stability for you and those who depend on you.',
    keywords: [
      'secure',
      'security',
      'stabil',
      'money',
      'financ',
      'saving',
      'safe',
      'safety',
      'careless',
    ],
  },
  {
    name: 'Service',
    description: 'Contributing to causes bigger than yourself.',
    keywords: ['volunteer', 'cause', 'serve', 'service', 'contribut', 'communit', 'give'],
  },
  {
    name: 'Wisdom',
    description: 'Seeking understanding and good judgment.',
    keywords: ['wisdom', 'wise', 'understand', 'think', 'problem', 'solve', 'solving', 'insight'],
  },
  {
    name: 'Excellence',
    description: 'Doing your work to the highest standard.',
    keywords: ['excellen', 'quality', 'best', 'master', 'craft', 'standard', 'lazy', 'laziness'],
  },
  {
    name: 'Purpose',
    description: 'Living for something that truly matters to you.',
    keywords: ['purpose', 'meaning', 'faith', 'spirit', 'mission', 'legacy', 'remember'],
  },
  {
    name: 'Balance',
    description: 'Making room for work, rest and play.',
    keywords: ['balanc', 'rest', 'calm', 'peace', 'peaceful', 'slow', 'play'],
  },
  {
    name: 'Loyalty',
    description: 'Standing by the people and commitments you hold dear.',
    keywords: ['loyal', 'loyalty', 'commit', 'devoted', 'devotion', 'faithful', 'depend'],
  },
  {
    name: 'Generosity',
    description: 'Giving freely of your time and what you have.',
    keywords: ['generos', 'generous', 'giving', 'donate', 'donation', 'gift'],
  },
  {
    name: 'Entrepreneurship',
    description: 'Building something of your own and taking ownership.',
    keywords: ['business', 'build', 'start', 'startup', 'founder', 'entrepreneur'],
  },
];

/** Keywords of 6+ letters match as word beginnings; shorter ones as whole words. */
export const PREFIX_MIN_LENGTH = 6;
const SHORT_ENDINGS = ['', 's', 'es', 'd', 'ed', 'ing'];

export function keywordMatches(word: string, keyword: string): boolean {
  if (keyword.length >= PREFIX_MIN_LENGTH) return word.startsWith(keyword);
  return SHORT_ENDINGS.some((ending) => word === keyword + ending);
}

/** One question's answer: the options chosen and the user's own words. */
export interface DiscoveryAnswer {
  options: string[];
  text: string;
}

export type DiscoveryAnswers = Record<string, DiscoveryAnswer>;

export function isAnswered(answer: DiscoveryAnswer | undefined): boolean {
  return !!answer && (answer.options.length > 0 || answer.text.trim() !== '');
}

export interface ValueSuggestion {
  name: string;
  description: string;
  score: number;
  /** The user's words that matched, for "because you said...". */
  matched: string[];
}

/** Lower-case words of a text (letters, digits and apostrophes). */
export function wordsOf(text: string): string[] {
  return text.toLowerCase().match(/[\p{L}\p{N}']+/gu) ?? [];
}

export const MAX_SUGGESTIONS = 5;

/** The suggested values for a set of answers, best first (ties keep the table's order). */
export function analyzeValues(
  answers: DiscoveryAnswers,
  table: readonly ValueKeywords[] = VALUE_KEYWORDS,
  limit = MAX_SUGGESTIONS,
): ValueSuggestion[] {
  const words = Object.values(answers).flatMap((a) => [
    ...a.options.flatMap(wordsOf),
    ...wordsOf(a.text),
  ]);
  return table
    .map((value, order) => {
      const matched = words.filter((w) => value.keywords.some((k) => keywordMatches(w, k)));
      return {
        name: value.name,
        description: value.description,
        score: matched.length,
        matched: [...new Set(matched)],
        order,
      };
    })
    .filter((s) => s.score > 0)
    .sort((a, b) => b.score - a.score || a.order - b.order)
    .slice(0, limit)
    .map(({ order: _order, ...s }) => s);
}
