// Following a game from the server's versioned events: each event's `state` fields replace the
// snapshot's whole, a `move` is appended, and a version that is not the last plus one is a gap
// that only a new snapshot can fill.
import type { GameEvent, Side, Snapshot } from './types';

export type EventOutcome =
  | { kind: 'applied'; snapshot: Snapshot }
  | { kind: 'gap' } // ask for {"type":"snapshot"}
  | { kind: 'stale' }; // an event already seen, or for another game: ignore

export function applyEvent(snapshot: Snapshot, event: GameEvent): EventOutcome {
  if (event.game !== snapshot.game || event.version <= snapshot.version) return { kind: 'stale' };
  if (event.version !== snapshot.version + 1) return { kind: 'gap' };
  const next: Snapshot = { ...snapshot, ...event.state, version: event.version, server_time_ms: event.server_time_ms };
  if (event.move && event.state.moves === undefined) next.moves = [...snapshot.moves, event.move];
  return { kind: 'applied', snapshot: next };
}

export type Role = Side | 'spectator';

export function isPlayer(role: Role | null, snapshot: Snapshot): role is Side {
  return role !== null && role !== 'spectator' && snapshot.sides.includes(role);
}

export function opponentOf(side: Side, snapshot: Snapshot): Side {
  return snapshot.sides.find((s) => s !== side) ?? side;
}

export function isOver(snapshot: Snapshot): boolean {
  return snapshot.result.state !== 'ongoing';
}

/** Both seats taken and the clock started (or untimed and both arrived): moves are possible. */
export function bothSeated(snapshot: Snapshot): boolean {
  return snapshot.sides.every((side) => snapshot.seats[side]?.taken === true);
}

export function isMyMove(role: Role | null, snapshot: Snapshot): boolean {
  return isPlayer(role, snapshot) && !isOver(snapshot) && snapshot.to_move === role && bothSeated(snapshot);
}

/** The computer's side when this player plays against it (not for spectators), else null. */
export function computerOpponent(role: Role | null, snapshot: Snapshot): Side | null {
  const computer = snapshot.computer;
  return computer && isPlayer(role, snapshot) && computer.side !== role ? computer.side : null;
}

/**
 * True when an offer event took back the player's own draw offer without a move or an end: the
 * opponent declined it (a move also withdraws an offer, and an accepted one ends the game).
 */
export function drawDeclined(before: Snapshot, after: Snapshot, kind: string, me: Side): boolean {
  return kind === 'offer' && before.offers.draw === me && after.offers.draw === null && !isOver(after) && after.moves.length === before.moves.length;
}

export type StatusKind =
  | { kind: 'waiting' } // the friend has not joined yet
  | { kind: 'your-move' }
  | { kind: 'their-move' }
  | { kind: 'computer-thinking' }
  | { kind: 'watching'; toMove: Side }
  | { kind: 'over'; result: Snapshot['result'] };

export function statusOf(role: Role | null, snapshot: Snapshot): StatusKind {
  if (isOver(snapshot)) return { kind: 'over', result: snapshot.result };
  if (!isPlayer(role, snapshot)) return { kind: 'watching', toMove: snapshot.to_move };
  if (!bothSeated(snapshot)) return { kind: 'waiting' };
  if (snapshot.to_move === role) return { kind: 'your-move' };
  return computerOpponent(role, snapshot) === null ? { kind: 'their-move' } : { kind: 'computer-thinking' };
}
