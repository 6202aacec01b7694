import { describe, expect, it } from 'vitest';
import { linkRematch, recordOutcome, seriesScore, type SeriesStore } from '../src/lib/series-score';

function memoryStore(): SeriesStore {
  const kept = new Map<string, string>();
  return { get: (name) => kept.get(name) ?? null, set: (name, value) => void kept.set(name, value) };
}

describe('the score over a series of rematches', () => {
  it('no score for a game played alone', () => {
    const store = memoryStore();
    recordOutcome(store, 'g1', 'won');
    expect(seriesScore(store, 'g1')).toBeNull();
  });

  it('adds up the games of a rematch chain, seen from any of them', () => {
    const store = memoryStore();
    recordOutcome(store, 'g1', 'won');
    linkRematch(store, 'g1', 'g2');
    recordOutcome(store, 'g2', 'lost');
    linkRematch(store, 'g2', 'g3');
    recordOutcome(store, 'g3', 'draw');
    const score = { won: 1, lost: 1, draws: 1, games: 3 };
    expect(seriesScore(store, 'g3')).toEqual(score);
    expect(seriesScore(store, 'g1')).toEqual(score);
  });

  it('counts a game once however often it is seen over', () => {
    const store = memoryStore();
    recordOutcome(store, 'g1', 'won');
    linkRematch(store, 'g1', 'g2');
    linkRematch(store, 'g1', 'g2');
    recordOutcome(store, 'g2', 'won');
    recordOutcome(store, 'g2', 'won');
    expect(seriesScore(store, 'g2')).toEqual({ won: 2, lost: 0, draws: 0, games: 2 });
  });

  it('keeps separate series apart, and ignores stored text that is not a score', () => {
    const store = memoryStore();
    recordOutcome(store, 'a', 'won');
    linkRematch(store, 'a', 'b');
    recordOutcome(store, 'b', 'won');
    recordOutcome(store, 'x', 'lost');
    expect(seriesScore(store, 'x')).toBeNull();
    store.set('series.outcomes.a', '[1,2]');
    expect(seriesScore(store, 'b')).toBeNull();
  });
});
