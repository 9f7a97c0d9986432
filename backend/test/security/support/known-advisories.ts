import { satisfies } from 'semver';

/**
 * Published advisories (high or critical, and the ones this project moved for) against
 * packages in Lodestar's production tree, with the vulnerable ranges as published.
 * Written down from the review by hand of 2026-11-26 (docs/dependency-review.md), since
 * `npm audit` cannot reach the advisory database from the development machine. A
 * stand-in, not a replacement: add an entry when an advisory touches a package we ship,
 * and run `npm audit --omit=dev` wherever the registry answers.
 */
export interface KnownAdvisory {
  name: string;
  /** The vulnerable versions, as a semver range. */
  vulnerable: string;
  id: string;
}

/** [package, vulnerable range, advisory]. */
export const KNOWN_ADVISORIES: readonly KnownAdvisory[] = [
  // The three this project moved on 2026-11-26.
  ['js-yaml', '>=5.0.0 <5.4.2', 'GHSA-r3ph-w7gj-g6xm, CVE-2026-84375'],
  ['js-yaml', '>=4.0.0 <4.3.2', 'CVE-2026-84375'],
  ['js-yaml', '>=3.0.0 <3.15.2', 'CVE-2026-84375'],
  ['swagger-ui-dist', '>=5.0.0 <5.33.3', 'CVE-2026-109344/5 (DOMPurify < 3.4.16)'],
  ['better-sqlite3', '<12.10.1', 'CVE-2026-11822/11824 (SQLite < 3.53.2)'],
  // The request path.
  ['proxy-addr', '>=1.1.0 <2.0.8', 'CVE-2026-90711 (GHSA-jqcg-44mw-7w3h)'],
  ['body-parser', '<1.20.3', 'GHSA-qwcr-r2fm-qrc7'],
  ['body-parser', '>=2.0.0 <2.3.0', 'GHSA-v422-hmwv-36x6'],
  ['qs', '<6.14.1', 'GHSA-6rw7-vpxm-498p'],
  ['qs', '>=6.7.0 <6.16.1', 'GHSA-6pq8-jhm2-2vcw'],
  ['path-to-regexp', '>=8.0.0 <8.4.0', 'GHSA-j3q9-mxjg-w52f'],
  ['path-to-regexp', '<0.1.13', 'GHSA-37ch-88jc-xwx2'],
  ['express', '>=5.0.0 <5.2.0', 'GHSA-pj86-cfqh-vqx6'],
  ['multer', '<2.3.0', 'CVE-2026-77037 and others'],
  ['@nestjs/core', '>=11.0.0 <11.1.18', 'GHSA-36xv-jgw5-4q75'],
  ['@nestjs/common', '>=11.0.0 <11.0.16', 'GHSA-cj7v-w2c7-cp7c'],
  ['cookie', '<0.7.0', 'GHSA-pxg6-pf52-xh8x'],
  ['on-headers', '<1.1.0', 'GHSA-76c9-3jph-rj3q'],
  ['passport', '<0.6.0', 'GHSA-v923-w3x8-wh69'],
  // Data, validation and parsing.
  ['mysql2', '<3.23.1', 'GHSA-3f6p-5ww8-9rcr, GHSA-rgwj-5xj2-c3m3'],
  ['typeorm', '>=1.0.0 <1.1.0', 'GHSA-2rp8-mm9q-fp49'],
  ['typeorm', '>=0.1.12 <0.3.29', 'GHSA-9ggv-8w38-r7pm'],
  ['validator', '<13.15.22', 'GHSA-vghf-hv5q-vc2g'],
  ['class-validator', '<0.14.0', 'GHSA-fj58-h2fr-3pp2'],
  ['file-type', '>=13.0.0 <21.3.2', 'GHSA-j47w-4g3g-c36v, CVE-2026-31808'],
  ['lodash', '<4.18.0', 'GHSA-r5fr-rjxr-66jc'],
  ['picomatch', '>=4.0.0 <4.0.4', 'GHSA-c2c7-rcm5-vvqj'],
  ['picomatch', '<2.3.2', 'GHSA-c2c7-rcm5-vvqj'],
  ['luxon', '>=3.0.0 <3.2.1', 'GHSA-3xq5-wjfh-ppjc'],
  ['semver', '>=7.0.0 <7.5.2', 'GHSA-c2qf-rxjj-qqgw'],
  // The web client.
  ['react-router', '>=7.0.0 <7.18.0', 'CVE-2026-55685, CVE-2026-53669'],
  ['react-router', '>=7.12.0 <7.18.2', 'GHSA-qwww-vcr4-c8h2'],
  // Installed with the native modules.
  ['tar-fs', '>=2.0.0 <2.1.4', 'GHSA-vj76-c3g6-qr5v'],
  ['minimist', '<1.2.6', 'GHSA-xvch-5gv4-984h'],
  ['ini', '<1.3.6', 'GHSA-qqgx-2p2h-9c37'],
].map(([name, vulnerable, id]) => ({ name, vulnerable, id }));

/** The advisories a package at `version` falls under. */
export function advisoriesFor(name: string, version: string): KnownAdvisory[] {
  return KNOWN_ADVISORIES.filter(
    (a) => a.name === name && satisfies(version, a.vulnerable, { includePrerelease: true }),
  );
}
