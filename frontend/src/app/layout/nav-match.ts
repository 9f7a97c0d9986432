import type { NavEntry } from '../../shared/manifest';

interface Here {
  pathname: string;
  search: string;
}

function target(entry: NavEntry) {
  return new URL(entry.to, 'http://lodestar.invalid');
}

/** Header / mobile navigation: the entry's section is open ('/goals' also for '/goals?category=x'). */
export function isSectionActive(entry: NavEntry, here: Here): boolean {
  const { pathname } = target(entry);
  if (pathname === '/') return here.pathname === '/';
  return here.pathname === pathname || here.pathname.startsWith(`${pathname}/`);
}

/** Sidebar: path and query both match ('All Goals' is not active on a category). */
export function isExactActive(entry: NavEntry, here: Here): boolean {
  const wanted = target(entry);
  if (wanted.pathname !== here.pathname) return false;
  const current = new URLSearchParams(here.search);
  const expected = wanted.searchParams;
  const keys = new Set([...current.keys(), ...expected.keys()]);
  for (const key of keys) {
    if (current.get(key) !== expected.get(key)) return false;
  }
  return true;
}
