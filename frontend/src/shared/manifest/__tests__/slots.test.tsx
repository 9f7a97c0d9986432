import { describe, expect, it, jest } from '@jest/globals';
import { act, render, screen } from '@testing-library/react';
import { startTransition, Suspense, type ComponentType, type ReactElement } from 'react';
import { lazyPreloadable } from '../lazy-preloadable';
import { Slot, SlotProvider, usePreloadSlots, type SlotRegistry } from '../slots';

/** A widget whose code arrives when the test says so; `load` counts the requests. */
function deferredWidget(text: string) {
  let arrive: () => void = () => {};
  const load = jest.fn(
    () =>
      new Promise<{ default: ComponentType }>((resolve) => {
        arrive = () => resolve({ default: () => <p>{text}</p> });
      }),
  );
  return { load, Component: lazyPreloadable(load), arrive: () => arrive() };
}

function renderAsTransition(ui: ReactElement) {
  // The signed-in app renders its pages as a transition (the member gate's deferred
  // session), where React stops at the first lazy component still loading.
  act(() => startTransition(() => void render(ui)));
}

describe('Slot with suspendHost', () => {
  it('asks for every contribution’s code at once, not each after the one before it', async () => {
    const widgets = ['Stats', 'Milestones', 'Progress'].map(deferredWidget);
    const slots: SlotRegistry = {
      'dashboard.main': widgets.map((w, i) => ({ id: `w${i}`, Component: w.Component })),
    };
    renderAsTransition(
      <SlotProvider slots={slots}>
        <Suspense fallback={<p>Loading page</p>}>
          <Slot name="dashboard.main" suspendHost />
        </Suspense>
      </SlotProvider>,
    );
    // Nothing has arrived yet, and all three downloads are under way.
    for (const w of widgets) expect(w.load).toHaveBeenCalledTimes(1);

    await act(async () => widgets.forEach((w) => w.arrive()));
    expect(await screen.findByText('Stats')).toBeTruthy();
    expect(screen.getByText('Milestones')).toBeTruthy();
    expect(screen.getByText('Progress')).toBeTruthy();
    for (const w of widgets) expect(w.load).toHaveBeenCalledTimes(1); // each asked for once
  });

  it('lets a page start a second slot’s downloads before the first slot has arrived', () => {
    const main = deferredWidget('Main');
    const aside = deferredWidget('Aside');
    const slots: SlotRegistry = {
      'dashboard.main': [{ id: 'main', Component: main.Component }],
      'dashboard.aside': [{ id: 'aside', Component: aside.Component }],
    };
    function Page() {
      usePreloadSlots('dashboard.main', 'dashboard.aside');
      return (
        <>
          <Slot name="dashboard.main" suspendHost />
          <Slot name="dashboard.aside" suspendHost />
        </>
      );
    }
    renderAsTransition(
      <SlotProvider slots={slots}>
        <Suspense fallback={<p>Loading page</p>}>
          <Page />
        </Suspense>
      </SlotProvider>,
    );
    expect(main.load).toHaveBeenCalledTimes(1);
    expect(aside.load).toHaveBeenCalledTimes(1);
  });
});

describe('lazyPreloadable', () => {
  it('shares one download between preload() and rendering, and tries again after a failure', async () => {
    const load = jest
      .fn<() => Promise<{ default: ComponentType }>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue({ default: () => <p>Loaded</p> });
    const Widget = lazyPreloadable(load);

    await expect(Widget.preload()).rejects.toThrow('offline');
    const first = Widget.preload();
    expect(Widget.preload()).toBe(first); // the same download
    await first;
    render(
      <Suspense fallback={null}>
        <Widget />
      </Suspense>,
    );
    expect(await screen.findByText('Loaded')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(2); // the failure, then one download for both uses
  });
});
