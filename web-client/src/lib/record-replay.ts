// The recorded-game viewer's model: a record checked by the server (POST /api/records/replay,
// ../protocol/README.md), its moves numbered as chess players write them ("3." for the first side's
// move, "3..." for the second's), where it stops and why, and what its result is in words. The
// client judges no move: the server's answer says which moves were accepted and which was refused.
import { ApiError, api, apiText } from './api';
import { plainResult, type FinishedResult } from './result-words';
import type { Side } from './types';
import { solutionOf, type MoveSolution } from './solution';
import type { Catalogue } from '../i18n/en';
import { pick } from '../i18n';

export interface ReplayedMove {
  move: string;
  side: Side;
  captured: string[];
  in_check: string[];
}

export interface RefusedMove {
  /** Counts moves from 0: the refused move comes after `index` accepted ones. */
  index: number;
  move: string;
  reason: string;
  /** The rules' error code, should the server give it: a reason the page can say in its language. */
  code?: string;
}

export interface ReplayVerdict {
  state: 'ongoing' | 'win' | 'draw';
  winner: Side | null;
  reason: string | null;
}

export interface Replay {
  variant: string;
  /** The record named no game: the server read it as the game whose rules accept the most of its moves. */
  guessed?: boolean;
  tags: { name: string; value: string }[];
  /** The start, then the position after each accepted move. */
  positions: string[];
  moves: ReplayedMove[];
  error: RefusedMove | null;
  result: ReplayVerdict;
  recorded_result: string | null;
  /** A solved game's judgement of each accepted move (./solution.ts); null for a game that is not solved. */
  solution: MoveSolution[] | null;
}

/** Every request body is at most 16 KiB (the server refuses a larger one with 413). */
export const MAX_BODY_BYTES = 16 * 1024;

/** Whether the record names its game itself (a `[Variant "…"]` tag or the `# variant:` header). */
export function namesItsGame(record: string): boolean {
  return /^\s*\[\s*Variant\s+"[^"]*"\s*\]/im.test(record) || /^\s*#\s*variant\s*:/im.test(record);
}

/** The request's body; `variant` only for a record that does not name its game. */
export function replayBody(record: string, variant?: string | null): string {
  return JSON.stringify(variant ? { record, variant } : { record });
}

function isReplay(value: unknown): value is Replay {
  const answer = value as Partial<Replay> | null;
  return typeof answer === 'object' && answer !== null && typeof answer.variant === 'string' &&
    Array.isArray(answer.positions) && answer.positions.every((p) => typeof p === 'string') &&
    Array.isArray(answer.moves) && answer.positions.length === answer.moves.length + 1 &&
    typeof answer.result === 'object' && answer.result !== null;
}

/** Sends the record to be checked; rejects with an ApiError (`message_too_large` before sending a body over the limit). */
export async function replayRecord(record: string, variant?: string | null): Promise<Replay> {
  const body = replayBody(record, variant);
  if (new TextEncoder().encode(body).length > MAX_BODY_BYTES) throw new ApiError('message_too_large', 413);
  const answer = await api<unknown>('POST', '/api/records/replay', JSON.parse(body));
  if (!isReplay(answer)) throw new ApiError('internal', 200);
  return {
    ...answer, tags: Array.isArray(answer.tags) ? answer.tags : [], error: answer.error ?? null, recorded_result: answer.recorded_result ?? null,
    solution: solutionOf(answer.solution, answer.moves.length),
  };
}

/** A game of the site as a record (GET /api/games/<id>/record). */
export function fetchRecord(game: string): Promise<string> {
  return apiText(`/api/games/${encodeURIComponent(game)}/record`);
}

/** Whether the record's first move is the second side's (a game set up with that side to move). */
export function secondSideStarts(replay: Replay, sides: readonly Side[], startToMove: Side | null): boolean {
  const first = replay.moves[0]?.side ?? startToMove;
  return first !== null && first !== undefined && first === sides[1];
}

/** "3." for the first side's move, "3..." for the second's; `index` counts moves from 0. */
export function moveNumber(index: number, secondStarts = false): string {
  const ply = index + (secondStarts ? 1 : 0);
  return `${Math.floor(ply / 2) + 1}${ply % 2 === 0 ? '.' : '...'}`;
}

export interface MoveCell {
  index: number;
  move: string;
  /** The refused move, shown struck through after the last accepted one. */
  refused: boolean;
}

/** One line of the move list: its number, the first side's move and the second's (null: none, or not yet). */
export interface MoveRow {
  number: number;
  first: MoveCell | null;
  second: MoveCell | null;
}

/** The move list in rows ("1. Pe1-e3 Pe8-e6"), the refused move last. */
export function moveRows(replay: Replay, secondStarts = false): MoveRow[] {
  const cells: MoveCell[] = replay.moves.map((move, index) => ({ index, move: move.move, refused: false }));
  if (replay.error) cells.push({ index: replay.moves.length, move: replay.error.move, refused: true });
  const rows: MoveRow[] = [];
  for (const cell of cells) {
    const ply = cell.index + (secondStarts ? 1 : 0);
    const number = Math.floor(ply / 2) + 1;
    let row = rows[rows.length - 1];
    if (!row || row.number !== number) {
      row = { number, first: null, second: null };
      rows.push(row);
    }
    if (ply % 2 === 0) row.first = cell;
    else row.second = cell;
  }
  return rows;
}

