/**
 * The seeded quote table (decisions.md §1): every quote is real, correctly
 * attributed, by an author who died before 1955, with the work it comes from.
 * Translations are the public-domain ones named in `source`.
 * Any other part of the app that shows a quote takes it from this list.
 */
export interface SeedQuote {
  text: string;
  author: string;
  source: string;
  category:
    | 'goals'
    | 'action'
    | 'persistence'
    | 'reflection'
    | 'gratitude'
    | 'learning'
    | 'work'
    | 'health'
    | 'relationships'
    | 'money'
    | 'character'
    | 'courage'
    | 'time';
}

export const SEED_QUOTES: readonly SeedQuote[] = [
  // goals
  {
    text: 'I learned this, at least, by my experiment: that if one advances confidently in the direction of his dreams, and endeavors to live the life which he has imagined, he will meet with a success unexpected in common hours.',
    author: 'Henry David Thoreau',
    source: 'Walden (1854)',
    category: 'goals',
  },
  {
    text: 'If you have built castles in the air, your work need not be lost; that is where they should be. Now put the foundations under them.',
    author: 'Henry David Thoreau',
    source: 'Walden (1854)',
    category: 'goals',
  },
  {
    text: 'When a man does not know what harbour he is making for, no wind is the right wind.',
    author: 'Seneca',
    source: 'Moral Letters to Lucilius, Letter 71 (tr. R. M. Gummere, 1920)',
    category: 'goals',
  },
  {
    text: "Ah, but a man's reach should exceed his grasp, or what's a heaven for?",
    author: 'Robert Browning',
    source: 'Andrea del Sarto (1855)',
    category: 'goals',
  },
  {
    text: 'Dream lofty dreams, and as you dream, so shall you become.',
    author: 'James Allen',
    source: 'As a Man Thinketh (1903)',
    category: 'goals',
  },
  {
    text: 'The vision that you glorify in your mind, the Ideal that you enthrone in your heart, this you will build your life by, this you will become.',
    author: 'James Allen',
    source: 'As a Man Thinketh (1903)',
    category: 'goals',
  },
  {
    text: 'Reading maketh a full man; conference a ready man; and writing an exact man.',
    author: 'Francis Bacon',
    source: 'Essays, "Of Studies" (1625)',
    category: 'goals',
  },
  {
    text: 'Always bear in mind that your own resolution to succeed is more important than any other one thing.',
    author: 'Abraham Lincoln',
    source: 'Letter to Isham Reavis, 5 November 1855',
    category: 'goals',
  },
  {
    text: 'The great thing in this world is not so much where we stand, as in what direction we are moving.',
    author: 'Oliver Wendell Holmes Sr.',
    source: 'The Autocrat of the Breakfast-Table (1858)',
    category: 'goals',
  },

  // action
  {
    text: 'The journey of a thousand li commenced with a single step.',
    author: 'Laozi',
    source: 'Tao Te Ching, ch. 64 (tr. James Legge, 1891)',
    category: 'action',
  },
  {
    text: 'The beginning is the most important part of any work.',
    author: 'Plato',
    source: 'The Republic, Book II (tr. Benjamin Jowett, 1871)',
    category: 'action',
  },
  {
    text: 'He has half the deed done, who has made a beginning. Boldly undertake the study of true wisdom: begin it forthwith.',
    author: 'Horace',
    source: 'Epistles, I.2 (tr. C. Smart, rev. T. A. Buckley)',
    category: 'action',
  },
  {
    text: 'Well done is better than well said.',
    author: 'Benjamin Franklin',
    source: "Poor Richard's Almanack (1737)",
    category: 'action',
  },
  {
    text: 'You cannot cross the sea merely by standing and staring at the water.',
    author: 'Rabindranath Tagore',
    source: 'Stray Birds (1916)',
    category: 'action',
  },
  {
    text: 'Let us, then, be up and doing, with a heart for any fate; still achieving, still pursuing, learn to labor and to wait.',
    author: 'Henry Wadsworth Longfellow',
    source: 'A Psalm of Life (1838)',
    category: 'action',
  },
  {
    text: 'Far better is it to dare mighty things, to win glorious triumphs, even though checkered by failure, than to take rank with those poor spirits who neither enjoy much nor suffer much.',
    author: 'Theodore Roosevelt',
    source: 'The Strenuous Life (speech, 1899)',
    category: 'action',
  },
  {
    text: 'Whatever you do, do it with all your might.',
    author: 'P. T. Barnum',
    source: 'The Art of Money Getting (1880)',
    category: 'action',
  },
  {
    text: 'No longer talk at all about the kind of man that a good man ought to be, but be such.',
    author: 'Marcus Aurelius',
    source: 'Meditations, X.16 (tr. George Long, 1862)',
    category: 'action',
  },

  // persistence
  {
    text: 'The heights by great men reached and kept were not attained by sudden flight, but they, while their companions slept, were toiling upward in the night.',
    author: 'Henry Wadsworth Longfellow',
    source: 'The Ladder of Saint Augustine (1858)',
    category: 'persistence',
  },
  {
    text: 'Great works are performed not by strength but by perseverance.',
    author: 'Samuel Johnson',
    source: 'Rasselas (1759)',
    category: 'persistence',
  },
  {
    text: 'Little strokes fell great oaks.',
    author: 'Benjamin Franklin',
    source: "Poor Richard's Almanack (1750)",
    category: 'persistence',
  },
  {
    text: "It's dogged as does it. It ain't thinking about it.",
    author: 'Anthony Trollope',
    source: 'The Last Chronicle of Barset, ch. LXI (1867)',
    category: 'persistence',
  },
  {
    text: 'To strive, to seek, to find, and not to yield.',
    author: 'Alfred, Lord Tennyson',
    source: 'Ulysses (1842)',
    category: 'persistence',
  },
  {
    text: 'Genius is one per cent inspiration and ninety-nine per cent perspiration.',
    author: 'Thomas Edison',
    source: "Quoted in Harper's Monthly (1932)",
    category: 'persistence',
  },
  {
    text: 'I have learned that success is to be measured not so much by the position that one has reached in life as by the obstacles which he has overcome while trying to succeed.',
    author: 'Booker T. Washington',
    source: 'Up from Slavery (1901)',
    category: 'persistence',
  },
  {
    text: 'The strongest of all warriors are these two—Time and Patience.',
    author: 'Leo Tolstoy',
    source: 'War and Peace, Book X (tr. Louise and Aylmer Maude, 1922)',
    category: 'persistence',
  },
  {
    text: 'Nothing great was ever achieved without enthusiasm.',
    author: 'Ralph Waldo Emerson',
    source: 'Essays: First Series, "Circles" (1841)',
    category: 'persistence',
  },

  // reflection
  {
    text: 'The life which is unexamined is not worth living.',
    author: 'Socrates',
    source: "Plato's Apology, 38a (tr. Benjamin Jowett, 1871)",
    category: 'reflection',
  },
  {
    text: 'Those who cannot remember the past are condemned to repeat it.',
    author: 'George Santayana',
    source: 'The Life of Reason, Vol. I: Reason in Common Sense, ch. XII (1905)',
    category: 'reflection',
  },
  {
    text: 'Such as are thy habitual thoughts, such also will be the character of thy mind; for the soul is dyed by the thoughts.',
    author: 'Marcus Aurelius',
    source: 'Meditations, V.16 (tr. George Long, 1862)',
    category: 'reflection',
  },
  {
    text: 'The universe is transformation: life is opinion.',
    author: 'Marcus Aurelius',
    source: 'Meditations, IV.3 (tr. George Long, 1862)',
    category: 'reflection',
  },
  {
    text: 'Men are disturbed not by things, but by the views which they take of things.',
    author: 'Epictetus',
    source: 'Enchiridion, 5 (tr. T. W. Higginson, 1865)',
    category: 'reflection',
  },
  {
    text: 'There is nothing either good or bad, but thinking makes it so.',
    author: 'William Shakespeare',
    source: 'Hamlet, Act II, Scene 2',
    category: 'reflection',
  },
  {
    text: 'The morning question, What good shall I do this day? ... Evening question, What good have I done to-day?',
    author: 'Benjamin Franklin',
    source: 'Autobiography (1791)',
    category: 'reflection',
  },
  {
    text: 'Morning is when I am awake and there is a dawn in me.',
    author: 'Henry David Thoreau',
    source: 'Walden (1854)',
    category: 'reflection',
  },
  {
    text: 'Write it on your heart that every day is the best day in the year.',
    author: 'Ralph Waldo Emerson',
    source: 'Society and Solitude, "Works and Days" (1870)',
    category: 'reflection',
  },
  {
    text: 'A man is literally what he thinks, his character being the complete sum of all his thoughts.',
    author: 'James Allen',
    source: 'As a Man Thinketh (1903)',
    category: 'reflection',
  },
  {
    text: 'I went to the woods because I wished to live deliberately, to front only the essential facts of life, and see if I could not learn what it had to teach.',
    author: 'Henry David Thoreau',
    source: 'Walden (1854)',
    category: 'reflection',
  },

  // gratitude
  {
    text: 'For this one virtue [gratitude] is not only the greatest, but is also the parent of all the other virtues.',
    author: 'Marcus Tullius Cicero',
    source: 'Pro Plancio, 80 (tr. C. D. Yonge, 1891)',
    category: 'gratitude',
  },
  {
    text: 'I exist as I am, that is enough.',
    author: 'Walt Whitman',
    source: 'Leaves of Grass, "Song of Myself" (1855)',
    category: 'gratitude',
  },
  {
    text: 'Work is love made visible.',
    author: 'Kahlil Gibran',
    source: 'The Prophet, "On Work" (1923)',
    category: 'gratitude',
  },

  // learning
  {
    text: 'Learning without thought is labour lost; thought without learning is perilous.',
    author: 'Confucius',
    source: 'Analects, II.15 (tr. James Legge, 1861)',
    category: 'learning',
  },
  {
    text: 'Some books are to be tasted, others to be swallowed, and some few to be chewed and digested.',
    author: 'Francis Bacon',
    source: 'Essays, "Of Studies" (1625)',
    category: 'learning',
  },
  {
    text: 'He who never made a mistake never made a discovery.',
    author: 'Samuel Smiles',
    source: 'Self-Help (1859)',
    category: 'learning',
  },
  {
    text: 'The spirit of self-help is the root of all genuine growth in the individual.',
    author: 'Samuel Smiles',
    source: 'Self-Help (1859)',
    category: 'learning',
  },
  {
    text: 'I am not afraid of storms, for I am learning how to sail my ship.',
    author: 'Louisa May Alcott',
    source: 'Little Women (1868)',
    category: 'learning',
  },

  // work
  {
    text: 'Blessed is he who has found his work; let him ask no other blessedness.',
    author: 'Thomas Carlyle',
    source: 'Past and Present (1843)',
    category: 'work',
  },
  {
    text: 'Do the Duty which lies nearest thee.',
    author: 'Thomas Carlyle',
    source: 'Sartor Resartus (1836)',
    category: 'work',
  },
  {
    text: 'Diligence is the mother of good luck.',
    author: 'Benjamin Franklin',
    source: "Poor Richard's Almanack (1736)",
    category: 'work',
  },
  {
    text: 'To travel hopefully is a better thing than to arrive, and the true success is to labour.',
    author: 'Robert Louis Stevenson',
    source: 'Virginibus Puerisque, "El Dorado" (1881)',
    category: 'work',
  },
  {
    text: 'The credit belongs to the man who is actually in the arena, whose face is marred by dust and sweat and blood.',
    author: 'Theodore Roosevelt',
    source: 'Citizenship in a Republic (speech, 1910)',
    category: 'work',
  },

  // health
  {
    text: 'Early to bed and early to rise, makes a man healthy, wealthy and wise.',
    author: 'Benjamin Franklin',
    source: "Poor Richard's Almanack (1735)",
    category: 'health',
  },
  {
    text: 'The first wealth is health.',
    author: 'Ralph Waldo Emerson',
    source: 'The Conduct of Life, "Power" (1860)',
    category: 'health',
  },
  {
    text: 'Action seems to follow feeling, but really action and feeling go together.',
    author: 'William James',
    source: 'Talks to Teachers, "The Gospel of Relaxation" (1899)',
    category: 'health',
  },

  // relationships
  {
    text: 'The only way to have a friend is to be one.',
    author: 'Ralph Waldo Emerson',
    source: 'Essays: First Series, "Friendship" (1841)',
    category: 'relationships',
  },
  {
    text: 'What is a friend? A single soul dwelling in two bodies.',
    author: 'Aristotle',
    source:
      'Quoted by Diogenes Laërtius, Lives of the Eminent Philosophers, V.20 (tr. R. D. Hicks, 1925)',
    category: 'relationships',
  },
  {
    text: 'Begin the morning by saying to thyself, I shall meet with the busy-body, the ungrateful, arrogant, deceitful, envious, unsocial.',
    author: 'Marcus Aurelius',
    source: 'Meditations, II.1 (tr. George Long, 1862)',
    category: 'relationships',
  },

  // money
  {
    text: 'Beware of little expenses; a small leak will sink a great ship.',
    author: 'Benjamin Franklin',
    source: 'The Way to Wealth (1758)',
    category: 'money',
  },
  {
    text: 'Rather go to bed supperless than rise in debt.',
    author: 'Benjamin Franklin',
    source: 'The Way to Wealth (1758)',
    category: 'money',
  },
  {
    text: 'Annual income twenty pounds, annual expenditure nineteen nineteen and six, result happiness. Annual income twenty pounds, annual expenditure twenty pounds ought and six, result misery.',
    author: 'Charles Dickens',
    source: 'David Copperfield (1850)',
    category: 'money',
  },
  {
    text: 'Men are anxious to improve their circumstances, but are unwilling to improve themselves; they therefore remain bound.',
    author: 'James Allen',
    source: 'As a Man Thinketh (1903)',
    category: 'money',
  },

  // character
  {
    text: 'This above all: to thine own self be true.',
    author: 'William Shakespeare',
    source: 'Hamlet, Act I, Scene 3',
    category: 'character',
  },
  {
    text: 'Trust thyself: every heart vibrates to that iron string.',
    author: 'Ralph Waldo Emerson',
    source: 'Essays: First Series, "Self-Reliance" (1841)',
    category: 'character',
  },
  {
    text: 'Nothing can bring you peace but yourself.',
    author: 'Ralph Waldo Emerson',
    source: 'Essays: First Series, "Self-Reliance" (1841)',
    category: 'character',
  },
  {
    text: 'For as it is not one swallow or a fine day that makes a spring, so it is not one day or a short time that makes a man blessed and happy.',
    author: 'Aristotle',
    source: 'Nicomachean Ethics, I.7 (tr. W. D. Ross, 1908)',
    category: 'character',
  },
  {
    text: 'The mind is its own place, and in itself can make a Heav\u2019n of Hell, a Hell of Heav\u2019n.',
    author: 'John Milton',
    source: 'Paradise Lost, Book I (1667)',
    category: 'character',
  },
  {
    text: 'I am no bird; and no net ensnares me: I am a free human being with an independent will.',
    author: 'Charlotte Brontë',
    source: 'Jane Eyre (1847)',
    category: 'character',
  },

  // courage
  {
    text: 'I am the master of my fate, I am the captain of my soul.',
    author: 'William Ernest Henley',
    source: 'Invictus (1888)',
    category: 'courage',
  },
  {
    text: 'Courage is resistance to fear, mastery of fear, not absence of fear.',
    author: 'Mark Twain',
    source: "Pudd'nhead Wilson (1894)",
    category: 'courage',
  },
  {
    text: 'The fault, dear Brutus, is not in our stars, but in ourselves, that we are underlings.',
    author: 'William Shakespeare',
    source: 'Julius Caesar, Act I, Scene 2',
    category: 'courage',
  },
  {
    text: 'They can because they think they can.',
    author: 'Virgil',
    source: 'Aeneid, V.231 (tr. John Conington, 1866)',
    category: 'courage',
  },
  {
    text: 'Hope springs eternal in the human breast.',
    author: 'Alexander Pope',
    source: 'An Essay on Man, Epistle I (1733)',
    category: 'courage',
  },

  // time
  {
    text: 'We do not have a very short time assigned to us, but we lose a great deal of it.',
    author: 'Seneca',
    source: 'On the Shortness of Life, I (tr. Aubrey Stewart)',
    category: 'time',
  },
  {
    text: 'While we are postponing, life speeds by.',
    author: 'Seneca',
    source: 'Moral Letters to Lucilius, Letter 1 (tr. R. M. Gummere, 1917)',
    category: 'time',
  },
  {
    text: 'Lost time is never found again.',
    author: 'Benjamin Franklin',
    source: "Poor Richard's Almanack (1748)",
    category: 'time',
  },
  {
    text: 'Procrastination is the thief of time.',
    author: 'Edward Young',
    source: 'Night Thoughts (1742)',
    category: 'time',
  },
  {
    text: "If you can fill the unforgiving minute with sixty seconds' worth of distance run, yours is the Earth and everything that's in it.",
    author: 'Rudyard Kipling',
    source: 'If\u2014 (1910)',
    category: 'time',
  },
  {
    text: 'Do every act of thy life as if it were the last.',
    author: 'Marcus Aurelius',
    source: 'Meditations, II.5 (tr. George Long, 1862)',
    category: 'time',
  },
];
