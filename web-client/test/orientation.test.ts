import { describe, expect, it } from 'vitest';
import { cellToSquare, edgeLabels, isTurned, squareToCell, stepOnScreen } from '../src/lib/orientation';

describe('board orientation', () => {
  it('turns the board for the second side only', () => {
    expect(isTurned('light', ['light', 'dark'])).toBe(false);
    expect(isTurned('dark', ['light', 'dark'])).toBe(true);
    expect(isTurned('white', ['black', 'white'])).toBe(true);
    expect(isTurned(null, ['light', 'dark'])).toBe(false); // spectators see the first side at the bottom
  });

  it('puts A1 bottom-left for the first side and top-right for the second', () => {
    expect(squareToCell({ file: 0, rank: 1 }, 6, 6, false)).toEqual({ col: 0, row: 5 });
    expect(squareToCell({ file: 0, rank: 1 }, 6, 6, true)).toEqual({ col: 5, row: 0 });
    expect(squareToCell({ file: 5, rank: 6 }, 6, 6, true)).toEqual({ col: 0, row: 5 });
  });

  it('maps cells back to the same squares', () => {
    for (const turned of [false, true]) {
      for (let file = 0; file < 8; file++) {
        for (let rank = 1; rank <= 8; rank++) {
          expect(cellToSquare(squareToCell({ file, rank }, 8, 8, turned), 8, 8, turned)).toEqual({ file, rank });
        }
      }
    }
  });

  it('keeps the edge labels’ names, in the order the viewer sees them', () => {
    expect(edgeLabels(4, 4, false)).toEqual({ files: ['A', 'B', 'C', 'D'], ranks: ['4', '3', '2', '1'] });
    expect(edgeLabels(4, 4, true)).toEqual({ files: ['D', 'C', 'B', 'A'], ranks: ['1', '2', '3', '4'] });
  });

  it('moves keyboard focus in screen directions', () => {
    expect(stepOnScreen({ file: 0, rank: 1 }, 0, -1, 6, 6, false)).toEqual({ file: 0, rank: 2 }); // up
    expect(stepOnScreen({ file: 0, rank: 1 }, 0, -1, 6, 6, true)).toBeNull(); // up from the top edge
    expect(stepOnScreen({ file: 2, rank: 6 }, 0, -1, 6, 6, true)).toEqual({ file: 2, rank: 5 });
    expect(stepOnScreen({ file: 2, rank: 3 }, 1, 0, 6, 6, true)).toEqual({ file: 1, rank: 3 }); // right goes to B
    expect(stepOnScreen({ file: 5, rank: 3 }, 1, 0, 6, 6, false)).toBeNull();
  });
});
