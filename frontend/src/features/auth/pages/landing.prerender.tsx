import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { env } from '../../../shared/config/env';
import { LandingView } from './landing-page';

// The page's one inline script, from this same SSR bundle (frontend/scripts/build.mjs).
export { landingScript } from './landing-script';

/** Slots in the prerendered landing page that the server fills per deployment and year. */
export const LANDING_SLOTS = { mentorName: '{{mentorName}}', year: '{{year}}' } as const;

/**
 * The landing page's HTML, which the server sends inside #root to a visitor's '/' with no
 * app scripts (docs/adr/0010-static-landing-page.md). Built by `vite build --ssr`
 * (frontend/scripts/build.mjs) with the client's config, so the CSS module's class names
 * are the client's stylesheet's; the server (spa.middleware.ts) fills the slots, escaped.
 */
export function renderLanding(): string {
  return renderToStaticMarkup(
    <MemoryRouter>
      <LandingView
        productName={env.productName}
        mentorName={LANDING_SLOTS.mentorName}
        year={LANDING_SLOTS.year}
      />
    </MemoryRouter>,
  );
}
