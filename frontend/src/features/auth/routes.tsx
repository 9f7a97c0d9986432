import { lazyPreloadable, type FeatureRoute } from '../../shared/manifest';
// Not lazy: the landing page is the first page visitors see, and loading it with the
// entry (3 kB of JS + 2 kB of CSS, no MUI) saves a round trip before the first paint.
import LandingPage from './pages/landing-page';

const AuthPage = lazyPreloadable(() => import('./pages/auth-page'));

export const authRoutes: FeatureRoute[] = [
  // '/' shows the landing page to visitors (and while the session loads);
  // signed-in users get the member route of the same path (the dashboard).
  // Standalone: no MUI, so the first page a visitor loads stays small (issue 7).
  { path: '/', access: 'guest', Component: LandingPage, standalone: true },
  { path: '/auth', access: 'guest', Component: AuthPage },
];
