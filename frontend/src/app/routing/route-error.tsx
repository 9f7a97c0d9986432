import { useLayoutEffect } from 'react';
import { dismissMemberShell } from '../../shared/ui/member-shell';
import { useDocumentTitle } from '../../shared/ui/use-document-title';
import styles from './route-error.module.css';

/**
 * Last-resort error page (e.g. a page chunk failed to load after a deploy). Plain CSS: it
 * must not depend on the MUI chunks, which may be the ones that failed.
 */
export function RouteError() {
  useDocumentTitle('Something went wrong');
  useLayoutEffect(dismissMemberShell, []);
  return (
    <main className={styles.main}>
      <div className={styles.box}>
        <h1 className={styles.title}>Something went wrong</h1>
        <p className={styles.text}>This page could not be shown. Reloading usually fixes it.</p>
        <div className={styles.actions}>
          <button
            type="button"
            className={`${styles.button} ${styles.contained}`}
            onClick={() => window.location.reload()}
          >
            Reload
          </button>
          <a className={`${styles.button} ${styles.outlined}`} href="/">
            Go home
          </a>
        </div>
      </div>
    </main>
  );
}
