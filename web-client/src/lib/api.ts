// The HTTP API of exercises and accounts (protocol/README.md, "HTTP: exercises" and "HTTP: accounts"):
// its shapes as types, and one request function that turns every answer into a value.
import type { Side } from './types';

export type Family = 'capture' | 'defence' | 'finish';

export interface ExerciseItem {
  id: string;
  variant: string;
  family: Family;
  difficulty: number; // 1 (easy) to 3
  // In the three languages, as the engine writes them (engine/exercises/goal_text.cpp).
  goal: { en: string; fr: string; el: string };
  solver: Side;
  solver_moves: number;
  solved: boolean;
  /** The exercise's rating (Glicko-2, whole points): its difficulty's to start with, then as players fare. */
  rating: number;
}

export interface PlayedMove {
  move: string;
  side: Side;
  captured: string[];
}

export interface ExerciseState {
  position: string;
  to_move: Side;
  legal: string[];
  threatened: Record<Side, string[]>;
  played: PlayedMove[];
  status: 'solving' | 'solved';
}

export interface Explanation {
  move: PlayedMove;
  reply: PlayedMove | null;
  goal: Family;
  captures_needed: number | null; // null for the goals other than capture
}

/** What a signed-in player's rated first try at an exercise did to their exercise rating. */
export interface ExerciseRatingChange {
  before: number;
  after: number;
  provisional: boolean;
}

export type Attempt = { rating: ExerciseRatingChange | null } & (
  | { result: 'correct'; reply: PlayedMove; state: ExerciseState }
  | { result: 'solved'; reply: null; state: ExerciseState; recorded: boolean }
  | { result: 'wrong'; explanation: Explanation; state: ExerciseState });

/** POST /api/exercises/<id>/hint: the square of the piece to move. */
export interface ExerciseHint {
  square: string;
  rating: ExerciseRatingChange | null;
}

/** POST /api/exercises/<id>/solution: the rest of the solution, and the position once solved. */
export interface ExerciseSolution {
  moves: PlayedMove[];
  state: ExerciseState;
  rating: ExerciseRatingChange | null;
}

/** A signed-in player's exercise rating. */
export interface ExerciseRating {
  rating: number;
  deviation: number;
  provisional: boolean;
  tries: number;
}

export interface ExerciseList {
  signed_in: boolean;
  /** The signed-in player's exercise rating; null when not signed in. */
  rating: ExerciseRating | null;
  exercises: ExerciseItem[];
}

/** GET /api/exercises/daily: the exercise of the day (UTC). */
export interface DailyExercise {
  date: string;
  exercise: ExerciseItem;
  state: ExerciseState;
}

export interface AccountGame {
  game: string;
  variant: string;
  side: Side;
  opponent: 'computer' | 'friend' | 'stranger'; // stranger: met in the lobby
  /** A stranger's name, when their profile is public (issue 40). */
  opponent_name?: string;
  level: string | null;
  outcome: 'win' | 'loss' | 'draw' | 'aborted';
  reason: string | null;
  moves: number;
  finished_ms: number;
}

/** An unfinished game the account sits at (on any device). */
export interface AccountPlaying {
  game: string;
  variant: string;
  side: Side;
  opponent: 'computer' | 'friend' | 'stranger'; // stranger: met in the lobby
  level: string | null;
  moves: number;
  to_move: Side;
  waiting: boolean;
  deadline_ms?: number; // days per move, once its clock runs
}

export interface Account {
  signed_in: true;
  username: string;
  created_ms: number;
  solved: string[];
  games: AccountGame[];
  playing?: AccountPlaying[]; // absent from an older server
  /** Whether the public profile (/@/<name>) is hidden; absent from an older server. */
  profile_hidden?: boolean;
  /** A pupil's account (issue 39): its class, and whether its teacher protects it. */
  pupil?: { class: string | null; protected: boolean };
}

/** A failed request: the server's error code (or 'network'), and Retry-After in seconds when given. */
export class ApiError extends Error {
  /** The server's own words (its `message`), when it gave some. */
  detail: string | null = null;
  /** The server's `detail` for programs, when it gave one (e.g. `look_alike`, `mixed_scripts`). */
  reason: string | null = null;
  constructor(readonly code: string, readonly status: number, readonly retryAfter: number | null = null) {
    super(code);
  }
}

export type Fetch = (input: string, init?: RequestInit) => Promise<Response>;

let fetcher: Fetch = (input, init) => fetch(input, init);

/** For the unit tests: answer requests with a stub. */
export function setFetch(stub: Fetch): void {
  fetcher = stub;
}

/** Sends one request (a JSON body when given) and resolves with the JSON answer, or rejects with an ApiError. */
export async function api<T>(method: 'GET' | 'POST' | 'DELETE', path: string, body?: unknown): Promise<T> {
  const init: RequestInit = { method, credentials: 'same-origin' };
  if (body !== undefined) {
    init.headers = { 'content-type': 'application/json' };
    init.body = JSON.stringify(body);
  }
  let response: Response;
  try {
    response = await fetcher(path, init);
  } catch {
    throw new ApiError('network', 0);
  }
  const data = (await response.json().catch(() => null)) as (T & { code?: unknown }) | null;
  if (!response.ok || data === null) throw failure(response, data);
  return data;
}

/** The error a refused answer stands for: its JSON `code` (and `message`), else one by its status. */
function failure(response: Response, data: { code?: unknown; message?: unknown; detail?: unknown } | null): ApiError {
  const code = typeof data?.code === 'string' ? data.code : response.status === 404 ? 'not_found' : 'internal';
  const retry = Number(response.headers.get('retry-after'));
  const error = new ApiError(code, response.status, Number.isFinite(retry) && retry > 0 ? Math.ceil(retry) : null);
  if (typeof data?.message === 'string') error.detail = data.message;
  if (typeof data?.detail === 'string') error.reason = data.detail;
  return error;
}

/** GETs a text (a game's record); rejects with an ApiError as `api` does. */
export async function apiText(path: string): Promise<string> {
  let response: Response;
  try {
    response = await fetcher(path, { method: 'GET', credentials: 'same-origin' });
  } catch {
    throw new ApiError('network', 0);
  }
  if (!response.ok) throw failure(response, await response.json().catch(() => null));
  return response.text();
}
