import type { Slice } from '@reduxjs/toolkit';
import type { ComponentType } from 'react';
import type { ListenerRegistration } from '../store/configure-app-store';
import type { Preloadable } from './lazy-preloadable';
import type { DataPrefetch } from './slot-data';

/**
 * Who may see a route.
 * - guest: signed-out visitors (and while the session loads); signed-in users are sent to '/'.
 * - member: signed-in users; visitors are sent to /auth?next=<where they were>.
 *   A guest route and a member route may share a path ('/'): the session picks one.
 * - public: everyone.
 */
export type RouteAccess = 'guest' | 'member' | 'public';

export interface FeatureRoute {
  /** Absolute path, e.g. '/goals'. */
  path: string;
  access: RouteAccess;
  /**
   * The page, `lazyPreloadable(() => import('./pages/...'))` so it loads on demand, and the
   * app can start its download together with the signed-in chrome's.
   */
  Component: ComponentType & Preloadable;
  /**
   * Member routes: the slots the page renders (e.g. the dashboard's widget columns), so
   * that their code and data start with the page's instead of after it has arrived.
   */
  slots?: readonly SlotName[];
  /** Member routes only: show the desktop sidebar next to the page. */
  sidebar?: boolean;
  /**
   * Guest and public routes only: the page uses no MUI (its own CSS, colours from the
   * `--ls-*` custom properties of app/base.css) and renders without loading the MUI shell.
   * For the first page visitors load (the landing page); see docs/performance.md.
   */
  standalone?: boolean;
}

export interface FeatureRedirect {
  from: string;
  to: string;
}

/**
 * Where a navigation entry shows:
 * - primary: header navigation (desktop) and mobile navigation
 * - account: the avatar menu
 * - overview / categories: the sidebar's sections
 */
export type NavArea = 'primary' | 'account' | 'overview' | 'categories';

export interface NavEntry {
  id: string;
  label: string;
  /** Path, optionally with a query string ('/goals?category=career'). */
  to: string;
  area: NavArea;
  /** Lower first. */
  order: number;
  /**
   * `lazyIcon(() => import('@mui/icons-material/...'))`: icons load with the signed-in
   * layout, not with the first page (a plain component works too, but pulls MUI in).
   */
  icon?: ComponentType<{ fontSize?: 'small' | 'medium' | 'inherit' }> & {
    preload?: () => Promise<void>;
  };
}

/**
 * Extension points other code renders with `<Slot name=... />`.
 * - dashboard.main / dashboard.aside: dashboard widgets (main column / narrow column)
 * - header.notifications: replaces the header's notification bell
 * - sidebar.progress: replaces the sidebar's 'Monthly Progress' box
 * - app.overlays: global dialogs/overlays, mounted once for signed-in users
 *   (e.g. the goal wizard, opened by the shared `goalWizardRequested` event)
 */
export type SlotName =
  | 'dashboard.main'
  | 'dashboard.aside'
  | 'header.notifications'
  | 'sidebar.progress'
  | 'app.overlays';

export interface SlotContribution {
  id: string;
  /** Lower first; default 100. */
  order?: number;
  /**
   * Prefer `lazyPreloadable(() => import(...))` for anything heavy: its `preload()` lets
   * the app and the slot start every contribution's download at once.
   */
  Component: ComponentType & Preloadable;
  /**
   * Starts the requests for the data it shows (see DataPrefetch). In a slot that suspends
   * its host, the host waits for them too (up to SLOT_DATA_WAIT_MS), so the widget appears
   * with its figures rather than with a placeholder of another size.
   */
  prefetch?: DataPrefetch;
}

/** Everything a feature brings to the app. The app registry is the only reader. */
export interface FeatureManifest {
  /** Unique, kebab-case; also the CODEOWNERS unit. */
  id: string;
  routes?: readonly FeatureRoute[];
  redirects?: readonly FeatureRedirect[];
  nav?: readonly NavEntry[];
  /** Redux slices of the feature (combined into the store by the app). */
  slices?: readonly Slice[];
  /** Listener middleware effects (side effects such as localStorage, sync). */
  listeners?: readonly ListenerRegistration[];
  slots?: Partial<Record<SlotName, readonly SlotContribution[]>>;
  /** Request events (shared/events `requestEvents`) this feature answers. */
  handles?: readonly { type: string }[];
}

/** Identity helper that type-checks a manifest. */
export function defineFeature(manifest: FeatureManifest): FeatureManifest {
  return manifest;
}
