// Tournaments (issue 39; protocol/README.md, "HTTP: tournaments" and "WebSocket: a tournament"): the
// server's answers read field by field (a tournament, a standings row, a page of standings, the
// socket's messages), the order the list and Home show them in, where a tournament stands at a given
// moment, and each sheet entry ("w4f") taken apart. Pure: the views draw what these say.
import { count, finite, id, object, text, timeControl } from './json-fields';

export type TournamentKind = 'arena' | 'round_robin' | 'swiss';
export type TournamentState = 'open' | 'running' | 'finished' | 'cancelled';
export type RowState = 'playing' | 'paused' | 'withdrawn';

export interface TournamentClock {
  initial_ms: number;
  increment_ms: number;
  days?: number;
}

export interface Tournament {
  id: string;
  kind: TournamentKind;
  name: string;
  variant: string;
  time: TournamentClock | null;
  rated: boolean;
  listed: boolean;
  /** Its organiser's name; null for the site's own arenas. */
  organiser: string | null;
  /** The site's own: "hourly" or "daily". */
  site: 'hourly' | 'daily' | null;
  starts_at_ms: number;
  ends_at_ms: number | null;
  rounds: number | null;
  round: number;
  max_players: number;
  players: number;
  state: TournamentState;
  /** A round-robin or Swiss that starts when its organiser says (absent from an older server: false). */
  by_organiser: boolean;
  /** The club whose event it is (only its members join); null for another. */
  club: string | null;
  /** Rounds at set times, this many minutes apart; null: each as soon as the one before is over. */
  round_every_minutes: number | null;
  /** Running with rounds at set times: when the next round may start. */
  next_round_at_ms: number | null;
}

export interface StandingRow {
  rank: number;
  name: string;
  score: number;
  tie_break: number | null;
  fire: boolean;
  games: number;
  state: RowState;
  rating: number;
  sheet: string[];
  /** The game they play now: told in one's own row only. */
  game: string | null;
}

export interface PlayingGame {
  game: string;
  round: number;
  first: string;
  second: string;
}

export interface TournamentPage {
  tournament: Tournament;
  standings: StandingRow[];
  total: number;
  page: number;
  playing: PlayingGame[];
  you: StandingRow | null;
  organising: boolean;
}

export const KINDS: readonly TournamentKind[] = ['arena', 'round_robin', 'swiss'];
const STATES: readonly string[] = ['open', 'running', 'finished', 'cancelled'];
const ROW_STATES: readonly string[] = ['playing', 'paused', 'withdrawn'];
/** Rows on a page of standings (the server's). */
export const PAGE_SIZE = 20;

const numberOrNull = (value: unknown): number | null => (finite(value) ? value : null);

export function readTournament(value: unknown): Tournament | null {
  const f = object(value);
  if (!f || !id(f['id']) || !text(f['name'], 200) || !text(f['variant'], 64)) return null;
  const kind = f['kind'];
  const state = f['state'];
  if (!KINDS.includes(kind as TournamentKind) || !STATES.includes(state as string) || !finite(f['starts_at_ms'])) return null;
  const time = timeControl(f['time']);
  const site = f['site'];
  return {
    id: f['id'],
    kind: kind as TournamentKind,
    name: f['name'],
    variant: f['variant'],
    time: time ?? null,
    rated: f['rated'] === true,
    listed: f['listed'] !== false,
    organiser: text(f['organiser'], 64) ? f['organiser'] : null,
    site: site === 'hourly' || site === 'daily' ? site : null,
    starts_at_ms: f['starts_at_ms'],
    ends_at_ms: numberOrNull(f['ends_at_ms']),
    rounds: count(f['rounds']) ? f['rounds'] : null,
    round: count(f['round']) ? f['round'] : 0,
    max_players: count(f['max_players']) ? f['max_players'] : 0,
    players: count(f['players']) ? f['players'] : 0,
    state: state as TournamentState,
    by_organiser: f['by_organiser'] === true,
    club: id(f['club']) ? f['club'] : null,
    round_every_minutes: count(f['round_every_minutes']) && f['round_every_minutes'] > 0 ? f['round_every_minutes'] : null,
    next_round_at_ms: numberOrNull(f['next_round_at_ms']),
  };
}

export function readRow(value: unknown): StandingRow | null {
  const f = object(value);
  if (!f || !count(f['rank']) || !text(f['name'], 64) || !finite(f['score'])) return null;
  const sheet = Array.isArray(f['sheet']) ? f['sheet'].filter((entry): entry is string => typeof entry === 'string' && entry.length <= 8) : [];
  return {
    rank: f['rank'],
    name: f['name'],
    score: f['score'],
    tie_break: numberOrNull(f['tie_break']),
    fire: f['fire'] === true,
    games: count(f['games']) ? f['games'] : 0,
    state: ROW_STATES.includes(f['state'] as string) ? (f['state'] as RowState) : 'playing',
    rating: finite(f['rating']) ? Math.round(f['rating']) : 0,
    sheet,
    game: id(f['game']) ? f['game'] : null,
  };
}

