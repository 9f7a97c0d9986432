import { readSqlDatetime } from './sql-datetime';

describe('readSqlDatetime', () => {
  it('reads the SQLite text as UTC', () => {
    expect(readSqlDatetime('2026-11-25 16:42:26.123').toISOString()).toBe(
      '2026-11-25T16:42:26.123Z',
    );
    expect(readSqlDatetime('2000-02-29 00:00:00.000').toISOString()).toBe(
      '2000-02-29T00:00:00.000Z',
    );
  });

  it('reads the other shapes as written', () => {
    expect(readSqlDatetime('2026-11-25 16:42:26').toISOString()).toBe('2026-11-25T16:42:26.000Z');
    expect(readSqlDatetime('2026-11-25T16:42:26.5Z').toISOString()).toBe(
      '2026-11-25T16:42:26.500Z',
    );
    expect(readSqlDatetime('2026-11-25T18:42:26.000+02:00').toISOString()).toBe(
      '2026-11-25T16:42:26.000Z',
    );
    const date = new Date();
    expect(readSqlDatetime(date)).toBe(date);
  });

  it('agrees with Date parsing on random instants', () => {
    for (let i = 0; i < 2000; i++) {
      const date = new Date(Math.floor(Math.random() * 2.5e12));
      const text = date.toISOString().replace('T', ' ').replace('Z', '');
      expect(readSqlDatetime(text).getTime()).toBe(date.getTime());
    }
  });

  it('does not read a malformed text as a date', () => {
    expect(Number.isNaN(readSqlDatetime('2026-1x-25 16:42:26.123').getTime())).toBe(true);
  });
});
