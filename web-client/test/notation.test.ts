import { describe, expect, it } from 'vitest';
import {
  carriesMark, destinationsFrom, displayMove, groupByEnds, markedDestinations, movableSquares, moveEnds, moveSquares,
  movesBetween, promotionLetter, readTypedMove,
} from '../src/lib/notation';
import { layoutOf } from '../src/lib/catalogue';
import { CHESS } from './catalogue-fixtures';

const chess = layoutOf(CHESS, CHESS).coords;

describe('move text', () => {
  it('names its squares in order, whatever else it carries', () => {
    expect(moveSquares('D2-D4')).toEqual(['D2', 'D4']);
    expect(moveSquares('Pe1-e3', chess)).toEqual(['e1', 'e3']);
    expect(moveSquares('Hc9xd7', chess)).toEqual(['c9', 'd7']);
    expect(moveSquares('Kf9*e9', chess)).toEqual(['f9', 'e9']);
    expect(moveSquares('Pe8-e9=M', chess)).toEqual(['e8', 'e9']);
    // Piece letters that are file letters too (E, C, H) stand before a file letter, never before a rank.
    expect(moveSquares('Ea0-a5', chess)).toEqual(['a0', 'a5']);
    expect(moveSquares('Ch9xi8', chess)).toEqual(['h9', 'i8']);
    expect(moveEnds('Se4xf5', chess)).toEqual(['e4', 'f5']);
    expect(moveEnds('H10-H8')).toEqual(['H10', 'H8']);
    expect(moveEnds('resign')).toEqual(['', '']);
  });

  it('shows plain moves with an arrow, and any other as the server wrote it', () => {
    expect(displayMove('D2-D4')).toBe('D2 → D4');
    expect(displayMove('Pe1-e3')).toBe('Pe1-e3');
    expect(displayMove('Kf9*e9')).toBe('Kf9*e9');
    expect(displayMove('Pe8-e9=M')).toBe('Pe8-e9=M');
  });

  it('finds destinations and movable pieces from the legal list', () => {
    const legal = ['A1-A2', 'A1-A3', 'B1-B2', 'A1-B1'];
    expect(destinationsFrom(legal, 'A1')).toEqual(['A2', 'A3', 'B1']);
    expect(destinationsFrom(legal, 'C1')).toEqual([]);
    expect([...movableSquares(legal)]).toEqual(['A1', 'B1']);
    expect([...movableSquares(['Pe1-e3', 'Kf0*e0', 'Hb0-a2'], chess)]).toEqual(['e1', 'f0', 'b0']);
  });
});

describe('a promotion', () => {
  const legal = ['Pj8-j9=C', 'Pj8-j9=E', 'Pj8-j9=H', 'Pj8-j9=M', 'Pj8-j9=S', 'Pj8xi9=C', 'Pj8xi9=E', 'Pj8xi9=H', 'Pj8xi9=M', 'Pj8xi9=S', 'Pa1-a2'];

  it('is several legal moves between the same two squares, grouped', () => {
    const groups = groupByEnds(legal, chess);
    expect(groups.get('j8 i9')).toEqual(['Pj8xi9=C', 'Pj8xi9=E', 'Pj8xi9=H', 'Pj8xi9=M', 'Pj8xi9=S']);
    expect(groups.get('a1 a2')).toEqual(['Pa1-a2']);
    expect(movesBetween(legal, 'j8', 'j9', chess)).toHaveLength(5);
    expect(destinationsFrom(legal, 'j8', chess)).toEqual(['j9', 'i9']); // each destination once
  });

  it('names the piece it makes by its letter', () => {
    expect(promotionLetter('Pe8-e9=M')).toBe('M');
    expect(promotionLetter('Pe1-e3')).toBeNull();
    expect(promotionLetter('D2-D4')).toBeNull();
  });
});

describe('a special move (the Sacrifice)', () => {
  const legal = ['Kf9*e8', 'Kf9*e9', 'Kf9*f8', 'Kf9*g8', 'Kf9*g9', 'Pe8-e6', 'Ke8-e7'];

  it('is written with its mark between the squares', () => {
    expect(carriesMark('Kf9*e9', '*', chess)).toBe(true);
    expect(carriesMark('Pe8-e6', '*', chess)).toBe(false);
    expect(carriesMark('Pe8-e9=M', '=', chess)).toBe(false); // after the squares, not between them
    expect(carriesMark('Kf9*e9', '', chess)).toBe(false);
  });

  it('lights the neighbours the King may give up', () => {
    expect([...markedDestinations(legal, 'f9', ['*'], chess)]).toEqual(['e8', 'e9', 'f8', 'g8', 'g9']);
    expect([...markedDestinations(legal, 'e8', ['*'], chess)]).toEqual([]);
    expect([...markedDestinations(legal, 'f9', [], chess)]).toEqual([]);
  });
});

describe('a typed move', () => {
  const legal = ['Pe1-e2', 'Pe1-e3', 'Kf0*e0', 'Pj8xi9=M', 'Pj8xi9=S'];

  it('is the legal move it writes, in any case', () => {
    expect(readTypedMove('Pe1-e3', legal, chess)).toEqual({ kind: 'move', move: 'Pe1-e3' });
    expect(readTypedMove(' pE1-E3 ', legal, chess)).toEqual({ kind: 'move', move: 'Pe1-e3' });
    expect(readTypedMove('e1 → e3', legal, chess)).toEqual({ kind: 'move', move: 'Pe1-e3' });
    expect(readTypedMove('kf0*e0', legal, chess)).toEqual({ kind: 'move', move: 'Kf0*e0' });
    expect(readTypedMove('Pj8xi9=s', legal, chess)).toEqual({ kind: 'move', move: 'Pj8xi9=S' });
  });

  it('asks which piece when it names a promotion’s squares only', () => {
    expect(readTypedMove('j8-i9', legal, chess)).toEqual({ kind: 'choose', moves: ['Pj8xi9=M', 'Pj8xi9=S'] });
  });

  it('goes to the server as written when no legal move matches (it says why), plain moves canonically', () => {
    expect(readTypedMove('Pe1-e5', legal, chess)).toEqual({ kind: 'send', move: 'Pe1-e5' });
    for (const text of ['D2-D4', 'd2-d4', 'D2 → D4', 'd2->d4', ' d2 - d4 ', 'd2 d4', 'd2d4']) expect(readTypedMove(text, [])).toEqual({ kind: 'send', move: 'D2-D4' });
    expect(readTypedMove('d2 d4', ['D2-D4'])).toEqual({ kind: 'move', move: 'D2-D4' });
    expect(readTypedMove('h10-h8', [])).toEqual({ kind: 'send', move: 'H10-H8' });
  });

  it('is refused when it is not a move at all', () => {
    for (const text of ['', 'd2', 'd2-', 'hello', '22-44', 'd2-d4-d6']) expect(readTypedMove(text, [])).toEqual({ kind: 'unreadable' });
  });
});
