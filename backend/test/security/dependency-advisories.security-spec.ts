import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { validRange } from 'semver';
import { advisoriesFor, KNOWN_ADVISORIES } from './support/known-advisories';

interface LockEntry {
  version?: string;
  dev?: boolean;
  devOptional?: boolean;
  link?: boolean;
}

const LOCK = join(__dirname, '..', '..', '..', 'package-lock.json');

/** name@version of every package the production tree installs (`npm ci --omit=dev`). */
function productionPackages(): { name: string; version: string; path: string }[] {
  const lock = JSON.parse(readFileSync(LOCK, 'utf8')) as { packages: Record<string, LockEntry> };
  return Object.entries(lock.packages)
    .filter(([path, entry]) => path.includes('node_modules/') && entry.version && !entry.link)
    .filter(([, entry]) => !entry.dev && !entry.devOptional)
    .map(([path, entry]) => ({
      name: path.slice(path.lastIndexOf('node_modules/') + 'node_modules/'.length),
      version: entry.version as string,
      path,
    }));
}

// `npm audit --omit=dev` cannot reach the advisory database from the development machine
// (405); this holds the line the review by hand drew (docs/dependency-review.md).
describe('dependencies: no production package inside a known vulnerable range', () => {
  it('reads the production tree from the lock file', () => {
    const packages = productionPackages();
    expect(packages.length).toBeGreaterThan(200);
    const names = new Set(packages.map((p) => p.name));
    for (const name of ['express', '@nestjs/core', 'typeorm', 'mysql2', 'react']) {
      expect(names).toContain(name);
    }
    expect(names).not.toContain('jest'); // a dev tool is not shipped
  });

  it('flags a version inside a range and not one past it', () => {
    for (const a of KNOWN_ADVISORIES)
      expect({ ...a, valid: validRange(a.vulnerable) !== null }).toEqual({ ...a, valid: true });
    expect(advisoriesFor('js-yaml', '5.3.0').length).toBeGreaterThan(0);
    expect(advisoriesFor('js-yaml', '5.4.2-rc.1').length).toBeGreaterThan(0);
    expect(advisoriesFor('js-yaml', '5.5.0')).toEqual([]);
    expect(advisoriesFor('better-sqlite3', '12.6.2').length).toBeGreaterThan(0);
    expect(advisoriesFor('better-sqlite3', '12.10.1')).toEqual([]);
    expect(advisoriesFor('swagger-ui-dist', '5.32.13').length).toBeGreaterThan(0);
    expect(advisoriesFor('proxy-addr', '2.0.7').length).toBeGreaterThan(0);
    expect(advisoriesFor('proxy-addr', '2.0.8')).toEqual([]);
  });

  it('installs none inside one', () => {
    const hits = productionPackages().flatMap((p) =>
      advisoriesFor(p.name, p.version).map(
        (a) => `${p.path}@${p.version}: ${a.id} (vulnerable: ${a.vulnerable})`,
      ),
    );
    expect(hits).toEqual([]);
  });
});
