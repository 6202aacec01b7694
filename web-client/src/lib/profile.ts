// A player's public profile (`GET /api/players/<name>`, protocol/README.md: PROFILE), read field by
// field (a recent game that is not what the contract says is left out, the others still shown), and
// the profile's address, /@/<name>.
import { finite, id, object, text, timeControl } from './json-fields';
import { readRating, readRatingChange, type RatingChange, type RatingEntry } from './ratings';
import type { Side } from './types';

export type Outcome = 'win' | 'loss' | 'draw' | 'aborted';

/** A lobby game on a profile, from the profile's player's side. */
export interface ProfileGame {
  game: string;
  variant: string;
  time: { initial_ms: number; increment_ms: number; days?: number } | null;
  rated: boolean;
  side: Side;
  /** null: an opponent without an account. */
  opponent: string | null;
  /** null while the game is being played. */
  outcome: Outcome | null;
  reason: string | null;
  created_ms: number;
  finished_ms: number | null;
}

export interface Profile {
  name: string;
  hidden: boolean;
  ratings: RatingEntry[];
  recent: ProfileGame[];
  /** Rating changes, newest first: each category's chart (issue 40). */
  history: RatingChange[];
}

const OUTCOMES: readonly string[] = ['win', 'loss', 'draw', 'aborted'];

function readProfileGame(value: unknown): ProfileGame | null {
  const fields = object(value);
  if (!fields) return null;
  const { game, variant, rated, side, opponent, outcome, reason, created_ms: created, finished_ms: finished } = fields;
  const time = timeControl(fields['time'] ?? null);
  if (!id(game) || !text(variant, 64) || time === undefined || typeof rated !== 'boolean' || !text(side, 32) || !finite(created)) return null;
  if (opponent !== null && opponent !== undefined && !text(opponent, 64)) return null;
  if (outcome !== null && outcome !== undefined && !(typeof outcome === 'string' && OUTCOMES.includes(outcome))) return null;
  return {
    game, variant, time, rated, side,
    opponent: typeof opponent === 'string' ? opponent : null,
    outcome: typeof outcome === 'string' ? (outcome as Outcome) : null,
    reason: text(reason, 64) ? reason : null,
    created_ms: created,
    finished_ms: finite(finished) ? finished : null,
  };
}

/** The answer of `GET /api/players/<name>`; null when it is not one. A hidden profile shows nothing but its name. */
export function readProfile(value: unknown): Profile | null {
  const fields = object(value);
  if (!fields || !text(fields['name'], 64)) return null;
  const hidden = fields['hidden'] === true;
  const ratings = Array.isArray(fields['ratings']) && !hidden ? fields['ratings'] : [];
  const recent = Array.isArray(fields['recent']) && !hidden ? fields['recent'] : [];
  const history = Array.isArray(fields['history']) && !hidden ? fields['history'] : [];
  return {
    name: fields['name'], hidden,
    ratings: ratings.map(readRating).filter((one): one is RatingEntry => one !== null),
    recent: recent.map(readProfileGame).filter((one): one is ProfileGame => one !== null),
    history: history.map(readRatingChange).filter((one): one is RatingChange => one !== null),
  };
}

/** A profile's address: `/@/<name>`, the name as given at sign-up (accents included) encoded for the address bar. */
export function profilePath(name: string): string {
  return `/@/${encodeURIComponent(name)}`;
}

/** The name in a profile's address, or null when it cannot be one (an unreadable escape, a slash, too long). */
export function profileName(segment: string): string | null {
  let name: string;
  try {
    name = decodeURIComponent(segment);
  } catch {
    return null;
  }
  name = name.normalize('NFC');
  return name.length > 0 && name.length <= 64 && !/[/\\\u0000-\u001f]/.test(name) ? name : null;
}
