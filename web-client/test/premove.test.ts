import { describe, expect, it } from 'vitest';
import { premoveTap, resolvePremove } from '../src/lib/premove';
import { layoutOf } from '../src/lib/catalogue';
import { DEFAULT_COORDS } from '../src/lib/position';
import { CHESS } from './catalogue-fixtures';

const chess = layoutOf(CHESS, CHESS).coords;
const empty = { selected: null, premove: null };

describe('queueing a move while the opponent thinks', () => {
  it('picks up an own piece, then queues it to any other square', () => {
    const picked = premoveTap(empty, 'B1', true);
    expect(picked).toEqual({ selected: 'B1', premove: null });
    expect(premoveTap(picked, 'B4', false)).toEqual({ selected: null, premove: { from: 'B1', to: 'B4' } });
  });

  it('ignores a tap on nothing or on the opponent, puts down on a second tap, exchanges for another own piece', () => {
    expect(premoveTap(empty, 'A6', false)).toEqual(empty);
    const picked = premoveTap(empty, 'B1', true);
    expect(premoveTap(picked, 'B1', true)).toEqual(empty);
    expect(premoveTap(picked, 'C1', true)).toEqual({ selected: 'C1', premove: null });
  });

  it('cancels a queued move at any tap; one on another own piece picks it up', () => {
    const queued = { selected: null, premove: { from: 'B1', to: 'B4' } };
    expect(premoveTap(queued, 'E5', false)).toEqual(empty);
    expect(premoveTap(queued, 'B1', true)).toEqual(empty);
    expect(premoveTap(queued, 'C1', true)).toEqual({ selected: 'C1', premove: null });
  });
});

describe('a queued move when its turn comes', () => {
  it('is played when it is the one legal move between its squares', () => {
    expect(resolvePremove({ from: 'B1', to: 'B4' }, ['B1-B4', 'B1-B2', 'C1-C3'], DEFAULT_COORDS)).toEqual({ kind: 'play', move: 'B1-B4' });
  });

  it('is dropped when no legal move goes there now', () => {
    expect(resolvePremove({ from: 'B1', to: 'B4' }, ['B1-B2', 'C1-C3'], DEFAULT_COORDS)).toEqual({ kind: 'drop' });
  });

  it('opens the choice of a promotion, and never plays a special move unasked', () => {
    const legal = ['Kf9*e8', 'Pe8-e7', 'Pj8xi9=M', 'Pj8xi9=S'];
    expect(resolvePremove({ from: 'j8', to: 'i9' }, legal, chess, ['*'])).toEqual({ kind: 'choose', moves: ['Pj8xi9=M', 'Pj8xi9=S'] });
    expect(resolvePremove({ from: 'f9', to: 'e8' }, legal, chess, ['*'])).toEqual({ kind: 'drop' });
    expect(resolvePremove({ from: 'e8', to: 'e7' }, legal, chess, ['*'])).toEqual({ kind: 'play', move: 'Pe8-e7' });
  });
});
