// Clubs and classes (issue 39; protocol/README.md, "HTTP: clubs and classes"): the server's answers
// read field by field (a club, its members, its games, a teacher's pupils, the card of new pupils),
// the names a teacher types (one a line) checked as the server checks them, the card's rows, and which
// buttons a reader is offered by their role. Pure: the views draw what these say.
import type { AccountGame, AccountPlaying } from './api';
import { count, finite, id, object, text } from './json-fields';
import { readTournament, type Tournament } from './tournaments';

export type ClubKind = 'club' | 'class';
export type ClubRole = 'organiser' | 'member' | 'pupil';

export interface Club {
  id: string;
  kind: ClubKind;
  name: string;
  organiser: string;
  members: number;
  created_at_ms: number;
  /** null: a visitor with the club's link. */
  role: ClubRole | null;
  /** The link that joins a club: its organiser's only. */
  join_link: string | null;
}

export interface Member {
  name: string;
  organiser: boolean;
  pupil: boolean;
  protected: boolean;
}

export interface ClubGame {
  game: string;
  variant: string;
  first: string;
  second: string;
  result: string | null;
  winner: string | null;
  reason: string | null;
  finished_ms: number;
}

export interface ClubPage {
  club: Club;
  members: Member[];
  events: Tournament[];
  games: ClubGame[];
}

export interface Pupil {
  name: string;
  protected: boolean;
  solved: number;
}

export interface CardRow {
  given: string;
  username: string;
  password: string;
}

export type RefusalReason = 'bad_name' | 'taken' | 'full';

export interface PupilRefusal {
  given: string;
  reason: RefusalReason | 'other';
}

export interface PupilCard {
  card: CardRow[];
  refused: PupilRefusal[];
}

/** A pupil's account as its teacher reads it (`GET …/pupils/<name>`). */
export interface PupilProgress {
  username: string;
  protected: boolean;
  solved: string[];
  games: AccountGame[];
  playing: AccountPlaying[];
}

export const CLUB_KINDS: readonly ClubKind[] = ['club', 'class'];
const ROLES: readonly string[] = ['organiser', 'member', 'pupil'];
/** Names a teacher may give in one request, and the length of each (the server's). */
export const MOST_PUPILS_AT_ONCE = 40;
export const LONGEST_PUPIL_NAME = 16;
const LONGEST_CLUB_NAME = 40;

export function readClub(value: unknown): Club | null {
  const f = object(value);
  if (!f || !id(f['id']) || !text(f['name'], 200) || !text(f['organiser'], 64) || !CLUB_KINDS.includes(f['kind'] as ClubKind)) return null;
  const role = f['role'];
  const joinLink = f['join_link'];
  return {
    id: f['id'],
    kind: f['kind'] as ClubKind,
    name: f['name'],
    organiser: f['organiser'],
    members: count(f['members']) ? f['members'] : 0,
    created_at_ms: finite(f['created_at_ms']) ? f['created_at_ms'] : 0,
    role: ROLES.includes(role as string) ? (role as ClubRole) : null,
    join_link: typeof joinLink === 'string' && joinLink.startsWith('/c/') && joinLink.length <= 300 ? joinLink : null,
  };
}

function readMember(value: unknown): Member | null {
  const f = object(value);
  if (!f || !text(f['name'], 64)) return null;
  return { name: f['name'], organiser: f['organiser'] === true, pupil: f['pupil'] === true, protected: f['protected'] === true };
}

function readGame(value: unknown): ClubGame | null {
  const f = object(value);
  if (!f || !id(f['game']) || !text(f['variant'], 64) || !text(f['first'], 64) || !text(f['second'], 64)) return null;
  const optional = (key: string) => (text(f[key], 64) ? (f[key] as string) : null);
  return {
    game: f['game'], variant: f['variant'], first: f['first'], second: f['second'],
    result: optional('result'), winner: optional('winner'), reason: optional('reason'),
    finished_ms: finite(f['finished_ms']) ? f['finished_ms'] : 0,
  };
}

function list<T>(value: unknown, read: (item: unknown) => T | null): T[] {
  return Array.isArray(value) ? value.map(read).filter((item): item is T => item !== null) : [];
}

/** `GET /api/clubs`. */
export function readClubs(value: unknown): Club[] {
  return list(object(value)?.['clubs'], readClub);
}

/** `GET /api/clubs/<id>` (a member's: members, events, games) or with `?key=` (a visitor's: the club alone). */
export function readClubPage(value: unknown): ClubPage | null {
  const f = object(value);
  const club = readClub(f?.['club']);
  if (!f || !club) return null;
  const members = list(f['members'], readMember);
  // The organiser first, then by name, as the server says; kept so whatever the answer's order.
  members.sort((a, b) => Number(b.organiser) - Number(a.organiser));
  return { club, members, events: list(f['events'], readTournament), games: list(f['games'], readGame) };
}

/** `GET /api/clubs/<id>/pupils`. */
export function readPupils(value: unknown): Pupil[] {
  return list(object(value)?.['pupils'], (item) => {
    const f = object(item);
    if (!f || !text(f['name'], 64)) return null;
    return { name: f['name'], protected: f['protected'] === true, solved: count(f['solved']) ? f['solved'] : 0 };
  });
}

function readCardRow(value: unknown): CardRow | null {
  const f = object(value);
  if (!f || !text(f['username'], 64) || !text(f['password'], 256)) return null;
  return { given: text(f['given'], 64) ? f['given'] : f['username'], username: f['username'], password: f['password'] };
}

