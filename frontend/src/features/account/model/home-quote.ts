/**
 * Shown on the home page when the server has no quote to give (copied, with its
 * source, from backend/src/modules/quotes/infrastructure/persistence/quotes.seed-data.ts).
 */
export const HOME_FALLBACK_QUOTE = {
  text: 'If you have built castles in the air, your work need not be lost; that is where they should be. Now put the foundations under them.',
  author: 'Henry David Thoreau',
  source: 'Walden (1854)',
} as const;
