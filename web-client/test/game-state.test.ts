import { describe, expect, it } from 'vitest';
import { applyEvent, isMyMove, statusOf } from '../src/lib/game-state';
import { parseServerMessage } from '../src/lib/types';
import { event, snapshot } from './fixtures';

const move = { move: 'A1-A3', side: 'light', captured: [], clock_ms: null };

describe('event application', () => {
  it('replaces each state field whole and appends the move', () => {
    const start = snapshot();
    const outcome = applyEvent(start, event(4, 'move', {
      position: 'DDDDDD/6/6/6/L5/1LLLLL dark 1', to_move: 'dark', last_move: move, legal: ['A6-A5'],
      threatened: { light: ['A3'], dark: [] },
    }, move));
    expect(outcome.kind).toBe('applied');
    if (outcome.kind !== 'applied') return;
    const next = outcome.snapshot;
    expect(next.version).toBe(4);
    expect(next.to_move).toBe('dark');
    expect(next.moves).toEqual([move]);
    expect(next.threatened).toEqual({ light: ['A3'], dark: [] });
    expect(next.legal).toEqual(['A6-A5']);
    expect(next.server_time_ms).toBe(1_000_500);
    expect(next.seats).toBe(start.seats); // untouched fields stay
    expect(start.moves).toEqual([]); // the old snapshot is not changed
  });

  it('takes a takeback’s move list whole instead of appending', () => {
    const start = snapshot({ moves: [move, { ...move, move: 'A6-A5', side: 'dark' }] });
    const outcome = applyEvent(start, event(4, 'takeback', { moves: [], to_move: 'light' }));
    expect(outcome.kind === 'applied' && outcome.snapshot.moves).toEqual([]);
  });

  it('sees a gap when the version is not the last plus one', () => {
    expect(applyEvent(snapshot(), event(6, 'seat', {})).kind).toBe('gap');
  });

  it('ignores events already seen or for another game', () => {
    expect(applyEvent(snapshot(), event(3, 'seat', {})).kind).toBe('stale');
    expect(applyEvent(snapshot(), event(2, 'seat', {})).kind).toBe('stale');
    expect(applyEvent(snapshot(), { ...event(4, 'seat', {}), game: 'other' }).kind).toBe('stale');
  });

  it('applies a run of events in order', () => {
    let current = snapshot();
    for (let version = 4; version <= 8; version++) {
      const outcome = applyEvent(current, event(version, 'offer', { offers: { draw: version % 2 ? 'dark' : null, takeback: null, rematch: null } }));
      expect(outcome.kind).toBe('applied');
      if (outcome.kind === 'applied') current = outcome.snapshot;
    }
    expect(current.version).toBe(8);
    expect(current.offers.draw).toBeNull();
  });
});

describe('status', () => {
  it('says whose move it is, for players and spectators', () => {
    expect(statusOf('light', snapshot())).toEqual({ kind: 'your-move' });
    expect(statusOf('dark', snapshot())).toEqual({ kind: 'their-move' });
    expect(statusOf('spectator', snapshot())).toEqual({ kind: 'watching', toMove: 'light' });
    expect(isMyMove('light', snapshot())).toBe(true);
    expect(isMyMove('spectator', snapshot())).toBe(false);
  });

  it('waits for the friend while the other seat is free', () => {
    const waiting = snapshot({ seats: { light: { taken: true, connected: true, away_since_ms: null, claim_from_ms: null }, dark: { taken: false, connected: false, away_since_ms: null, claim_from_ms: null } } });
    expect(statusOf('light', waiting)).toEqual({ kind: 'waiting' });
    expect(isMyMove('light', waiting)).toBe(false);
  });

  it('gives the result once the game is over', () => {
    const over = snapshot({ result: { state: 'win', winner: 'dark', reason: 'time' }, legal: [] });
    expect(statusOf('light', over)).toEqual({ kind: 'over', result: over.result });
    expect(isMyMove('light', over)).toBe(false);
  });
});

describe('server messages', () => {
  it('reads known message types and refuses the rest', () => {
    expect(parseServerMessage('{"type":"hello","protocol":1,"server_time_ms":5}')?.type).toBe('hello');
    expect(parseServerMessage('{"type":"teleport"}')).toBeNull();
    expect(parseServerMessage('not json')).toBeNull();
    expect(parseServerMessage('42')).toBeNull();
  });
});
