import { levelForXp } from './level';

describe('levelForXp', () => {
  it('needs 100 points for level 2, then adds 100 x the new level each time', () => {
    expect(levelForXp(0)).toBe(1);
    expect(levelForXp(99)).toBe(1);
    expect(levelForXp(100)).toBe(2);
    expect(levelForXp(299)).toBe(2);
    expect(levelForXp(300)).toBe(3);
    expect(levelForXp(600)).toBe(4);
    expect(levelForXp(1000)).toBe(5);
    expect(levelForXp(1499)).toBe(5);
    expect(levelForXp(1500)).toBe(6);
  });
});
