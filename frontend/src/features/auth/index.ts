import { defineFeature } from '../../shared/manifest';
import { authRoutes } from './routes';

/** Visitors: the landing page, sign in and sign up. */
export const authFeature = defineFeature({
  id: 'auth',
  routes: authRoutes,
});
