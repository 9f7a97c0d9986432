/**
 * Published advisories (high or critical, and the ones this project moved for) against
 * packages in Lodestar's production tree, with the vulnerable ranges as published.
 * Written down from the review by hand of 2026-11-26 (docs/dependency-review.md), since
 * `npm audit` cannot reach the advisory database from the development machine. A
 * stand-in, not a replacement: add an entry when an advisory touches a package we ship,
 * and run `npm audit --omit=dev` wherever the registry answers.
 *
 * `from` is the first vulnerable version, `below` the first fixed one (both x.y.z).
 */
export interface KnownAdvisory {
  id: string;
  name: string;
  from: string;
  below: string;
}

export const KNOWN_ADVISORIES: readonly KnownAdvisory[] = [
  // The three this project moved on 2026-11-26.
  { id: 'GHSA-r3ph-w7gj-g6xm, CVE-2026-84375', name: 'js-yaml', from: '5.0.0', below: '5.4.2' },
  { id: 'CVE-2026-84375', name: 'js-yaml', from: '4.0.0', below: '4.3.2' },
  { id: 'CVE-2026-84375', name: 'js-yaml', from: '3.0.0', below: '3.15.2' },
  {
    id: 'CVE-2026-109344/5 (DOMPurify < 3.4.16)',
    name: 'swagger-ui-dist',
    from: '5.0.0',
    below: '5.33.3',
  },
  {
    id: 'CVE-2026-11822/11824 (SQLite < 3.53.2)',
    name: 'better-sqlite3',
    from: '0.0.0',
    below: '12.10.1',
  },
  // The request path.
  { id: 'CVE-2026-90711 (GHSA-jqcg-44mw-7w3h)', name: 'proxy-addr', from: '1.1.0', below: '2.0.8' },
  { id: 'GHSA-qwcr-r2fm-qrc7', name: 'body-parser', from: '0.0.0', below: '1.20.3' },
  { id: 'GHSA-v422-hmwv-36x6', name: 'body-parser', from: '2.0.0', below: '2.3.0' },
  { id: 'GHSA-6rw7-vpxm-498p', name: 'qs', from: '0.0.0', below: '6.14.1' },
  { id: 'GHSA-6pq8-jhm2-2vcw', name: 'qs', from: '6.7.0', below: '6.16.1' },
  { id: 'GHSA-j3q9-mxjg-w52f', name: 'path-to-regexp', from: '8.0.0', below: '8.4.0' },
  { id: 'GHSA-37ch-88jc-xwx2', name: 'path-to-regexp', from: '0.0.0', below: '0.1.13' },
  { id: 'GHSA-pj86-cfqh-vqx6', name: 'express', from: '5.0.0', below: '5.2.0' },
  { id: 'CVE-2026-77037 and others', name: 'multer', from: '0.0.0', below: '2.3.0' },
  { id: 'GHSA-36xv-jgw5-4q75', name: '@nestjs/core', from: '11.0.0', below: '11.1.18' },
  { id: 'GHSA-cj7v-w2c7-cp7c', name: '@nestjs/common', from: '11.0.0', below: '11.0.16' },
  { id: 'GHSA-pxg6-pf52-xh8x', name: 'cookie', from: '0.0.0', below: '0.7.0' },
  { id: 'GHSA-76c9-3jph-rj3q', name: 'on-headers', from: '0.0.0', below: '1.1.0' },
  { id: 'GHSA-v923-w3x8-wh69', name: 'passport', from: '0.0.0', below: '0.6.0' },
  // Data, validation and parsing.
  {
    id: 'GHSA-3f6p-5ww8-9rcr, GHSA-rgwj-5xj2-c3m3',
    name: 'mysql2',
    from: '0.0.0',
    below: '3.23.1',
  },
  { id: 'GHSA-2rp8-mm9q-fp49', name: 'typeorm', from: '1.0.0', below: '1.1.0' },
  { id: 'GHSA-9ggv-8w38-r7pm', name: 'typeorm', from: '0.1.12', below: '0.3.29' },
  { id: 'GHSA-vghf-hv5q-vc2g', name: 'validator', from: '0.0.0', below: '13.15.22' },
  { id: 'GHSA-fj58-h2fr-3pp2', name: 'class-validator', from: '0.0.0', below: '0.14.0' },
  { id: 'GHSA-j47w-4g3g-c36v, CVE-2026-31808', name: 'file-type', from: '13.0.0', below: '21.3.2' },
  { id: 'GHSA-r5fr-rjxr-66jc', name: 'lodash', from: '0.0.0', below: '4.18.0' },
  { id: 'GHSA-c2c7-rcm5-vvqj', name: 'picomatch', from: '4.0.0', below: '4.0.4' },
  { id: 'GHSA-c2c7-rcm5-vvqj', name: 'picomatch', from: '0.0.0', below: '2.3.2' },
  { id: 'GHSA-3xq5-wjfh-ppjc', name: 'luxon', from: '3.0.0', below: '3.2.1' },
  { id: 'GHSA-c2qf-rxjj-qqgw', name: 'semver', from: '7.0.0', below: '7.5.2' },
  // The web client.
  { id: 'CVE-2026-55685, CVE-2026-53669', name: 'react-router', from: '7.0.0', below: '7.18.0' },
  { id: 'GHSA-qwww-vcr4-c8h2', name: 'react-router', from: '7.12.0', below: '7.18.2' },
  // Installed with the native modules.
  { id: 'GHSA-vj76-c3g6-qr5v', name: 'tar-fs', from: '2.0.0', below: '2.1.4' },
  { id: 'GHSA-xvch-5gv4-984h', name: 'minimist', from: '0.0.0', below: '1.2.6' },
  { id: 'GHSA-qqgx-2p2h-9c37', name: 'ini', from: '0.0.0', below: '1.3.6' },
];

/** -1, 0 or 1 for two x.y.z versions (a pre-release tag is ignored). */
export function compareVersions(a: string, b: string): number {
  const parts = (v: string) =>
    v
      .split('-')[0]
      .split('.')
      .map((n) => Number(n) || 0);
  const [x, y] = [parts(a), parts(b)];
  for (let i = 0; i < 3; i++) {
    if ((x[i] ?? 0) !== (y[i] ?? 0)) return (x[i] ?? 0) < (y[i] ?? 0) ? -1 : 1;
  }
  return 0;
}

/** The advisories a package at `version` falls under. */
export function advisoriesFor(name: string, version: string): KnownAdvisory[] {
  return KNOWN_ADVISORIES.filter(
    (a) =>
      a.name === name &&
      compareVersions(version, a.from) >= 0 &&
      compareVersions(version, a.below) < 0,
  );
}