/** `POST …/pupils`'s answer: the card's rows and the names refused, each with its reason. */
export function readCard(value: unknown): PupilCard {
  const f = object(value);
  const refused = list(f?.['refused'], (item) => {
    const r = object(item);
    if (!r || !text(r['given'], 64)) return null;
    const reason = r['reason'];
    return { given: r['given'], reason: reason === 'bad_name' || reason === 'taken' || reason === 'full' ? reason : 'other' } as PupilRefusal;
  });
  return { card: list(f?.['card'], readCardRow), refused };
}

/** `POST …/pupils/<name>/reset`'s answer: a card of one row (the name given is the user name). */
export function readReset(value: unknown): CardRow | null {
  const f = object(value);
  if (!f || !text(f['username'], 64) || !text(f['password'], 256)) return null;
  return { given: f['username'], username: f['username'], password: f['password'] };
}

/** `GET …/pupils/<name>`. */
export function readProgress(value: unknown): PupilProgress | null {
  const f = object(value);
  if (!f || !text(f['username'], 64)) return null;
  const solved = Array.isArray(f['solved']) ? f['solved'].filter((one): one is string => id(one)) : [];
  const games = Array.isArray(f['games']) ? (f['games'] as unknown[]).filter((one): one is AccountGame => id(object(one)?.['game'])) : [];
  const playing = Array.isArray(f['playing']) ? (f['playing'] as unknown[]).filter((one): one is AccountPlaying => id(object(one)?.['game'])) : [];
  return { username: f['username'], protected: f['protected'] === true, solved, games, playing };
}

export type NameProblem = 'length' | 'characters' | 'twice';

export interface NamesChecked {
  /** The names to send, in the order typed (spaces tidied, in NFC). */
  names: string[];
  /** Each line that cannot be sent: its number (from 1), the name as tidied, and why. */
  problems: { line: number; name: string; problem: NameProblem }[];
  /** More than MOST_PUPILS_AT_ONCE names. */
  tooMany: boolean;
}

/** Control characters and direction overrides, which a name may not hold (the server's rule). */
const FORBIDDEN = /[\u0000-\u001f\u007f\u202a-\u202e\u2066-\u2069]/;

/**
 * The textarea's lines as the names to send: each line trimmed and its inner spaces made one (the
 * server would refuse spaces at the ends, and makes each space an underscore in the user name),
 * empty lines skipped; a name of fewer than 2 or more than 16 characters, one with a control
 * character, and the same name twice are said line by line, as the server would refuse the whole list.
 */
export function checkPupilNames(typed: string): NamesChecked {
  const names: string[] = [];
  const problems: NamesChecked['problems'] = [];
  const seen = new Set<string>();
  typed.split(/\r\n|\n|\r/).forEach((raw, index) => {
    const name = raw.replace(/[ \t\u00a0]+/g, ' ').trim().normalize('NFC');
    if (name === '') return;
    const length = [...name].length;
    const problem: NameProblem | null = FORBIDDEN.test(name) ? 'characters'
      : length < 2 || length > LONGEST_PUPIL_NAME ? 'length'
        : seen.has(name) ? 'twice' : null;
    if (problem) problems.push({ line: index + 1, name, problem });
    else {
      seen.add(name);
      names.push(name);
    }
  });
  return { names, problems, tooMany: names.length + problems.length > MOST_PUPILS_AT_ONCE };
}

/** Whether a club's name is refused once its ends are trimmed: 2 to 40 characters, none forbidden. */
export function badClubName(name: string): boolean {
  const length = [...name.trim()].length;
  return length < 2 || length > LONGEST_CLUB_NAME || FORBIDDEN.test(name);
}

/** The card's rows, in the order of the names given; a reset's row put in place of an older one of the same account. */
export function cardRows(card: readonly CardRow[], added: readonly CardRow[] = []): CardRow[] {
  const rows = card.filter((row) => !added.some((one) => one.username === row.username));
  return [...rows, ...added];
}

export type ClubAction = 'signIn' | 'join' | 'leave' | 'newEvent' | 'copyLink' | 'newLink' | 'pupils';

/**
 * The buttons a reader is offered: a visitor with the link, Join (or the way to sign in first); a
 * member, Leave; a pupil, nothing (its teacher decides); the organiser, "New event", and for a club
 * its join link (Copy, New link), for a class its pupils.
 */
export function clubActions(club: Club, signedIn: boolean): ClubAction[] {
  if (!signedIn) return ['signIn'];
  switch (club.role) {
    case null: return club.kind === 'club' ? ['join'] : [];
    case 'member': return ['leave'];
    case 'pupil': return [];
    case 'organiser': return club.kind === 'club' ? ['newEvent', 'copyLink', 'newLink'] : ['newEvent', 'pupils'];
  }
}

/** The club's page: `/c/<id>`. */
export function clubPath(clubId: string): string {
  return `/c/${clubId}`;
}

/** A pupil's progress, as its teacher reads it: `/c/<id>/pupils/<name>`. */
export function progressPath(clubId: string, name: string): string {
  return `/c/${clubId}/pupils/${encodeURIComponent(name)}`;
}

/** The tournaments' form opened for a club's event. */
export function newEventPath(clubId: string): string {
  return `/tournaments?club=${encodeURIComponent(clubId)}`;
}

/** A join link made whole, to be copied: the site's address and the server's path. */
export function absoluteLink(origin: string, path: string): string {
  return `${origin.replace(/\/$/, '')}${path}`;
}

/** The key of a club's link (`?key=`) as the page's address gives it, or null. */
export function keyOf(search: string): string | null {
  const key = new URLSearchParams(search).get('key');
  return key && key.length <= 64 && /^[A-Za-z0-9_-]+$/.test(key) ? key : null;
}
