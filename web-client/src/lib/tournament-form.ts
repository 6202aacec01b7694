// The "Create a tournament" form's choices turned into the body of `POST /api/tournaments`
// (protocol/README.md, "HTTP: tournaments"), with what is wrong said field by field before anything
// is sent. The bounds are the server's (protocol/tournament_messages.hpp); the server checks again.
import { CORRESPONDENCE_DAYS } from './correspondence';
import type { TournamentKind } from './tournaments';

export const ARENA_MINUTES = [20, 30, 45, 60, 90, 120, 180] as const;
export const FEWEST_ROUNDS = 3;
export const MOST_ROUNDS = 15;
export const LATEST_START_MINUTES = 14 * 24 * 60;
/** Rounds at set times (round-robins and Swiss): the intervals offered, in minutes (the server takes 10 to 20160). */
export const ROUND_INTERVALS = [30, 60, 24 * 60, 2 * 24 * 60, 7 * 24 * 60, 14 * 24 * 60] as const;
export const MOST_PLAYERS: Record<TournamentKind, number> = { arena: 2000, swiss: 1000, round_robin: 30 };
const LONGEST_NAME = 40;

/** The form as typed: numbers as the fields hold them (text). */
export interface TournamentForm {
  kind: TournamentKind;
  name: string;
  variant: string;
  /** A game clock, or days per move (round-robins and Swiss only). */
  pace: 'clock' | 'days';
  minutes: string;
  increment: string;
  days: string;
  /** An arena's length in minutes. */
  duration: string;
  rounds: string;
  /** "in N minutes", or (round-robins and Swiss) when the organiser starts it. */
  start: 'in' | 'organiser';
  startsIn: string;
  /** Rounds at set times: minutes between them (one of ROUND_INTERVALS), or '' for each as soon as the one before is over. */
  roundEvery: string;
  maxPlayers: string;
  rated: boolean;
  listed: boolean;
}

export type FormField = 'name' | 'minutes' | 'increment' | 'days' | 'duration' | 'rounds' | 'startsIn' | 'roundEvery' | 'maxPlayers';

export interface TournamentBody {
  kind: TournamentKind;
  name: string;
  variant: string;
  time: { minutes: number; increment: number } | { days: number };
  minutes?: number;
  rounds?: number;
  starts_in_minutes: number;
  max_players: number;
  rated: boolean;
  listed: boolean;
  /** A club's event (issue 39): only its members join, and it is not listed. */
  club?: string;
  round_every_minutes?: number;
}

export type Built = { ok: true; body: TournamentBody } | { ok: false; problems: FormField[] };

export function defaultForm(variant: string): TournamentForm {
  return {
    kind: 'arena', name: '', variant, pace: 'clock', minutes: '3', increment: '2', days: '3', duration: '45', rounds: '5',
    start: 'in', startsIn: '10', roundEvery: '', maxPlayers: '100', rated: true, listed: true,
  };
}

/** A whole number typed in a field, or null ("", "3.5", "x"). */
function whole(value: string): number | null {
  const trimmed = value.trim();
  return /^\d{1,9}$/.test(trimmed) ? Number(trimmed) : null;
}

/** Control characters and direction overrides, which a name may not hold (the server's rule). */
const FORBIDDEN = /[\u0000-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/;

/** Whether a name is refused once its ends are trimmed: it needs 2 to 40 characters, none forbidden. */
export function badName(name: string): boolean {
  const length = [...name.trim()].length;
  return length < 2 || length > LONGEST_NAME || FORBIDDEN.test(name);
}

/** The body to send, or the fields to fix; for a club's event (`club`, its id), unlisted. */
export function buildTournament(form: TournamentForm, club: string | null = null): Built {
  const problems: FormField[] = [];
  const arena = form.kind === 'arena';
  const days = !arena && form.pace === 'days';
  if (badName(form.name)) problems.push('name');
  let time: TournamentBody['time'] = { days: 0 };
  if (days) {
    const n = whole(form.days);
    if (n === null || !(CORRESPONDENCE_DAYS as readonly number[]).includes(n)) problems.push('days');
    else time = { days: n };
  } else {
    const minutes = Number(form.minutes.trim().replace(',', '.'));
    const increment = whole(form.increment);
    if (form.minutes.trim() === '' || !Number.isFinite(minutes) || minutes <= 0 || minutes > 180 || Math.round(minutes * 60_000) < 1) problems.push('minutes');
    if (increment === null || increment > 60) problems.push('increment');
    time = { minutes, increment: increment ?? 0 };
  }
  const duration = whole(form.duration);
  if (arena && (duration === null || !(ARENA_MINUTES as readonly number[]).includes(duration))) problems.push('duration');
  const rounds = whole(form.rounds);
  if (form.kind === 'swiss' && (rounds === null || rounds < FEWEST_ROUNDS || rounds > MOST_ROUNDS)) problems.push('rounds');
  const byOrganiser = !arena && form.start === 'organiser';
  const startsIn = byOrganiser ? 0 : whole(form.startsIn);
  if (startsIn === null || startsIn > LATEST_START_MINUTES) problems.push('startsIn');
  const roundEvery = form.roundEvery === '' ? null : whole(form.roundEvery);
  if (!arena && form.roundEvery !== '' && (roundEvery === null || !(ROUND_INTERVALS as readonly number[]).includes(roundEvery))) problems.push('roundEvery');
  const players = whole(form.maxPlayers);
  if (players === null || players < 2 || players > MOST_PLAYERS[form.kind]) problems.push('maxPlayers');
  if (problems.length > 0) return { ok: false, problems };
  const body: TournamentBody = {
    kind: form.kind, name: form.name.trim(), variant: form.variant, time,
    starts_in_minutes: startsIn ?? 0, max_players: players ?? 2, rated: form.rated, listed: form.listed,
  };
  if (club) {
    body.club = club;
    body.listed = false;
  }
  if (arena) body.minutes = duration ?? 45;
  if (form.kind === 'swiss') body.rounds = rounds ?? FEWEST_ROUNDS;
  if (!arena && roundEvery !== null) body.round_every_minutes = roundEvery;
  return { ok: true, body };
}
