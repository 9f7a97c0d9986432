import { HotRead } from '../http/hot-reads/hot-read.decorator';
import { versionCounterTable } from './version-counters';

describe('versionCounterTable', () => {
  it('lets a plain table name through and refuses anything else, at decoration time too', () => {
    expect(versionCounterTable('goal_list_versions')).toBe('goal_list_versions');
    for (const bad of ['', 'goals; DROP TABLE users', 'Goals', 'a`b', 'x"y'])
      expect(() => versionCounterTable(bad)).toThrow('not a version-counter table');
    expect(() => HotRead({ keptWhileUnchanged: 'goals v; --' })).toThrow();
  });
});
