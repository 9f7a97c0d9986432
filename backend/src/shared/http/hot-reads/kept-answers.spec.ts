import { prepareAnswer } from '../prepared-answer';
import { KeptAnswers } from './kept-answers';

const answer = (json: string) => prepareAnswer(json);

describe('KeptAnswers', () => {
  it('serves an answer only at the exact version it was kept at', () => {
    const kept = new KeptAnswers(1_000_000);
    kept.keep('/api/goals u1', 3, answer('[1]'));
    expect(kept.get('/api/goals u1', 3)?.body.toString()).toBe('[1]');
    expect(kept.get('/api/goals u1', 4)).toBeUndefined();
    expect(kept.get('/api/goals u1', 2)).toBeUndefined();
    expect(kept.get('/api/goals u2', 3)).toBeUndefined();
  });

  it('keeps the later of two racing reads', () => {
    const kept = new KeptAnswers(1_000_000);
    kept.keep('k', 5, answer('"new"'));
    kept.keep('k', 4, answer('"old"'));
    expect(kept.get('k', 5)?.body.toString()).toBe('"new"');
    expect(kept.get('k', 4)).toBeUndefined();
    kept.keep('k', 6, answer('"newer"'));
    expect(kept.get('k', 6)?.body.toString()).toBe('"newer"');
    expect(kept.size.answers).toBe(1);
  });

  it('drops answers not served since the last sweep first (CLOCK), and never keeps one too big', () => {
    const body = 'x'.repeat(1000);
    const kept = new KeptAnswers(3 * 1300);
    kept.keep('a', 1, answer(body));
    kept.keep('b', 1, answer(body));
    kept.keep('c', 1, answer(body));
    expect(kept.get('a', 1)).toBeDefined(); // a was served: it gets a second chance
    kept.keep('d', 1, answer(body));
    expect(kept.get('b', 1)).toBeUndefined();
    expect(['a', 'c', 'd'].map((k) => kept.get(k, 1) !== undefined)).toEqual([true, true, true]);
    expect(kept.size.bytes).toBeLessThanOrEqual(3 * 1300);
    kept.keep('huge', 1, answer('y'.repeat(5000)));
    expect(kept.get('huge', 1)).toBeUndefined();
    expect(kept.size.answers).toBe(3);
    // a, c and d were all served just now; a's second chance was used up by the sweep above.
    kept.keep('e', 1, answer(body));
    expect(['a', 'c', 'd', 'e'].map((k) => kept.get(k, 1) !== undefined)).toEqual([
      true,
      false,
      true,
      true,
    ]);
  });
});