function readPlaying(value: unknown): PlayingGame | null {
  const f = object(value);
  if (!f || !id(f['game']) || !text(f['first'], 64) || !text(f['second'], 64)) return null;
  return { game: f['game'], round: count(f['round']) ? f['round'] : 0, first: f['first'], second: f['second'] };
}

function list<T>(value: unknown, read: (item: unknown) => T | null): T[] {
  return Array.isArray(value) ? value.map(read).filter((item): item is T => item !== null) : [];
}

/** `GET /api/tournaments/<id>`, or the socket's `tournament` message (page 1, `you` null). */
export function readPage(value: unknown): TournamentPage | null {
  const f = object(value);
  const tournament = readTournament(f?.['tournament']);
  if (!f || !tournament) return null;
  const standings = list(f['standings'], readRow);
  return {
    tournament,
    standings,
    total: count(f['total']) ? f['total'] : standings.length,
    page: count(f['page']) && f['page'] > 0 ? f['page'] : 1,
    playing: list(f['playing'], readPlaying),
    you: readRow(f['you']),
    organising: f['organising'] === true,
  };
}

/** `GET /api/tournaments`. */
export function readList(value: unknown): Tournament[] {
  return list(object(value)?.['tournaments'], readTournament);
}

export interface TournamentGameMessage {
  type: 'tournament_game';
  tournament: string;
  game: string;
  side: string;
  opponent: string | null;
}

export type TournamentMessage =
  | { type: 'hello'; server_time_ms: number }
  | { type: 'tournament'; page: TournamentPage }
  | { type: 'tournament_you'; you: StandingRow | null }
  | TournamentGameMessage
  | { type: 'error'; code: string };

/** One text frame of `/ws/tournament?id=`; null when it is none of these. */
export function parseTournamentMessage(raw: string): TournamentMessage | null {
  let data: unknown;
  try {
    data = JSON.parse(raw);
  } catch {
    return null;
  }
  const f = object(data);
  switch (f?.['type']) {
    case 'hello':
      return finite(f['server_time_ms']) ? { type: 'hello', server_time_ms: f['server_time_ms'] } : null;
    case 'tournament': {
      const page = readPage(f);
      return page ? { type: 'tournament', page } : null;
    }
    case 'tournament_you':
      return { type: 'tournament_you', you: readRow(f['you']) };
    case 'tournament_game':
      if (!id(f['game']) || !id(f['tournament'])) return null;
      return { type: 'tournament_game', tournament: f['tournament'], game: f['game'], side: text(f['side'], 32) ? f['side'] : '', opponent: text(f['opponent'], 64) ? f['opponent'] : null };
    case 'error':
      return text(f['code'], 64) ? { type: 'error', code: f['code'] } : null;
    default:
      return null;
  }
}

const over = (tournament: Tournament) => tournament.state === 'finished' || tournament.state === 'cancelled';

/** The list's order: running first, then the soonest to start. */
export function listOrder(tournaments: readonly Tournament[]): Tournament[] {
  const running = (tournament: Tournament) => (tournament.state === 'running' ? 0 : 1);
  return tournaments.filter((tournament) => !over(tournament))
    .sort((a, b) => running(a) - running(b) || a.starts_at_ms - b.starts_at_ms);
}

/** Home's few: the site's own arenas first, each group in the list's order; none that is over. */
export function homeTournaments(tournaments: readonly Tournament[], most = 3): Tournament[] {
  const ordered = listOrder(tournaments);
  return [...ordered.filter((one) => one.site), ...ordered.filter((one) => !one.site)].slice(0, most);
}

export type Phase =
  | { kind: 'starts'; inMs: number }
  | { kind: 'byOrganiser' }
  | { kind: 'starting' } // its hour has come: its director starts it within a second
  | { kind: 'ends'; inMs: number } // a running arena
  // A running round-robin or Swiss; with rounds at set times, how long until the next one may start.
  | { kind: 'round'; round: number; rounds: number | null; nextInMs: number | null }
  | { kind: 'finished' }
  | { kind: 'cancelled' };

