import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { NEW_DAY_CHECK_MS, useToday } from '../use-new-day';

function Today({ zone }: { zone: string }) {
  return <p>{useToday(zone)}</p>;
}

/** Two readers of the day (the bell and the page) at 23:59:50 in Chicago, 28 November. */
function renderTwoAtMidnight() {
  jest.setSystemTime(new Date('2026-11-29T05:59:50Z'));
  render(
    <>
      <Today zone="America/Chicago" />
      <Today zone="America/Chicago" />
    </>,
  );
  expect(screen.getAllByText('2026-11-28')).toHaveLength(2);
}

describe('useToday', () => {
  beforeEach(() => {
    jest.useFakeTimers();
  });
  afterEach(() => {
    jest.useRealTimers();
  });

  it("moves every reader's today at the user's midnight, on one timer", () => {
    renderTwoAtMidnight();
    expect(jest.getTimerCount()).toBe(1);
    act(() => {
      jest.setSystemTime(new Date('2026-11-29T06:00:20Z'));
      jest.advanceTimersByTime(NEW_DAY_CHECK_MS);
    });
    expect(screen.getAllByText('2026-11-29')).toHaveLength(2);
  });

  it('does not move a hidden page past midnight until it is seen again', () => {
    let visibility: DocumentVisibilityState = 'visible';
    Object.defineProperty(document, 'visibilityState', {
      configurable: true,
      get: () => visibility,
    });
    try {
      renderTwoAtMidnight();
      visibility = 'hidden';
      act(() => {
        document.dispatchEvent(new Event('visibilitychange'));
        jest.setSystemTime(new Date('2026-11-29T06:00:20Z'));
        jest.advanceTimersByTime(NEW_DAY_CHECK_MS * 10);
      });
      expect(screen.getAllByText('2026-11-28')).toHaveLength(2);
      visibility = 'visible';
      act(() => {
        document.dispatchEvent(new Event('visibilitychange'));
      });
      expect(screen.getAllByText('2026-11-29')).toHaveLength(2);
    } finally {
      delete (document as { visibilityState?: unknown }).visibilityState;
    }
  });

  it('looks again when the tab comes back into view (a laptop woken in the morning)', () => {
    renderTwoAtMidnight();
    act(() => {
      jest.setSystemTime(new Date('2026-11-29T14:00:00Z'));
      document.dispatchEvent(new Event('visibilitychange'));
    });
    expect(screen.getAllByText('2026-11-29')).toHaveLength(2);
  });
});
