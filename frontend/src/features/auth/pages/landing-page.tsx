import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { env } from '../../../shared/config/env';
import { useDocumentTitle } from '../../../shared/ui/use-document-title';
import styles from './landing-page.module.css';

// No MUI here: '/' is the first page most visitors load, so it is plain React + one CSS
// module (issue 7, docs/performance.md "Page speed"). The look copies the MUI theme.

/** Public-domain, verifiable: Thoreau, Walden (1854), "Conclusion". */
const CLOSING_QUOTE = {
  text: 'I learned this, at least, by my experiment: that if one advances confidently in the direction of his dreams, and endeavors to live the life which he has imagined, he will meet with a success unexpected in common hours.',
  author: 'Henry David Thoreau',
  source: 'Walden (1854)',
};

/** Material icon paths (the same glyphs as @mui/icons-material), drawn without MUI. */
const ICONS = {
  explore:
    'M12 10.9c-.61 0-1.1.49-1.1 1.1s.49 1.1 1.1 1.1 1.1-.49 1.1-1.1-.49-1.1-1.1-1.1M12 2C6.48 2 2 6.48 2 12s4.48 10 10 10 10-4.48 10-10S17.52 2 12 2m2.19 12.19L6 18l3.81-8.19L18 6z',
  insights:
    'M21 8c-1.45 0-2.26 1.44-1.93 2.51l-3.55 3.56c-.3-.09-.74-.09-1.04 0l-2.55-2.55C12.27 10.45 11.46 9 10 9c-1.45 0-2.27 1.44-1.93 2.52l-4.56 4.55C2.44 15.74 1 16.55 1 18c0 1.1.9 2 2 2 1.45 0 2.26-1.44 1.93-2.51l4.55-4.56c.3.09.74.09 1.04 0l2.55 2.55C12.73 16.55 13.54 18 15 18c1.45 0 2.27-1.44 1.93-2.52l3.56-3.55c1.07.33 2.51-.48 2.51-1.93 0-1.1-.9-2-2-2m-6 1 .94-2.07L18 6l-2.06-.93L15 3l-.92 2.07L12 6l2.08.93zM3.5 11 4 9l2-.5L4 8l-.5-2L3 8l-2 .5L3 9z',
  menuBook:
    'M21 5c-1.11-.35-2.33-.5-3.5-.5-1.95 0-4.05.4-5.5 1.5-1.45-1.1-3.55-1.5-5.5-1.5S2.45 4.9 1 6v14.65c0 .25.25.5.5.5.1 0 .15-.05.25-.05C3.1 20.45 5.05 20 6.5 20c1.95 0 4.05.4 5.5 1.5 1.35-.85 3.8-1.5 5.5-1.5 1.65 0 3.35.3 4.75 1.05.1.05.15.05.25.05.25 0 .5-.25.5-.5V6c-.6-.45-1.25-.75-2-1m0 13.5c-1.1-.35-2.3-.5-3.5-.5-1.7 0-4.15.65-5.5 1.5V8c1.35-.85 3.8-1.5 5.5-1.5 1.2 0 2.4.15 3.5.5zM17.5 10.5c.88 0 1.73.09 2.5.26V9.24c-.79-.15-1.64-.24-2.5-.24-1.7 0-3.24.29-4.5.83v1.66c1.13-.64 2.7-.99 4.5-.99M13 12.49v1.66c1.13-.64 2.7-.99 4.5-.99.88 0 1.73.09 2.5.26V11.9c-.79-.15-1.64-.24-2.5-.24-1.7 0-3.24.3-4.5.83m4.5 1.84c-1.7 0-3.24.29-4.5.83v1.66c1.13-.64 2.7-.99 4.5-.99.88 0 1.73.09 2.5.26v-1.52c-.79-.16-1.64-.24-2.5-.24',
  diamond:
    'M19 3H5L2 9l10 12L22 9zM9.62 8l1.5-3h1.76l1.5 3zM11 10v6.68L5.44 10zm2 0h5.56L13 16.68zm6.26-2h-2.65l-1.5-3h2.65zM6.24 5h2.65l-1.5 3H4.74z',
  arrowForward: 'm12 4-1.41 1.41L16.17 11H4v2h12.17l-5.58 5.59L12 20l8-8z',
  formatQuote: 'M6 17h3l2-4V7H5v6h3zm8 0h3l2-4V7h-6v6h3z',
} as const;

function Icon({ name, className = styles.icon }: { name: keyof typeof ICONS; className?: string }) {
  return (
    <svg className={className} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d={ICONS[name]} />
    </svg>
  );
}

/** The star mark (as shared/ui BrandMark); decorative. */
function BrandMark() {
  return (
    <svg className={styles.brandMark} viewBox="0 0 64 64" aria-hidden="true" focusable="false">
      <rect width="64" height="64" rx="16" fill="#1b2559" />
      <path d="M32 8l5.6 18.4L56 32l-18.4 5.6L32 56l-5.6-18.4L8 32l18.4-5.6z" fill="#f5b83d" />
    </svg>
  );
}

