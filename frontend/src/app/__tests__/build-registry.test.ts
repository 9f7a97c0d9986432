import { describe, expect, it } from '@jest/globals';
import { createSlice } from '@reduxjs/toolkit';
import { goalWizardRequested, rapidEntryRequested } from '../../shared/events';
import { defineFeature, type FeatureManifest } from '../../shared/manifest';
import { features } from '../feature-registry';
import { buildRegistry } from '../registry/build-registry';

const Page = () => null;

describe('buildRegistry', () => {
  it('builds the real registry', () => {
    const registry = buildRegistry(features);
    expect(registry.nav.primary.map((entry) => entry.label)).toEqual([
      'Dashboard',
      'Goals',
      'Journal',
      'Values',
    ]);
    expect(registry.nav.account.map((entry) => entry.label)).toEqual(['Profile', 'Settings']);
    expect(registry.memberRoutes.map((route) => route.path).sort()).toEqual(
      [
        '/',
        '/daily-reflections',
        '/goals',
        '/home',
        '/milestones',
        '/profile',
        '/settings',
        '/values',
      ].sort(),
    );
    expect(registry.guestRoutes.map((route) => route.path)).toEqual(['/', '/auth']);
  });

  it('merges and orders contributions from several features without them knowing each other', () => {
    const slice = createSlice({ name: 'goals', initialState: {}, reducers: {} });
    const a = defineFeature({
      id: 'a',
      nav: [{ id: 'a', label: 'A', to: '/a', area: 'primary', order: 20 }],
      slots: { 'dashboard.main': [{ id: 'a.widget', order: 20, Component: Page }] },
      slices: [slice],
      handles: [goalWizardRequested],
    });
    const b = defineFeature({
      id: 'b',
      nav: [{ id: 'b', label: 'B', to: '/b', area: 'primary', order: 10 }],
      slots: {
        'dashboard.main': [{ id: 'b.widget', order: 10, Component: Page }],
        'app.overlays': [{ id: 'b.dialog', Component: Page }],
      },
    });
    const registry = buildRegistry([a, b]);
    expect(registry.nav.primary.map((entry) => entry.id)).toEqual(['b', 'a']);
    expect(registry.slots['dashboard.main']!.map((item) => item.id)).toEqual([
      'b.widget',
      'a.widget',
    ]);
    expect(registry.slots['app.overlays']!.map((item) => item.id)).toEqual(['b.dialog']);
    expect(registry.slices).toEqual([slice]);
    expect(registry.handledRequests.has(goalWizardRequested.type)).toBe(true);
    expect(registry.handledRequests.has(rapidEntryRequested.type)).toBe(false);
  });

  it.each<[string, FeatureManifest[]]>([
    ['feature id', [{ id: 'x' }, { id: 'x' }]],
    [
      'route',
      [
        { id: 'a', routes: [{ path: '/a', access: 'member', Component: Page }] },
        { id: 'b', routes: [{ path: '/a', access: 'member', Component: Page }] },
      ],
    ],
    [
      'path (route or redirect)',
      [
        { id: 'a', routes: [{ path: '/a', access: 'member', Component: Page }] },
        { id: 'b', redirects: [{ from: '/a', to: '/' }] },
      ],
    ],
    [
      'nav entry id',
      [
        { id: 'a', nav: [{ id: 'n', label: 'N', to: '/', area: 'primary', order: 1 }] },
        { id: 'b', nav: [{ id: 'n', label: 'N', to: '/', area: 'account', order: 1 }] },
      ],
    ],
    [
      'slice name',
      [
        { id: 'a', slices: [createSlice({ name: 's', initialState: {}, reducers: {} })] },
        { id: 'b', slices: [createSlice({ name: 's', initialState: {}, reducers: {} })] },
      ],
    ],
  ])('refuses a duplicate %s', (what, manifests) => {
    expect(() => buildRegistry(manifests)).toThrow(`duplicate ${what}`);
  });

  it('refuses a reserved slice name', () => {
    const toast = createSlice({ name: 'toast', initialState: {}, reducers: {} });
    expect(() => buildRegistry([{ id: 'a', slices: [toast] }])).toThrow('reserved');
  });
});
