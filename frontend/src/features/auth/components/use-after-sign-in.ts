import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';
import { browser, safeNextPath } from '../../../shared/lib';

/**
 * After a successful sign-in or sign-up: a full page load of `next` (only a same-site
 * relative path) or '/', so every screen starts from the fresh session.
 */
export function useAfterSignIn() {
  const [params] = useSearchParams();
  const next = safeNextPath(params.get('next'));
  return useCallback(() => browser.assign(next ?? '/'), [next]);
}
