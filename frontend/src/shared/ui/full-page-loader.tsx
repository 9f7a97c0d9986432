import styles from './full-page-loader.module.css';

/**
 * Centered spinner for route transitions and the first session check. Plain CSS, no MUI:
 * it is the fallback while the MUI shell itself loads (docs/performance.md "Page speed").
 */
export function FullPageLoader({ label = 'Loading' }: { label?: string }) {
  return (
    <div role="status" aria-live="polite" className={styles.root}>
      <span role="progressbar" aria-label={label} className={styles.spinner}>
        <svg viewBox="22 22 44 44" aria-hidden="true" focusable="false">
          <circle
            className={styles.circle}
            cx="44"
            cy="44"
            r="20.2"
            fill="none"
            strokeWidth="3.6"
          />
        </svg>
      </span>
    </div>
  );
}
