import { describe, expect, it } from 'vitest';
import { judgePending, showsAsWaiting, type PendingMove } from '../src/lib/pending-move';
import { snapshot } from './fixtures';

const START = 'DDDDDD/6/6/6/6/LLLLLL light 0';
const AFTER_LIGHT = 'DDDDDD/6/6/6/L5/1LLLLL dark 0';
const pending = (overrides: Partial<PendingMove> = {}): PendingMove => ({ move: 'A1-A2', ply: 0, position: START, sent: false, madeAt: 0, ...overrides });
const light = (move: string) => ({ move, side: 'light', captured: [], clock_ms: null });
const dark = (move: string) => ({ move, side: 'dark', captured: [], clock_ms: null });

describe('a move waiting for the connection (issue 37)', () => {
  it('is sent when the game is where the player saw it, whatever the version (the reconnection is an event)', () => {
    expect(judgePending(pending(), snapshot({ version: 9 }), 'light')).toEqual({ kind: 'send' });
  });

  it('is played already when the server has it at its ply (it went before the socket hung)', () => {
    const played = snapshot({ moves: [light('A1-A2')], position: AFTER_LIGHT, to_move: 'dark' });
    expect(judgePending(pending({ sent: true }), played, 'light')).toEqual({ kind: 'played' });
    // The opponent may even have answered meanwhile.
    const answered = snapshot({ moves: [light('A1-A2'), dark('A6-A5')], to_move: 'light' });
    expect(judgePending(pending({ sent: true }), answered, 'light')).toEqual({ kind: 'played' });
  });

  it('is not played when the opponent moved at its ply, or the player moved otherwise (another device of theirs)', () => {
    // The page took it for the player's turn while the opponent's move was on its way.
    const opponentFirst = snapshot({ moves: [dark('A6-A5')], to_move: 'light' });
    expect(judgePending(pending(), opponentFirst, 'light')).toEqual({ kind: 'not-played', why: 'opponent-moved' });
    const otherDevice = snapshot({ moves: [light('B1-B2'), dark('A6-A5')], to_move: 'light' });
    expect(judgePending(pending(), otherDevice, 'light')).toEqual({ kind: 'not-played', why: 'changed' });
  });

  it('is not played when the game ended, or changed (a takeback, another position)', () => {
    expect(judgePending(pending(), snapshot({ result: { state: 'win', winner: 'dark', reason: 'time' } }), 'light')).toEqual({ kind: 'not-played', why: 'over' });
    const takenBack = pending({ ply: 2, position: 'whatever light 2' });
    expect(judgePending(takenBack, snapshot(), 'light')).toEqual({ kind: 'not-played', why: 'changed' });
    expect(judgePending(pending(), snapshot({ position: 'DDDDD1/6/6/6/6/LLLLLL light 0' }), 'light')).toEqual({ kind: 'not-played', why: 'changed' });
    // Same ply and position, but no longer the player's turn (not possible in a real game): not sent.
    expect(judgePending(pending(), snapshot({ to_move: 'dark' }), 'light').kind).toBe('not-played');
  });

  it('is shown waiting at once when no socket is open, after a second unanswered otherwise', () => {
    expect(showsAsWaiting(pending(), false, 10)).toBe(true);
    expect(showsAsWaiting(pending({ sent: true, madeAt: 0 }), true, 999)).toBe(false);
    expect(showsAsWaiting(pending({ sent: true, madeAt: 0 }), true, 1000)).toBe(true);
    expect(showsAsWaiting(pending({ sent: true }), false, 1)).toBe(true);
  });
});
