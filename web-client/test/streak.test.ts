import { beforeEach, describe, expect, it, vi } from 'vitest';
import { bestStreak, startStreak, streakAfter, streakShownOn } from '../src/lib/streak';

function memoryStorage(): Storage {
  const data = new Map<string, string>();
  return {
    get length() { return data.size; },
    clear: () => data.clear(),
    getItem: (key) => data.get(key) ?? null,
    key: (index) => [...data.keys()][index] ?? null,
    removeItem: (key) => void data.delete(key),
    setItem: (key, value) => void data.set(key, value),
  };
}

describe('a streak', () => {
  beforeEach(() => {
    vi.stubGlobal('sessionStorage', memoryStorage());
    vi.stubGlobal('localStorage', memoryStorage());
  });

  it('goes on exercise by exercise while each is solved, and keeps the best run', () => {
    startStreak(['a', 'b', 'c']);
    expect(streakShownOn('b')).toBeNull(); // only the current exercise is the streak's
    const first = streakShownOn('a');
    expect(first).toEqual({ solved: 0, over: false, next: null });
    const afterA = streakAfter('a', first, true);
    expect(afterA).toEqual({ solved: 1, over: false, next: 'b' });
    expect(streakShownOn('b')).toEqual({ solved: 1, over: false, next: null });
    expect(streakAfter('b', streakShownOn('b'), true)).toEqual({ solved: 2, over: false, next: 'c' });
    expect(bestStreak()).toBe(2);
  });

  it('ends at the first miss, and a complete run has no next exercise', () => {
    startStreak(['a', 'b']);
    const missed = streakAfter('a', streakShownOn('a'), false);
    expect(missed).toEqual({ solved: 0, over: true, next: null });
    expect(streakShownOn('a')).toBeNull();
    startStreak(['a']);
    expect(streakAfter('a', streakShownOn('a'), true)).toEqual({ solved: 1, over: false, next: null });
    expect(streakShownOn('a')).toBeNull();
    // Nothing under way: nothing changes.
    expect(streakAfter('a', null, true)).toBeNull();
  });
});
