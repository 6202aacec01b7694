import { describe, expect, it } from 'vitest';
import { pickByDrop, pickByTap, promotionChoices, selectionMarks } from '../src/lib/move-picker';
import { layoutOf } from '../src/lib/catalogue';
import { DEFAULT_COORDS } from '../src/lib/position';
import { CHESS } from './catalogue-fixtures';

const chess = layoutOf(CHESS, CHESS).coords;

describe('taps and drops against the legal list', () => {
  const legal = ['Kf9*e8', 'Kf9*g9', 'Pe8-e7', 'Pj8xi9=M', 'Pj8xi9=S'];

  it('select a piece that may move, then play the one move to a square', () => {
    expect(pickByTap(legal, null, 'f9', chess)).toEqual({ kind: 'select', selected: 'f9' });
    expect(pickByTap(legal, 'f9', 'g9', chess)).toEqual({ kind: 'play', move: 'Kf9*g9' });
    expect(pickByTap(legal, 'f9', 'f9', chess)).toEqual({ kind: 'select', selected: null }); // tapped again: let go
    expect(pickByTap(legal, 'f9', 'e8', chess)).toEqual({ kind: 'play', move: 'Kf9*e8' });
    expect(pickByTap(legal, 'f9', 'a0', chess)).toEqual({ kind: 'select', selected: null });
    expect(pickByTap(legal, 'f9', 'j8', chess)).toEqual({ kind: 'select', selected: 'j8' }); // another piece
  });

  it('ask before a special move: the King’s Sacrifice of a piece that could itself be picked up', () => {
    // With the catalogue's mark: a tap on a neighbour picks it up (it may move) and asks about the Sacrifice.
    expect(pickByTap(legal, 'f9', 'e8', chess, ['*'])).toEqual({ kind: 'confirm', move: 'Kf9*e8', selected: 'e8' });
    // A neighbour that cannot move: the King stays picked up while the question is asked.
    expect(pickByTap(legal, 'f9', 'g9', chess, ['*'])).toEqual({ kind: 'confirm', move: 'Kf9*g9', selected: 'f9' });
    expect(pickByDrop(legal, 'f9', 'g9', chess, ['*'])).toEqual({ kind: 'confirm', move: 'Kf9*g9', selected: 'f9' });
    // An ordinary move is still played at once.
    expect(pickByTap(legal, 'e8', 'e7', chess, ['*'])).toEqual({ kind: 'play', move: 'Pe8-e7' });
  });

  it('ask which move when several join the two squares (a promotion)', () => {
    expect(pickByTap(legal, 'j8', 'i9', chess)).toEqual({ kind: 'choose', moves: ['Pj8xi9=M', 'Pj8xi9=S'] });
    expect(pickByDrop(legal, 'j8', 'i9', chess)).toEqual({ kind: 'choose', moves: ['Pj8xi9=M', 'Pj8xi9=S'] });
    expect(promotionChoices(['Pj8xi9=M', 'Pj8xi9=S'])).toEqual([{ move: 'Pj8xi9=M', letter: 'M' }, { move: 'Pj8xi9=S', letter: 'S' }]);
  });

  it('play plain moves of the other games the same way', () => {
    expect(pickByTap(['D2-D4', 'D2-D3'], 'D2', 'D4', DEFAULT_COORDS)).toEqual({ kind: 'play', move: 'D2-D4' });
    expect(pickByDrop(['D2-D4'], 'D2', 'D5', DEFAULT_COORDS)).toEqual({ kind: 'select', selected: 'D2' });
  });

  it('mark the selected King’s Sacrifice targets apart from its destinations', () => {
    const marks = selectionMarks(['Kf9*e8', 'Kf9*g9', 'Kf9-f8'], 'f9', ['*'], chess);
    expect([...marks.destinations]).toEqual(['e8', 'g9', 'f8']);
    expect([...marks.special]).toEqual(['e8', 'g9']);
    expect(selectionMarks(['Kf9*e8'], null, ['*'], chess).special.size).toBe(0);
  });
});
