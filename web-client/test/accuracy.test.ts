import { describe, expect, it } from 'vitest';
import { gameAccuracy, moveAccuracy, moveWeights } from '../src/lib/accuracy';

describe('accuracy, as lichess computes it', () => {
  it('a move that keeps its chance is 100 %; each point of chance lost costs more the fewer were lost', () => {
    expect(moveAccuracy(0.5, 0.5)).toBe(100);
    expect(moveAccuracy(0.4, 0.6)).toBe(100);
    // 103.1668 · e^(−0.04354 · 10) − 3.1669 + 1 = 103.1668 · 0.64700 − 2.1669 = 64.58
    expect(moveAccuracy(0.5, 0.4)).toBeCloseTo(64.58, 2);
    // a whole game thrown away: 103.1668 · e^(−4.354) − 2.1669 = 1.33 − 2.17 < 0, kept at 0
    expect(moveAccuracy(1, 0)).toBe(0);
  });

  it('weighs each move by how much the chances swing around it', () => {
    // Four moves: windows of 2 positions, one per move; standard deviations 0, 5, 15, 0, kept within 0.5..12.
    expect(moveWeights([50, 50, 60, 30, 30])).toEqual([0.5, 5, 12, 0.5]);
  });

  it('a hand-computed game: each side the mean of its weighted and harmonic means', () => {
    // Light's chance: 50, 50, 60, 30, 30 %. Light's moves: 1 (50→50: 100 %, weight 0.5) and 3
    // (60→30: 103.1668 · e^(−1.3063) − 2.1669 = 25.77 %, weight 12).
    //   weighted (0.5·100 + 12·25.77) / 12.5 = 28.74; harmonic 2 / (1/100 + 1/25.77) = 40.98; accuracy 34.86.
    // Dark's moves: 2 (Dark's 50→40: 64.58 %, weight 5) and 4 (70→70: 100 %, weight 0.5).
    //   weighted (5·64.58 + 0.5·100) / 5.5 = 67.80; harmonic 2 / (1/64.58 + 1/100) = 78.48; accuracy 73.14.
    const accuracy = gameAccuracy([0.5, 0.5, 0.6, 0.3, 0.3], [true, false, true, false]);
    expect(accuracy.first).toBeCloseTo(34.86, 1);
    expect(accuracy.second).toBeCloseTo(73.14, 1);
  });

  it('perfect play is 100 % for both; a side that never moved has none', () => {
    expect(gameAccuracy([0.5, 0.5, 0.5], [true, false])).toEqual({ first: 100, second: 100 });
    expect(gameAccuracy([0.5, 0.5], [true]).second).toBeNull();
  });
});