/** The four-pointed guiding star, large and glowing, beside the hero text (decorative). */
function GuidingStar() {
  return (
    <svg className={styles.star} viewBox="0 0 200 200" aria-hidden="true" focusable="false">
      <circle
        cx="100"
        cy="100"
        r="92"
        fill="none"
        stroke="rgba(255,255,255,0.14)"
        strokeDasharray="2 8"
      />
      <circle cx="100" cy="100" r="64" fill="none" stroke="rgba(255,255,255,0.1)" />
      <path d="M100 10l14 76 76 14-76 14-14 76-14-76-76-14 76-14z" fill="#f5b83d" />
      <path d="M100 52l6 42 42 6-42 6-6 42-6-42-42-6 42-6z" fill="#fdf0d5" opacity="0.9" />
    </svg>
  );
}

function FeatureCard({
  icon,
  title,
  children,
}: {
  icon: keyof typeof ICONS;
  title: string;
  children: ReactNode;
}) {
  return (
    <div className={styles.card}>
      <div className={styles.cardContent}>
        <div className={styles.cardIcon} aria-hidden="true">
          <Icon name={icon} />
        </div>
        <h3 className={styles.cardTitle}>{title}</h3>
        <p className={styles.cardText}>{children}</p>
      </div>
    </div>
  );
}

const lg = `${styles.container} ${styles.lg}`;

/**
 * '/' for visitors. A visitor who opens '/' gets this page's HTML from the server with no
 * app scripts at all (`LandingView` rendered at build time, landing.prerender.tsx; see
 * docs/adr/0010-static-landing-page.md); the app draws it after a sign-out.
 */
export default function LandingPage() {
  useDocumentTitle();
  return (
    <LandingView
      productName={env.productName}
      mentorName={env.mentorName}
      year={new Date().getFullYear()}
    />
  );
}

export interface LandingViewProps {
  productName: string;
  mentorName: string;
  /** The footer's year (a slot the server fills in the prerendered page). */
  year: number | string;
}

/** The landing page's markup alone: no hooks, no state, no script needed to use it. */
export function LandingView({ productName, mentorName, year }: LandingViewProps) {
  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <div className={`${lg} ${styles.headerBar}`}>
          <div className={styles.brand}>
            <BrandMark />
            <span className={styles.brandName}>{productName}</span>
          </div>
          <RouterLink to="/auth" className={`${styles.button} ${styles.signIn}`}>
            Sign In
          </RouterLink>
        </div>
      </header>

      <main className={styles.main}>
        <div className={styles.sky}>
          <div className={styles.skyInner}>
            <section className={`${lg} ${styles.hero}`} aria-labelledby="hero-title">
              <GuidingStar />
              <div className={styles.heroText}>
                <div className={styles.chip}>
                  <Icon name="explore" />
                  <span className={styles.chipLabel}>Your guiding star for personal growth</span>
                </div>
                <h1 id="hero-title" className={styles.title}>
                  {productName}
                </h1>
                <p className={styles.lead}>
                  Set meaningful goals, track every step and reflect each day. {productName} turns
                  timeless wisdom about exceptional living into a daily practice that keeps you on
                  course.
                </p>
                <RouterLink to="/auth" className={`${styles.button} ${styles.cta}`}>
                  Start Your Journey
                  <span className={styles.ctaIcon}>
                    <Icon name="arrowForward" />
                  </span>
                </RouterLink>
              </div>
            </section>
          </div>
        </div>

        <section className={`${lg} ${styles.features}`} aria-labelledby="features-title">
          <p className={styles.overline}>How it works</p>
          <h2 id="features-title" className={styles.h2}>
            A clear path from dream to done
          </h2>
          <p className={styles.intro}>
            Everything you need to decide what you want, pursue it with focus and grow along the
            way.
          </p>
          <div className={styles.grid}>
            <FeatureCard icon="explore" title={`${mentorName}'s Method`}>
              A guided four-step process (clarity, why, timeline and plan) built on searching
              questions about what you truly want.
            </FeatureCard>
            <FeatureCard icon="insights" title="Smart Tracking">
              Follow progress your way: percentage, milestones, currency and custom categories.
            </FeatureCard>
            <FeatureCard icon="menuBook" title="Daily Reflection">
              Morning and evening journals with guided questions that build clarity and momentum.
            </FeatureCard>
            <FeatureCard icon="diamond" title="Values Alignment">
              Name your core values and keep every goal in line with what matters most to you.
            </FeatureCard>
          </div>
        </section>

        <section
          className={`${styles.container} ${styles.md} ${styles.closing}`}
          aria-label="Closing quote"
        >
          <div className={styles.quoteBox}>
            <Icon name="formatQuote" className={styles.quoteIcon} />
            <figure className={styles.figure}>
              <blockquote className={styles.quote}>{CLOSING_QUOTE.text}</blockquote>
              <figcaption className={styles.caption}>
                — {CLOSING_QUOTE.author}, <cite>{CLOSING_QUOTE.source}</cite>
              </figcaption>
            </figure>
          </div>
        </section>
      </main>

      <footer className={styles.footer}>
        <p>
          {/* The static page's inline script sets the visitor's own year here (the server's is UTC). */}
          © <span data-landing-year="">{year}</span> {productName}. Set your course. Follow your
          star.
        </p>
      </footer>
    </div>
  );
}
