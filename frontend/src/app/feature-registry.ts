import { accountFeature } from '../features/account';
import { audioFeature } from '../features/audio';
import { authFeature } from '../features/auth';
import { dashboardFeature } from '../features/dashboard';
import { gamificationFeature } from '../features/gamification';
import { goalsFeature } from '../features/goals';
import { milestonesFeature } from '../features/milestones';
import { reflectionsFeature } from '../features/reflections';
import { valuesFeature } from '../features/values';
import type { FeatureManifest } from '../shared/manifest';
import { buildRegistry } from './registry/build-registry';

/**
 * The one list of features. Adding a feature = one import + one entry here;
 * everything else (routes, navigation, slices, listeners, widgets, overlays)
 * comes from its manifest.
 */
export const features: readonly FeatureManifest[] = [
  authFeature,
  dashboardFeature,
  goalsFeature,
  reflectionsFeature,
  valuesFeature,
  accountFeature,
  gamificationFeature,
  milestonesFeature,
  audioFeature,
];

export const registry = buildRegistry(features);
