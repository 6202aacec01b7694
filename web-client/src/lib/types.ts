// The server's messages as protocol/README.md describes them (protocol version 1).

export type Side = string;

export interface MoveRecord {
  move: string;
  side: Side;
  captured: string[];
  clock_ms: number | null;
}

export interface ClockState {
  initial_ms: number;
  increment_ms: number;
  /** A game at one's own pace: its days per move, and when the running side's time runs out (ms since the epoch). */
  days?: number;
  deadline_ms?: number | null;
  /** Between people, while the side to move has not made its first move: when the game is cancelled unless it does. */
  first_move_by_ms?: number;
  remaining_ms: Record<Side, number>;
  /** Null before the game starts, after it ends, and against the computer before the side to move's first move. */
  running: Side | null;
  server_time_ms: number;
}

export type ResultKind = 'ongoing' | 'win' | 'draw' | 'aborted';

export interface ResultState {
  state: ResultKind;
  winner: Side | null;
  reason: string | null;
  /** The side whose request ended the game (resigned, aborted, claimed); null otherwise or from an older server. */
  by?: Side | null;
}

export interface Offers {
  draw: Side | null;
  takeback: Side | null;
  rematch: Side | null;
}

export interface Seat {
  taken: boolean;
  connected: boolean;
  away_since_ms: number | null;
  claim_from_ms: number | null;
}

/** A seat's player in a game made in the lobby, as strangers see them (null: no account, "Anonymous"). */
export interface PlayerShown {
  name: string;
  /** In the game's category when the game began; null when never rated there. */
  rating: number | null;
  provisional: boolean;
  /** The points won or lost, once a rated game is rated. */
  change: number | null;
}

/** Against the computer: its seat and level (it never changes during a game). */
export interface ComputerSeat {
  side: Side;
  level: string;
}

export interface Snapshot {
  game: string;
  version: number;
  variant: string;
  width: number;
  height: number;
  sides: Side[];
  server_time_ms: number;
  computer?: ComputerSeat | null; // null (or absent, from an older server) between friends
  position: string;
  to_move: Side;
  last_move: MoveRecord | null;
  moves: MoveRecord[];
  legal: string[];
  threatened: Record<Side, string[]>;
  /** The squares of Kings in check (absent from an older server). */
  in_check?: string[];
  /** Per side, the once-per-game moves it may still play (absent from an older server). */
  special_moves?: Record<Side, string[]>;
  clock: ClockState | null;
  result: ResultState;
  offers: Offers;
  seats: Record<Side, Seat>;
  rematch: string | null;
  /** A game made in the lobby: each seat's player; null in other games (absent from an older server). */
  players?: Record<Side, PlayerShown | null> | null;
  /** Each player's say on listing the game among the live games (null: none yet), and whether it is listed now. */
  listing?: Record<Side, boolean | null>;
  listed?: boolean;
  /** Whether the game counts for the players' ratings. */
  rated?: boolean;
  /** A tournament's game (issue 39): the tournament's id (null or absent otherwise), and who berserked (halved their own clock). */
  tournament?: string | null;
  berserk?: Record<Side, boolean>;
}

/** The snapshot fields an event may replace. */
export type SnapshotState = Partial<Omit<Snapshot, 'game' | 'version' | 'variant' | 'width' | 'height' | 'sides'>>;

export interface GameEvent {
  type: 'event';
  game: string;
  version: number;
  kind: string;
  server_time_ms: number;
  state: SnapshotState;
  move?: MoveRecord;
}

export interface HelloMessage { type: 'hello'; protocol: number; server_time_ms: number }
export interface JoinedMessage { type: 'joined'; game: string; role: string; secret?: string; snapshot: Snapshot }
/** `reason` "store_resync": sent unasked, the game went back to the server's stored state (its database lost a change). */
export interface SnapshotMessage { type: 'snapshot'; snapshot: Snapshot; reason?: string }
export interface ErrorMessage { type: 'error'; code: string; message: string; detail?: string; ref?: number | string }

/** A player's quick message (a code of a fixed list: the page says it in the reader's language), and the answer to a report. */
export interface QuickMessage { type: 'quick'; game: string; side: Side; say: string; server_time_ms: number }
export interface ReportedMessage { type: 'reported'; against: Side; already?: boolean }

export type ServerMessage = HelloMessage | JoinedMessage | SnapshotMessage | GameEvent | ErrorMessage | QuickMessage | ReportedMessage;

export type ClientMessage =
  | { type: 'join'; protocol: 1; game: string; secret?: string }
  | { type: 'move'; move: string; ply: number }
  | { type: 'quick'; say: string; ref?: string }
  | { type: 'report'; against: Side; reason: string; browser?: string; ref?: string }
  | { type: 'set_listing'; listed: boolean; ref?: string }
  | { type: 'offline_moves'; from_ply: number; moves: { move: string; clock_ms?: number }[]; to_move_ms?: number; resigned?: boolean }
  | {
      type:
        | 'resign' | 'offer_draw' | 'accept_draw' | 'decline_draw'
        | 'request_takeback' | 'accept_takeback' | 'decline_takeback'
        | 'offer_rematch' | 'accept_rematch' | 'decline_rematch'
        | 'abort' | 'claim_win' | 'snapshot' | 'berserk';
    };

export const PROTOCOL_VERSION = 1;

/** Reads one text frame; null when it is not a message this client knows. */
export function parseServerMessage(text: string): ServerMessage | null {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null) return null;
  const type = (value as { type?: unknown }).type;
  if (type === 'hello' || type === 'joined' || type === 'snapshot' || type === 'event' || type === 'error' || type === 'quick' || type === 'reported')
    return value as ServerMessage;
  return null;
}
