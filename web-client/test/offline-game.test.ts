import { describe, expect, it } from 'vitest';
import { clockAfterMove, clockFrom, mayPlayOffline, offlineMessages, offlineSnapshot, timeLeft, type OfflineRecord } from '../src/lib/offline-game';
import type { LegalAnswer } from '../src/analysis/browser-engine';
import type { MoveRecord } from '../src/lib/types';
import { snapshot } from './fixtures';

const computerGame = () => snapshot({ computer: { side: 'dark', level: 'beginner' } });

const move = (i: number, clock: number | null = null): MoveRecord => ({ move: `m${i}`, side: i % 2 === 0 ? 'light' : 'dark', captured: [], clock_ms: clock });

const answer = (overrides: Partial<LegalAnswer> = {}): LegalAnswer => ({
  position: 'P', to_move: 'dark', moves: ['A1-A2'], status: { state: 'ongoing', winner: null, reason: 'none' },
  captured: ['B2'], threatened: { light: ['C3'], dark: [] }, in_check: [], special_moves: { light: [], dark: [] }, ...overrides,
});

describe('who may play on alone', () => {
  it('the player of a game against the computer under way, nobody else', () => {
    expect(mayPlayOffline('light', computerGame())).toBe(true);
    expect(mayPlayOffline('spectator', computerGame())).toBe(false);
    expect(mayPlayOffline('light', snapshot())).toBe(false); // between friends
    expect(mayPlayOffline('light', { ...computerGame(), result: { state: 'win', winner: 'dark', reason: 'resign' } })).toBe(false);
  });
});

describe('the clock kept while offline', () => {
  const server = { initial_ms: 300_000, increment_ms: 2_000, remaining_ms: { light: 200_000, dark: 250_000 }, running: 'light' as const, server_time_ms: 1_000 };

  it('goes on from the server’s, the running side charged', () => {
    const clock = clockFrom(server, 11_000)!;
    expect(clock.remaining_ms).toEqual({ light: 190_000, dark: 250_000 });
    expect(timeLeft(clock, 'light', 16_000)).toBe(185_000);
    expect(timeLeft(clock, 'dark', 16_000)).toBe(250_000);
  });

  it('a move charges the mover, adds the increment and starts the other side', () => {
    const { clock, moverMs } = clockAfterMove(clockFrom(server, 1_000)!, 'light', 'dark', 31_000);
    expect(moverMs).toBe(172_000);
    expect(clock.running).toBe('dark');
    expect(timeLeft(clock, 'dark', 41_000)).toBe(240_000);
    expect(timeLeft(clockFrom(server, 1_000)!, 'light', 10_000_000)).toBe(0);
    expect(timeLeft(clockFrom(server, 1_000.4)!, 'light', 2_000.7)).toBe(199_000); // whole milliseconds, as the server reads them
  });

  it('untimed games have none', () => {
    expect(clockFrom(null, 5)).toBeNull();
  });
});

describe('the position shown after the browser’s own moves', () => {
  it('takes the module’s answer and appends the moves to the server’s', () => {
    const base = { ...computerGame(), moves: [move(0)] };
    const shown = offlineSnapshot(base, [move(1), move(2)], answer(), null);
    expect(shown.moves.map((m) => m.move)).toEqual(['m0', 'm1', 'm2']);
    expect(shown.last_move?.move).toBe('m2');
    expect(shown.legal).toEqual(['A1-A2']);
    expect(shown.threatened).toEqual({ light: ['C3'], dark: [] });
    expect(shown.offers).toEqual({ draw: null, takeback: null, rematch: null });
  });

  it('an end by the rules, or by time or resignation here, leaves no legal move and stops the clock', () => {
    const clock = clockFrom({ initial_ms: 1, increment_ms: 0, remaining_ms: { light: 1, dark: 1 }, running: 'light', server_time_ms: 0 }, 0);
    const won = offlineSnapshot(computerGame(), [], answer({ status: { state: 'win', winner: 'light', reason: 'pieces' } }), clock);
    expect(won.result).toEqual({ state: 'win', winner: 'light', reason: 'pieces', by: null });
    expect(won.legal).toEqual([]);
    expect(won.clock?.running).toBeNull();
    const resigned = offlineSnapshot(computerGame(), [], answer(), null, { state: 'win', winner: 'dark', reason: 'resign', by: 'light' });
    expect(resigned.result.reason).toBe('resign');
  });
});

describe('what is sent when the network is back', () => {
  const record = (count: number, timed: boolean, resigned = false): OfflineRecord => ({
    from_ply: 7, moves: Array.from({ length: count }, (_, i) => move(i + 7, timed ? 1_000 * (i + 1) : null)), to_move_ms: timed ? 42 : null, resigned,
  });

  it('a long game in messages of at most 100 moves, each from where the last ended', () => {
    const messages = offlineMessages(record(250, false), null, false);
    expect(messages.map((m) => [m.from_ply, m.moves.length])).toEqual([[7, 100], [107, 100], [207, 50]]);
    expect(messages[0]!.moves[0]).toEqual({ move: 'm7' });
    expect(messages.every((m) => m.to_move_ms === undefined && m.resigned === undefined)).toBe(true);
  });

  it('timed: every move’s reading, and the time of the side to move after each message', () => {
    const messages = offlineMessages(record(150, true), { light: 9_000, dark: 8_000 }, true);
    expect(messages[0]!.moves[99]).toEqual({ move: 'm106', clock_ms: 100_000 });
    // After move 107 (the 100th, index 99), the next mover is the one of index 100: its last reading is index 98's.
    expect(messages[0]!.to_move_ms).toBe(99_000);
    expect(messages[1]!.to_move_ms).toBe(42);
  });

  it('a resignation goes with the last message, or alone; nothing is nothing', () => {
    expect(offlineMessages(record(3, false, true), null, false).map((m) => m.resigned)).toEqual([true]);
    expect(offlineMessages(record(0, false, true), null, false)).toEqual([{ type: 'offline_moves', from_ply: 7, moves: [], resigned: true }]);
    expect(offlineMessages(record(0, false), null, false)).toEqual([]);
  });
});
