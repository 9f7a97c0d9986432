import { defineFeature } from '../../shared/manifest';
import SessionEndedOverlay from './components/session-ended-overlay';
import { authRoutes } from './routes';

/**
 * Visitors: the landing page, sign in and sign up. Members: signing in again in the tab
 * whose session the server has ended (the dialog loads only then).
 */
export const authFeature = defineFeature({
  id: 'auth',
  routes: authRoutes,
  slots: {
    'app.overlays': [{ id: 'auth.session-ended', Component: SessionEndedOverlay }],
  },
});