/** Where a tournament stands at `now` (ms since the epoch). */
export function phaseOf(tournament: Tournament, now: number): Phase {
  switch (tournament.state) {
    case 'finished': return { kind: 'finished' };
    case 'cancelled': return { kind: 'cancelled' };
    case 'running':
      if (tournament.kind === 'arena' && tournament.ends_at_ms !== null) return { kind: 'ends', inMs: Math.max(0, tournament.ends_at_ms - now) };
      return {
        kind: 'round', round: tournament.round, rounds: tournament.rounds,
        nextInMs: tournament.next_round_at_ms !== null && tournament.next_round_at_ms > now ? tournament.next_round_at_ms - now : null,
      };
    case 'open':
      if (tournament.by_organiser && tournament.kind !== 'arena') return { kind: 'byOrganiser' };
      return tournament.starts_at_ms > now ? { kind: 'starts', inMs: tournament.starts_at_ms - now } : { kind: 'starting' };
  }
}

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** A countdown: "0:42", "12:05", "2:03:09" under a day, then `days(d, h)` ("2 d 3 h"). Whole seconds, rounded up. */
export function countdown(ms: number, days: (days: number, hours: number) => string): string {
  const seconds = Math.max(0, Math.ceil(ms / SECOND));
  if (seconds * SECOND >= DAY) return days(Math.floor(seconds * SECOND / DAY), Math.floor((seconds * SECOND % DAY) / HOUR));
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = String(seconds % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${s}` : `${m}:${s}`;
}

/**
 * What a screen reader is told of a countdown, in whole minutes, and only now and then: at each
 * five minutes under an hour, at each hour above, at the last minute — null between those, so that
 * the live region stays quiet while the visible countdown ticks every second.
 */
export function spokenMinutes(ms: number): number | null {
  const minutes = Math.ceil(Math.max(0, ms) / MINUTE);
  if (minutes <= 1) return minutes;
  if (minutes <= 60) return minutes % 5 === 0 ? minutes : null;
  return minutes % 60 === 0 ? minutes : null;
}

export interface SheetEntry {
  outcome: 'win' | 'draw' | 'loss' | 'bye';
  /** The points it earned (arenas); null where the sheet says none (round-robins and Swiss). */
  points: number | null;
  fire: boolean;
  berserk: boolean;
}

/** "w4f" → a win of 4 points while on fire; "w3b" a berserk's win; "d", "l0"; "+" a Swiss bye. */
export function readSheetEntry(entry: string): SheetEntry | null {
  if (entry === '+') return { outcome: 'bye', points: null, fire: false, berserk: false };
  const match = /^([wdl])(\d*)(f?)(b?)$/.exec(entry);
  if (!match) return null;
  const outcome = match[1] === 'w' ? 'win' : match[1] === 'd' ? 'draw' : 'loss';
  return { outcome, points: match[2] ? Number(match[2]) : null, fire: match[3] === 'f', berserk: match[4] === 'b' };
}

/** What a sheet entry shows: its points, else 1, ½, 0 (a bye: "+"). */
export function sheetMark(entry: SheetEntry): string {
  if (entry.outcome === 'bye') return '+';
  if (entry.points !== null) return String(entry.points);
  return entry.outcome === 'win' ? '1' : entry.outcome === 'draw' ? '½' : '0';
}

/** A score as people write it: 2, 2.5 → "2½". */
export function scoreText(score: number): string {
  const whole = Math.floor(score);
  const half = score - whole >= 0.25 && score - whole < 0.75;
  return half ? (whole === 0 ? '½' : `${whole}½`) : String(Math.round(score));
}

/** The number of pages of standings. */
export function pageCount(total: number): number {
  return Math.max(1, Math.ceil(total / PAGE_SIZE));
}

/** The tournament's page: `/t/<id>`. */
export function tournamentPath(tournamentId: string): string {
  return `/t/${tournamentId}`;
}

/** The tournament's socket: a proxy sends it to the node that directs it. */
export function tournamentSocketUrl(location: Pick<Location, 'protocol' | 'host'>, tournamentId: string): string {
  return `${location.protocol === 'https:' ? 'wss:' : 'ws:'}//${location.host}/ws/tournament?id=${encodeURIComponent(tournamentId)}`;
}

// A pairing the tournament's page heard and opened: the game page says so once it is drawn.
let paired: { game: string; opponent: string | null } | null = null;

export function notePairing(game: string, opponent: string | null): void {
  paired = { game, opponent };
}

/** The pairing that opened this game, said once: undefined when none did. */
export function takePairing(game: string): { opponent: string | null } | undefined {
  if (paired?.game !== game) return undefined;
  const found = paired;
  paired = null;
  return { opponent: found.opponent };
}

export type TournamentAction = 'signIn' | 'join' | 'joinAgain' | 'pause' | 'withdraw' | 'start' | 'nextRound';

/**
 * The buttons a reader is offered: none once it is over; "sign in to join" to a visitor; Join to one
 * not in it (not to one who withdrew from a round-robin, which is for good, nor into a round-robin
 * under way); Join again after a pause; Pause (arenas) and Withdraw while in it; Start to its
 * organiser while it waits, and "the next round now" while its next round waits for its set time.
 */
export function actionsFor(tournament: Tournament, you: StandingRow | null, organising: boolean, signedIn: boolean,
  now: number = Date.now()): TournamentAction[] {
  if (tournament.state === 'finished' || tournament.state === 'cancelled') return [];
  if (!signedIn) return ['signIn'];
  const actions: TournamentAction[] = [];
  const roundRobin = tournament.kind === 'round_robin';
  if (you === null || you.state === 'withdrawn') {
    if (!(roundRobin && (you !== null || tournament.state === 'running'))) actions.push('join');
  } else if (you.state === 'paused') {
    actions.push('joinAgain');
  } else {
    if (tournament.kind === 'arena') actions.push('pause');
    actions.push('withdraw');
  }
  if (organising && tournament.state === 'open') actions.push('start');
  if (organising && tournament.state === 'running' && phaseOf(tournament, now).kind === 'round' &&
    tournament.next_round_at_ms !== null && tournament.next_round_at_ms > now) actions.push('nextRound');
  return actions;
}
