import type { AppEnv } from './env';

/** Jest replacement for env.ts (import.meta is not available under CommonJS). */
export const env: AppEnv = {
  productName: 'Lodestar',
  mentorName: 'Lodestar',
  apiBaseUrl: '/api',
  isDev: false,
};
