import { describe, expect, it } from 'vitest';
import { capturesBySide } from '../src/lib/captures';
import type { MoveRecord } from '../src/lib/types';

const move = (side: string, captured: string[], text = 'a1-a2'): MoveRecord => ({ move: text, side, captured, clock_ms: null });

describe('pieces taken by each side', () => {
  it('adds each move’s captured pieces to its side, a double capture counting two', () => {
    const taken = capturesBySide(['light', 'dark'], [move('light', ['b3']), move('dark', []), move('light', ['c4', 'd4']), move('dark', ['e5'])]);
    expect([...taken]).toEqual([['light', 3], ['dark', 1]]);
  });

  it('a Sacrifice (a special move removing the mover’s own piece) is nobody’s capture', () => {
    const moves = [move('white', [], 'Pa1-a2'), move('black', ['g8'], 'Kf9*g8'), move('white', ['d7'], 'Hc5xd7')];
    expect([...capturesBySide(['white', 'black'], moves, ['*'])]).toEqual([['white', 1], ['black', 0]]);
    expect([...capturesBySide(['white', 'black'], moves)]).toEqual([['white', 1], ['black', 1]]);
  });

  it('a side that took nothing counts zero', () => {
    expect([...capturesBySide(['white', 'black'], [])]).toEqual([['white', 0], ['black', 0]]);
  });
});