/** "Move 3... Pe3-e7 is illegal: <reason>", or null for a record whose every move was accepted. */
export function illegalText(catalogue: Catalogue, replay: Replay, secondStarts = false, lang = 'en'): string | null {
  const { error } = replay;
  if (!error) return null;
  // The server's reason is English; another language says the rules' code when the server gives one.
  const translated = lang !== 'en' && error.code && error.code !== 'illegal' ? pick(catalogue.illegal, error.code) : undefined;
  const reason = (translated ?? error.reason).replace(/\.$/, '');
  return catalogue.viewer.illegalAt(moveNumber(error.index, secondStarts), error.move, reason);
}

/** The result token a verdict stands for ("1-0": the first side won). */
export function verdictToken(verdict: ReplayVerdict, sides: readonly Side[]): string {
  if (verdict.state === 'draw') return '1/2-1/2';
  if (verdict.state === 'win') return verdict.winner === sides[0] ? '1-0' : '0-1';
  return '*';
}

function sideName(catalogue: Catalogue, side: Side | null | undefined): string {
  return side ? pick(catalogue.sides, side) ?? side : '';
}

function withReason(catalogue: Catalogue, head: string, reason: string | null | undefined): string {
  const words = pick(catalogue.game.reasons, reason);
  return words ? `${head} — ${words}` : head;
}

/** The record's own result ("1-0", "0-1", "1/2-1/2", with its Termination tag) as a verdict; null when it gives none. */
function recordedVerdict(replay: Replay, sides: readonly Side[]): FinishedResult | null {
  const token = replay.recorded_result;
  const reason = replay.tags.find((tag) => tag.name === 'Termination')?.value ?? null;
  if (token === '1-0' || token === '0-1') return { state: 'win', winner: sides[token === '1-0' ? 0 : 1] ?? null, reason };
  if (token === '1/2-1/2') return { state: 'draw', winner: null, reason };
  return null;
}

/**
 * The result in words, as a player says it: the rules' verdict ("White won: Black is checkmated");
 * where the moves end before the rules do, the record's own result ("Black won: White resigned");
 * where the record stops early or at a refused move, said so.
 */
export function resultText(catalogue: Catalogue, replay: Replay, sides: readonly Side[]): string {
  if (replay.result.state !== 'ongoing') return plainResult(catalogue, replay.result, sides) ?? catalogue.viewer.ongoing;
  const recorded = replay.error ? null : recordedVerdict(replay, sides);
  if (recorded) return plainResult(catalogue, recorded, sides) ?? catalogue.viewer.ongoing;
  return replay.error ? catalogue.viewer.stoppedHere : catalogue.viewer.ongoing;
}

/**
 * Beside the result: where it comes from the record and not the rules, said so; where the record
 * says another result than the rules ("The record says: Black wins — resignation (0-1)"), that
 * result. Null when there is nothing to add.
 */
export function recordedText(catalogue: Catalogue, replay: Replay, sides: readonly Side[]): string | null {
  const token = replay.recorded_result;
  if (token === null || token === verdictToken(replay.result, sides)) return null;
  if (replay.result.state === 'ongoing' && !replay.error && recordedVerdict(replay, sides)) return catalogue.viewer.byRecord;
  const termination = replay.tags.find((tag) => tag.name === 'Termination')?.value;
  let words: string;
  if (token === '1-0' || token === '0-1') words = withReason(catalogue, catalogue.game.sideWins(sideName(catalogue, sides[token === '1-0' ? 0 : 1])), termination);
  else if (token === '1/2-1/2') words = withReason(catalogue, catalogue.game.draw, termination);
  else words = catalogue.viewer.recordedUnfinished;
  return catalogue.viewer.recorded(`${words} (${token})`);
}

/** What a failed check or load says, and whether the page should offer the choice of game. */
export function failureText(catalogue: Catalogue, error: unknown, record: string, variantSent = false): { text: string; chooseGame: boolean } {
  const viewer = catalogue.viewer;
  if (!(error instanceof ApiError)) return { text: viewer.failed(String(error)), chooseGame: false };
  if (error.status === 413 || error.code === 'message_too_large') return { text: viewer.tooLarge, chooseGame: false };
  if (error.status === 429 || error.code === 'rate_limited') return { text: viewer.rateLimited(error.retryAfter), chooseGame: false };
  if (error.code === 'network') return { text: viewer.network, chooseGame: false };
  if (error.status === 404 || error.code === 'game_not_found') return { text: viewer.gameNotFound, chooseGame: false };
  if (error.status === 400) {
    if (!namesItsGame(record) && !variantSent) return { text: viewer.noVariant, chooseGame: true };
    return { text: viewer.cannotRead(error.detail ?? pick(catalogue.errors, error.code) ?? error.code), chooseGame: false };
  }
  return { text: viewer.failed(pick(catalogue.errors, error.code) ?? error.code), chooseGame: false };
}

/** A horizontal swipe over the board: leftwards goes forward (as a page turns), rightwards back; null for anything else. */
export function swipeStep(dx: number, dy: number, minimum = 40): 'forward' | 'back' | null {
  if (Math.abs(dx) < minimum || Math.abs(dx) < 1.5 * Math.abs(dy)) return null;
  return dx < 0 ? 'forward' : 'back';
}

/**
 * Where the viewer opens: at the last accepted move when the record stops at a refused one; at the
 * end of a finished game when `atEnd` (a game of this site, just played or watched); else at the
 * start, where a record is read from.
 */
export function openingPly(replay: Replay, atEnd = false): number {
  const finished = replay.result.state !== 'ongoing' || (replay.recorded_result !== null && replay.recorded_result !== '*');
  return replay.error || (atEnd && finished) ? replay.positions.length - 1 : 0;
}
