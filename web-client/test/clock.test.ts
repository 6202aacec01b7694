import { describe, expect, it } from 'vitest';
import { ServerTime, formatClock, isLowTime, remainingAt, secondsUntil, timeControlLabel } from '../src/lib/clock';
import type { ClockState } from '../src/lib/types';

const clock: ClockState = {
  initial_ms: 300_000, increment_ms: 3000, remaining_ms: { light: 298_100, dark: 301_000 }, running: 'light', server_time_ms: 1_000_000,
};

describe('clocks', () => {
  it('counts the running side down from the server’s figures', () => {
    expect(remainingAt(clock, 'light', 1_000_000)).toBe(298_100);
    expect(remainingAt(clock, 'light', 1_001_500)).toBe(296_600);
    expect(remainingAt(clock, 'dark', 1_001_500)).toBe(301_000); // not running
    expect(remainingAt(clock, 'light', 2_000_000)).toBe(0); // never negative
    expect(remainingAt({ ...clock, running: null }, 'light', 1_500_000)).toBe(298_100);
  });

  it('estimates the server’s time from the last message and local monotonic time', () => {
    const time = new ServerTime();
    time.sync(1_000_000, 50); // server said 1 000 000 when performance.now() was 50
    expect(time.now(50)).toBe(1_000_000);
    expect(time.now(1_250)).toBe(1_001_200);
  });

  it('formats times, with tenths under ten seconds', () => {
    expect(formatClock(300_000)).toBe('5:00');
    expect(formatClock(65_999)).toBe('1:05');
    expect(formatClock(10_000)).toBe('0:10');
    expect(formatClock(9_999)).toBe('0:09.9');
    expect(formatClock(3_000)).toBe('0:03.0');
    expect(formatClock(0)).toBe('0:00.0');
    expect(formatClock(-5)).toBe('0:00.0');
    expect(formatClock(3_723_000)).toBe('1:02:03');
  });

  it('warns of low time', () => {
    expect(isLowTime(29_000, 300_000)).toBe(true);
    expect(isLowTime(31_000, 300_000)).toBe(false);
    expect(isLowTime(9_000, 60_000)).toBe(true);
    expect(isLowTime(11_000, 60_000)).toBe(false);
    expect(isLowTime(2_000, 3_000)).toBe(true);
  });

  it('labels time controls and counts down to a moment', () => {
    expect(timeControlLabel(clock)).toBe('5+3');
    expect(timeControlLabel({ ...clock, initial_ms: 3000, increment_ms: 0 })).toBe('0.05+0');
    expect(timeControlLabel(null)).toBeNull();
    expect(secondsUntil(1_010_000, 1_000_001)).toBe(10);
    expect(secondsUntil(1_000_000, 1_000_500)).toBe(0);
  });
});
