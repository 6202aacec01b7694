import { describe, expect, it } from 'vitest';
import { boardSize, countPieces, layoutWith, parsePosition, parseSquare, pieceAt, pieceOn, plainLayout, squareName } from '../src/lib/position';
import { CHESS } from './catalogue-fixtures';

const PETTEIA = ['light', 'dark'];
const GREC = ['black', 'white'];
const p6 = plainLayout(6, 6, PETTEIA);
const side = (piece: { side: string } | null) => piece?.side ?? null;

describe('position text', () => {
  it('reads the 6×6 start: Light on rank 1, Dark on rank 6, Light to move', () => {
    const board = parsePosition('DDDDDD/6/6/6/6/LLLLLL light 0', p6);
    expect(board).not.toBeNull();
    expect(side(pieceAt(board!, { file: 0, rank: 1 }))).toBe('light');
    expect(side(pieceAt(board!, { file: 5, rank: 6 }))).toBe('dark');
    expect(pieceAt(board!, { file: 3, rank: 3 })).toBeNull();
    expect(board!.toMove).toBe('light');
    expect(countPieces(board!, 'light')).toBe(6);
    expect(countPieces(board!, 'dark')).toBe(6);
  });

  it('reads files from A rightwards with digit runs, and the quiet-ply count', () => {
    const board = parsePosition('DDD1DD/3D2/6/6/3L2/LLL1LL dark 17', p6)!;
    expect(pieceAt(board, parseSquare('D6')!)).toBeNull();
    expect(side(pieceAt(board, parseSquare('D5')!))).toBe('dark');
    expect(side(pieceAt(board, parseSquare('D2')!))).toBe('light');
    expect(pieceAt(board, parseSquare('D1')!)).toBeNull();
    expect(board.toMove).toBe('dark');
    expect(board.quietPlies).toBe(17);
  });

  it('reads Le Grec, whose text has no quiet-ply count', () => {
    const board = parsePosition('WWWW/1WWW/BBB1/BBBB black', plainLayout(4, 4, GREC))!;
    expect(pieceAt(board, parseSquare('A3')!)).toBeNull();
    expect(pieceAt(board, parseSquare('D2')!)).toBeNull();
    expect(side(pieceAt(board, parseSquare('B3')!))).toBe('white');
    expect(side(pieceAt(board, parseSquare('C2')!))).toBe('black');
    expect(countPieces(board, 'black')).toBe(7);
    expect(board.quietPlies).toBe(0);
  });

  it('reads 8×8 and two-digit empty runs for wider boards', () => {
    expect(parsePosition('DDDDDDDD/8/8/8/8/8/8/LLLLLLLL light 0', plainLayout(8, 8, PETTEIA))).not.toBeNull();
    const wide = parsePosition('10/L9 light', plainLayout(10, 2, PETTEIA))!;
    expect(side(pieceAt(wide, { file: 0, rank: 1 }))).toBe('light');
  });

  it('refuses texts that do not fit the board', () => {
    expect(parsePosition('DDDDDD/6/6/6/6 light 0', p6)).toBeNull(); // a rank missing
    expect(parsePosition('DDDDDDD/6/6/6/6/LLLLLL light 0', p6)).toBeNull(); // a rank too long
    expect(parsePosition('DDDDD/6/6/6/6/LLLLLL light 0', p6)).toBeNull(); // too short
    expect(parsePosition('DDDDDX/6/6/6/6/LLLLLL light 0', p6)).toBeNull(); // unknown letter
    expect(parsePosition('DDDDDD/6/6/6/6/LLLLLL purple 0', p6)).toBeNull(); // unknown side
    expect(parsePosition('', p6)).toBeNull();
  });

  it('names squares A1… by default, in any case on input', () => {
    expect(squareName({ file: 3, rank: 2 })).toBe('D2');
    expect(parseSquare('h8')).toEqual({ file: 7, rank: 8 });
    expect(parseSquare('D')).toBeNull();
    expect(boardSize('ehcsmksche/pppppppppp/10/10/10/10/10/10/PPPPPPPPPP/EHCSMKSCHE white Ss - 0')).toEqual({ width: 10, height: 10 });
  });
});

describe('a position with piece kinds, from the catalogue', () => {
  const layout = layoutWith(10, 10, CHESS.sides, CHESS);
  const start = 'ehcsmksche/pppppppppp/10/10/10/10/10/10/PPPPPPPPPP/EHCSMKSCHE white Ss - 0';

  it('names squares from the files and the first rank: a0 … j9, lower case', () => {
    expect(squareName({ file: 0, rank: 1 }, layout.coords)).toBe('a0');
    expect(squareName({ file: 9, rank: 10 }, layout.coords)).toBe('j9');
    expect(parseSquare('F9', layout.coords)).toEqual({ file: 5, rank: 10 });
    expect(parseSquare('k1', layout.coords)).toBeNull();
  });

  it('reads each cell as a side and a kind, and the fields by their names', () => {
    const board = parsePosition(start, layout)!;
    expect(board).not.toBeNull();
    expect(pieceOn(board, 'f0')).toEqual({ side: 'white', kind: 'king' });
    expect(pieceOn(board, 'e9')).toEqual({ side: 'black', kind: 'minister' });
    expect(pieceOn(board, 'd0')).toEqual({ side: 'white', kind: 'snake' });
    expect(pieceOn(board, 'j8')).toEqual({ side: 'black', kind: 'pawn' });
    expect(pieceOn(board, 'e4')).toBeNull();
    expect(countPieces(board, 'white')).toBe(20);
    expect(board.toMove).toBe('white');
    expect(board.fields).toEqual({ placement: start.split(' ')[0], to_move: 'white', special_moves: 'Ss', en_passant: '-', quiet_plies: '0' });
  });

  it('reads multi-digit runs (`10`) beside pieces, and refuses an unknown letter', () => {
    const board = parsePosition('4k5/10/10/10/10/10/10/10/10/5K4 black - - 31', layout)!;
    expect(pieceOn(board, 'e9')).toEqual({ side: 'black', kind: 'king' });
    expect(pieceOn(board, 'f0')).toEqual({ side: 'white', kind: 'king' });
    expect(board.toMove).toBe('black');
    expect(board.quietPlies).toBe(31);
    expect(parsePosition('4q5/10/10/10/10/10/10/10/10/5K4 black - - 0', layout)).toBeNull();
    expect(parsePosition('4k5/10/10/10/10/10/10/10/10/5K5 black - - 0', layout)).toBeNull(); // 11 files
  });
});
