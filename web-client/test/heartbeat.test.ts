import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ANSWER_WITHIN_MS, Heartbeat, PING_AFTER_MS } from '../src/net/heartbeat';

describe('the heartbeat of a socket (issue 37)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  function started(open = true) {
    const pings: number[] = [];
    const lost = vi.fn();
    const beat = new Heartbeat(() => {
      if (open) pings.push(Date.now());
      return open;
    }, lost, () => Date.now());
    beat.start();
    return { beat, pings, lost, start: Date.now() };
  }

  it('a quiet socket is pinged every 2 s while each ping is answered, and never declared lost', () => {
    const { beat, pings, lost, start } = started();
    for (let second = 0; second < 30; second++) {
      vi.advanceTimersByTime(500);
      if (pings.length && Date.now() - pings[pings.length - 1]! <= 500) beat.heard(); // the pong, soon after
      vi.advanceTimersByTime(500);
    }
    expect(lost).not.toHaveBeenCalled();
    expect(pings[0]! - start).toBe(PING_AFTER_MS);
    // One ping per 2 s of silence and its answer: about 12 in 30 s, never more than one a second.
    expect(pings.length).toBeGreaterThanOrEqual(10);
    expect(pings.length).toBeLessThanOrEqual(15);
  });

  it('a socket that talks is not pinged', () => {
    const { beat, pings } = started();
    for (let i = 0; i < 40; i++) {
      vi.advanceTimersByTime(1000);
      beat.heard();
    }
    expect(pings).toEqual([]);
  });

  it('a socket that hangs is declared lost within 5 s of its last word, once', () => {
    const { lost, start } = started();
    // Not before the ping (2 s of silence) and its deadline (2.5 s) have passed, and by 5 s.
    vi.advanceTimersByTime(PING_AFTER_MS + ANSWER_WITHIN_MS - 1);
    expect(lost).not.toHaveBeenCalled();
    vi.advanceTimersByTime(5000 - (Date.now() - start));
    expect(lost).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(60_000);
    expect(lost).toHaveBeenCalledTimes(1); // stopped: the connection opens another socket and starts it again
  });

  it('a hang right after a message is still noticed within 5 s of it', () => {
    const { beat, lost } = started();
    vi.advanceTimersByTime(1900);
    beat.heard();
    const hangAt = Date.now();
    vi.advanceTimersByTime(4000);
    expect(lost).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1100);
    expect(lost).toHaveBeenCalled();
    expect(Date.now() - hangAt).toBeLessThanOrEqual(5100);
  });

  it('an answer after the ping keeps the socket', () => {
    const { beat, lost } = started();
    vi.advanceTimersByTime(PING_AFTER_MS + ANSWER_WITHIN_MS - 300);
    beat.heard();
    vi.advanceTimersByTime(PING_AFTER_MS);
    expect(lost).not.toHaveBeenCalled();
  });

  it('a page whose timers were frozen (a hidden tab) pings again instead of declaring the silence a loss', () => {
    const { beat, pings, lost } = started();
    vi.advanceTimersByTime(PING_AFTER_MS + 10); // a ping goes
    expect(pings.length).toBe(1);
    // The tab sleeps for a minute: the next tick comes late, and the answer was queued meanwhile.
    vi.setSystemTime(Date.now() + 60_000);
    vi.advanceTimersByTime(250);
    expect(lost).not.toHaveBeenCalled();
    expect(pings.length).toBe(2); // a fresh ping, its own deadline
    beat.heard();
    vi.advanceTimersByTime(PING_AFTER_MS);
    expect(lost).not.toHaveBeenCalled();
  });

  it('stopped, it neither pings nor declares anything', () => {
    const { beat, pings, lost } = started();
    beat.stop();
    vi.advanceTimersByTime(30_000);
    expect(pings).toEqual([]);
    expect(lost).not.toHaveBeenCalled();
  });
});
