import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { calendarDateIn } from '../dates';
import { NEW_DAY_CHECK_MS, useRenderOnNewDay } from '../use-new-day';

function Today({ zone }: { zone: string }) {
  useRenderOnNewDay(zone);
  return <p>{calendarDateIn(new Date(), zone)}</p>;
}

describe('useRenderOnNewDay', () => {
  beforeEach(() => {
    jest.useFakeTimers();
  });
  afterEach(() => {
    jest.useRealTimers();
  });

  it("moves a page's today at the user's midnight, not at the next reload", () => {
    // 23:59:50 in Chicago (UTC-6) on 28 November.
    jest.setSystemTime(new Date('2026-11-29T05:59:50Z'));
    render(<Today zone="America/Chicago" />);
    expect(screen.getByText('2026-11-28')).toBeInTheDocument();
    act(() => {
      jest.setSystemTime(new Date('2026-11-29T06:00:20Z'));
      jest.advanceTimersByTime(NEW_DAY_CHECK_MS);
    });
    expect(screen.getByText('2026-11-29')).toBeInTheDocument();
  });

  it('looks again when the tab comes back into view (a laptop woken in the morning)', () => {
    jest.setSystemTime(new Date('2026-11-29T05:00:00Z'));
    render(<Today zone="America/Chicago" />);
    expect(screen.getByText('2026-11-28')).toBeInTheDocument();
    act(() => {
      jest.setSystemTime(new Date('2026-11-29T14:00:00Z'));
      document.dispatchEvent(new Event('visibilitychange'));
    });
    expect(screen.getByText('2026-11-29')).toBeInTheDocument();
  });
});
