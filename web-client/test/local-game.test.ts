import { describe, expect, it } from 'vitest';
import { isLocalGame, localSetup, localSnapshot, newLocalId, parseLocalRequest, parseLocalSetup } from '../src/lib/local-game';
import { bothSeated, computerOpponent, isMyMove } from '../src/lib/game-state';
import type { LegalAnswer } from '../src/analysis/browser-engine';

const SIDES = ['light', 'dark'];
const start: LegalAnswer = {
  position: 'START', to_move: 'light', moves: ['a1-a2', 'b1-b2'], status: { state: 'ongoing', winner: null, reason: 'none' },
  captured: [], threatened: { light: [], dark: [] }, in_check: [], special_moves: { light: [], dark: [] },
};
const request = (color: 'first' | 'second' | 'random') => ({ variant: 'petteia-6x6', time: null, color, opponent: 'computer' as const, level: 'beginner' as const });

describe('a game against the computer started offline', () => {
  it('has an id of the game route (/g/ID) that says it is this browser\'s', () => {
    const id = newLocalId(() => 0.5);
    expect(id).toMatch(/^local-[a-z0-9]{12}$/);
    expect(isLocalGame(id)).toBe(true);
    expect(isLocalGame('Ab3dEf')).toBe(false);
    expect(newLocalId(() => 0.999999)).toMatch(/^[A-Za-z0-9_-]{1,64}$/);
  });

  it('seats the player on the colour chosen, the computer opposite', () => {
    expect(localSetup(request('first'), SIDES, () => 0.9)).toEqual({ variant: 'petteia-6x6', side: 'light', level: 'beginner' });
    expect(localSetup(request('second'), SIDES, () => 0.1)?.side).toBe('dark');
    expect(localSetup(request('random'), SIDES, () => 0.1)?.side).toBe('light');
    expect(localSetup(request('random'), SIDES, () => 0.9)?.side).toBe('dark');
  });

  it('is not made for a friend\'s game, a game from a position, or a game the catalogue does not know', () => {
    expect(localSetup({ variant: 'petteia-6x6', time: null, color: 'first' }, SIDES, Math.random)).toBeNull();
    expect(localSetup({ ...request('first'), position: 'P' }, SIDES, Math.random)).toBeNull();
    expect(localSetup(request('first'), [], Math.random)).toBeNull();
  });

  it('reads back only a whole, sensible setup', () => {
    expect(parseLocalSetup(JSON.stringify({ variant: 'petteia-6x6', side: 'dark', level: 'expert' }))).toEqual({ variant: 'petteia-6x6', side: 'dark', level: 'expert' });
    for (const text of [null, '', 'not json', '[]', '"x"', JSON.stringify({ variant: 'petteia-6x6', side: 'dark', level: 'godlike' }),
      JSON.stringify({ variant: '../x', side: 'dark', level: 'beginner' }), JSON.stringify({ variant: 'petteia-6x6', side: '', level: 'beginner' }),
      JSON.stringify({ variant: 'petteia-6x6', level: 'beginner' })])
      expect(parseLocalSetup(text), String(text)).toBeNull();
  });

  it('reads back Home\'s request only when it is one against the computer', () => {
    expect(parseLocalRequest(JSON.stringify(request('random')))).toEqual({ ...request('random'), time: null });
    for (const text of [null, 'nope', JSON.stringify({ variant: 'petteia-6x6', time: null, color: 'first' }),
      JSON.stringify({ ...request('first'), level: 'godlike' }), JSON.stringify({ ...request('first'), color: 'purple' }), JSON.stringify({ ...request('first'), variant: 7 })])
      expect(parseLocalRequest(text), String(text)).toBeNull();
  });

  it('starts as a server\'s game would: both seated, the player to move with the first side, no clock, not rated', () => {
    const snapshot = localSnapshot('local-x', { variant: 'petteia-6x6', side: 'light', level: 'advanced' }, { width: 6, height: 6, sides: SIDES }, start, 1000)!;
    expect(snapshot.computer).toEqual({ side: 'dark', level: 'advanced' });
    expect(bothSeated(snapshot)).toBe(true);
    expect(isMyMove('light', snapshot)).toBe(true);
    expect(computerOpponent('light', snapshot)).toBe('dark');
    expect(snapshot.legal).toEqual(['a1-a2', 'b1-b2']);
    expect(snapshot.clock).toBeNull();
    expect(snapshot.rated).toBe(false);
    expect(snapshot.moves).toEqual([]);
  });

  it('is not made for a side the game does not have', () => {
    expect(localSnapshot('local-x', { variant: 'petteia-6x6', side: 'red', level: 'beginner' }, { width: 6, height: 6, sides: SIDES }, start, 0)).toBeNull();
  });
});
