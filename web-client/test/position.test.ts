import { describe, expect, it } from 'vitest';
import { countPieces, parsePosition, parseSquare, pieceAt, sideLetter, squareName } from '../src/lib/position';

const PETTEIA = ['light', 'dark'];
const GREC = ['black', 'white'];

describe('position text', () => {
  it('reads the 6×6 start: Light on rank 1, Dark on rank 6, Light to move', () => {
    const board = parsePosition('DDDDDD/6/6/6/6/LLLLLL light 0', 6, 6, PETTEIA);
    expect(board).not.toBeNull();
    expect(pieceAt(board!, { file: 0, rank: 1 })).toBe('light');
    expect(pieceAt(board!, { file: 5, rank: 6 })).toBe('dark');
    expect(pieceAt(board!, { file: 3, rank: 3 })).toBeNull();
    expect(board!.toMove).toBe('light');
    expect(countPieces(board!, 'light')).toBe(6);
    expect(countPieces(board!, 'dark')).toBe(6);
  });

  it('reads files from A rightwards with digit runs, and the quiet-ply count', () => {
    const board = parsePosition('DDD1DD/3D2/6/6/3L2/LLL1LL dark 17', 6, 6, PETTEIA)!;
    expect(pieceAt(board, parseSquare('D6')!)).toBeNull();
    expect(pieceAt(board, parseSquare('D5')!)).toBe('dark');
    expect(pieceAt(board, parseSquare('D2')!)).toBe('light');
    expect(pieceAt(board, parseSquare('D1')!)).toBeNull();
    expect(board.toMove).toBe('dark');
    expect(board.quietPlies).toBe(17);
  });

  it('reads Le Grec, whose text has no quiet-ply count', () => {
    const board = parsePosition('WWWW/1WWW/BBB1/BBBB black', 4, 4, GREC)!;
    expect(pieceAt(board, parseSquare('A3')!)).toBeNull();
    expect(pieceAt(board, parseSquare('D2')!)).toBeNull();
    expect(pieceAt(board, parseSquare('B3')!)).toBe('white');
    expect(pieceAt(board, parseSquare('C2')!)).toBe('black');
    expect(countPieces(board, 'black')).toBe(7);
    expect(board.quietPlies).toBe(0);
  });

  it('reads 8×8 and two-digit empty runs for wider boards', () => {
    expect(parsePosition('DDDDDDDD/8/8/8/8/8/8/LLLLLLLL light 0', 8, 8, PETTEIA)).not.toBeNull();
    const wide = parsePosition('10/L9 light', 10, 2, PETTEIA)!;
    expect(pieceAt(wide, { file: 0, rank: 1 })).toBe('light');
  });

  it('refuses texts that do not fit the board', () => {
    expect(parsePosition('DDDDDD/6/6/6/6 light 0', 6, 6, PETTEIA)).toBeNull(); // a rank missing
    expect(parsePosition('DDDDDDD/6/6/6/6/LLLLLL light 0', 6, 6, PETTEIA)).toBeNull(); // a rank too long
    expect(parsePosition('DDDDD/6/6/6/6/LLLLLL light 0', 6, 6, PETTEIA)).toBeNull(); // too short
    expect(parsePosition('DDDDDX/6/6/6/6/LLLLLL light 0', 6, 6, PETTEIA)).toBeNull(); // unknown letter
    expect(parsePosition('DDDDDD/6/6/6/6/LLLLLL purple 0', 6, 6, PETTEIA)).toBeNull(); // unknown side
    expect(parsePosition('', 6, 6, PETTEIA)).toBeNull();
  });

  it('names squares and letters', () => {
    expect(squareName({ file: 3, rank: 2 })).toBe('D2');
    expect(parseSquare('h8')).toEqual({ file: 7, rank: 8 });
    expect(parseSquare('D')).toBeNull();
    expect(sideLetter('light')).toBe('L');
    expect(sideLetter('white')).toBe('W');
  });
});
