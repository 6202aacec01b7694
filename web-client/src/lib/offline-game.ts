// A game against the computer played on in this browser while the network is down: the moves the
// browser's module checked and answered (views/game-offline.ts), the clocks it kept, and what is
// sent to the server when the network is back (the offline_moves message, protocol/README.md).
// Pure: no Worker, no storage, no page.
import type { LegalAnswer } from '../analysis/browser-engine';
import { bothSeated, computerOpponent, isOver, type Role } from './game-state';
import type { ClientMessage, ClockState, MoveRecord, ResultState, Side, Snapshot } from './types';

export type OfflineMovesMessage = Extract<ClientMessage, { type: 'offline_moves' }>;

/** The most moves in one offline_moves message (the server's limit). */
export const MOVES_PER_MESSAGE = 100;

/** What the browser played alone, from the `from_ply` moves the server had confirmed. */
export interface OfflineRecord {
  from_ply: number;
  moves: MoveRecord[];
  /** The time left to the side to move when the record was last written (timed games). */
  to_move_ms: number | null;
  resigned: boolean;
}

/** Each side's time and whose runs since when, in the server's time (lib/clock.ts ServerTime). */
export interface LocalClock {
  initial_ms: number;
  increment_ms: number;
  remaining_ms: Record<Side, number>;
  running: Side | null;
  since: number;
}

/** This browser may go on alone: its player's game against the computer, under way. */
export function mayPlayOffline(role: Role | null, snapshot: Snapshot): boolean {
  return computerOpponent(role, snapshot) !== null && !isOver(snapshot) && bothSeated(snapshot);
}

/** The server's clock as it stood at `now`, to go on with alone. */
export function clockFrom(clock: ClockState | null, now: number): LocalClock | null {
  if (!clock) return null;
  const remaining = { ...clock.remaining_ms };
  if (clock.running) remaining[clock.running] = Math.round(Math.max(0, remaining[clock.running]! - Math.max(0, now - clock.server_time_ms)));
  return { initial_ms: clock.initial_ms, increment_ms: clock.increment_ms, remaining_ms: remaining, running: clock.running, since: now };
}

/** A side's time at `now`. */
export function timeLeft(clock: LocalClock, side: Side, now: number): number {
  const left = clock.remaining_ms[side] ?? 0;
  // Whole milliseconds, as the server counts them (performance.now() has fractions).
  return Math.round(clock.running === side ? Math.max(0, left - Math.max(0, now - clock.since)) : left);
}

/** The mover moved at `now`: charged, the increment added, the other side's time runs. Returns the mover's time. */
export function clockAfterMove(clock: LocalClock, mover: Side, next: Side | null, now: number): { clock: LocalClock; moverMs: number } {
  const moverMs = timeLeft(clock, mover, now) + clock.increment_ms;
  return { clock: { ...clock, remaining_ms: { ...clock.remaining_ms, [mover]: moverMs }, running: next, since: now }, moverMs };
}

export function clockState(clock: LocalClock): ClockState {
  return { initial_ms: clock.initial_ms, increment_ms: clock.increment_ms, remaining_ms: { ...clock.remaining_ms }, running: clock.running, server_time_ms: clock.since };
}

function resultOf(answer: LegalAnswer): ResultState {
  if (answer.status.state === 'ongoing') return { state: 'ongoing', winner: null, reason: null, by: null };
  return { state: answer.status.state, winner: answer.status.winner, reason: answer.status.reason, by: null };
}

/**
 * The snapshot of the game after the browser's own moves: the server's last one, with the
 * module's answer for the position now. `result` replaces the rules' verdict (time, resignation).
 */
export function offlineSnapshot(base: Snapshot, moves: readonly MoveRecord[], answer: LegalAnswer, clock: LocalClock | null, result?: ResultState): Snapshot {
  const all = [...base.moves, ...moves];
  const ended = result ?? resultOf(answer);
  const over = ended.state !== 'ongoing';
  return {
    ...base,
    position: answer.position,
    to_move: answer.to_move,
    last_move: all[all.length - 1] ?? null,
    moves: all,
    legal: over ? [] : answer.moves,
    threatened: answer.threatened,
    in_check: answer.in_check,
    special_moves: answer.special_moves,
    clock: clock ? clockState(over ? { ...clock, running: null } : clock) : null,
    result: ended,
    offers: { draw: null, takeback: null, rematch: null },
  };
}

/**
 * The messages that give the server the record, in order: at most MOVES_PER_MESSAGE moves each,
 * each going on from where the last ended. In a timed game each says the time left to the side
 * to move after it: that side's last reading (or what it had at the start, `startMs`), and the
 * record's own for the last message.
 */
export function offlineMessages(record: OfflineRecord, startMs: Record<Side, number> | null, timed: boolean): OfflineMovesMessage[] {
  const messages: OfflineMovesMessage[] = [];
  const latest: Record<Side, number> = { ...(startMs ?? {}) };
  for (let from = 0; from < record.moves.length || (from === 0 && record.resigned); from += MOVES_PER_MESSAGE) {
    const chunk = record.moves.slice(from, from + MOVES_PER_MESSAGE);
    for (const move of chunk) if (move.clock_ms !== null) latest[move.side] = move.clock_ms;
    const last = from + MOVES_PER_MESSAGE >= record.moves.length;
    const message: OfflineMovesMessage = {
      type: 'offline_moves',
      from_ply: record.from_ply + from,
      moves: chunk.map((move) => (timed ? { move: move.move, clock_ms: move.clock_ms ?? 0 } : { move: move.move })),
    };
    if (timed) {
      const next = record.moves[from + chunk.length];
      message.to_move_ms = last ? (record.to_move_ms ?? 0) : (next ? latest[next.side] ?? 0 : 0);
    }
    if (last && record.resigned) message.resigned = true;
    messages.push(message);
    if (last) break;
  }
  return messages;
}
