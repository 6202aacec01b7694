import { describe, expect, it } from 'vitest';
import { destinationsFrom, displayMove, movableSquares, parseMoveText } from '../src/lib/notation';

describe('move text', () => {
  it('reads what the rules read, and writes it canonically', () => {
    for (const text of ['D2-D4', 'd2-d4', 'D2 → D4', 'd2->d4', ' d2 - d4 ', 'd2 d4', 'd2d4']) expect(parseMoveText(text)).toBe('D2-D4');
    expect(parseMoveText('h10-h8')).toBe('H10-H8');
  });

  it('refuses what is not a move', () => {
    for (const text of ['', 'd2', 'd2-', 'hello', '22-44', 'd2-d4-d6']) expect(parseMoveText(text)).toBeNull();
  });

  it('displays moves with an arrow', () => {
    expect(displayMove('D2-D4')).toBe('D2 → D4');
  });

  it('finds destinations and movable pieces from the legal list', () => {
    const legal = ['A1-A2', 'A1-A3', 'B1-B2', 'A1-B1'];
    expect(destinationsFrom(legal, 'A1')).toEqual(['A2', 'A3', 'B1']);
    expect(destinationsFrom(legal, 'C1')).toEqual([]);
    expect([...movableSquares(legal)]).toEqual(['A1', 'B1']);
  });
});
