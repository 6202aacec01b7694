// The game page's social parts between two people (issue 27, protocol/README.md): quick messages
// from a fixed list, reports against a seat's player, and a player's say on listing the game among
// the live games. What the server says read field by field, who may do what, and the quick
// messages' pace. No DOM here: views/game-social.ts draws it.
import { bothSeated, isOver, isPlayer, type Role } from './game-state';
import type { ErrorMessage, Side, Snapshot } from './types';

/** The quick messages, in the order the page offers them (the wire's codes: no free text). */
export const QUICK_SAYS = ['hello', 'good_luck', 'good_game', 'thank_you', 'well_played'] as const;
export type QuickSay = (typeof QUICK_SAYS)[number];

/** Why a player is reported, in the order the page offers them. */
export const REPORT_REASONS = ['insult', 'cheating', 'stalling', 'name', 'other'] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];

/** One quick message a seat, every 3 s (the server refuses more with rate_limited). */
export const QUICK_INTERVAL_MS = 3000;

/** The `ref` this page puts on its social messages, so that their errors come back to it. */
export const REFS = { quick: 'social:quick', report: 'social:report', listing: 'social:listing' } as const;

export interface QuickHeard {
  side: Side;
  say: QuickSay;
}

const isQuickSay = (value: unknown): value is QuickSay => (QUICK_SAYS as readonly unknown[]).includes(value);

/** A `quick` message of this game from one of its sides, saying one of the fixed list; null otherwise (another game, an unknown code). */
export function readQuick(message: unknown, snapshot: Snapshot): QuickHeard | null {
  if (typeof message !== 'object' || message === null) return null;
  const fields = message as Record<string, unknown>;
  if (fields['type'] !== 'quick' || fields['game'] !== snapshot.game) return null;
  const side = fields['side'];
  const say = fields['say'];
  if (typeof side !== 'string' || !snapshot.sides.includes(side) || !isQuickSay(say)) return null;
  return { side, say };
}

/** The seat a `reported` answer names, if it is one of the game's. */
export function readReported(message: unknown, snapshot: Snapshot): Side | null {
  if (typeof message !== 'object' || message === null) return null;
  const against = (message as Record<string, unknown>)['against'];
  return typeof against === 'string' && snapshot.sides.includes(against) ? against : null;
}

/** Which of this page's social messages an error answers (by the `ref` it echoes), if any. */
export function socialErrorOf(message: ErrorMessage): keyof typeof REFS | null {
  for (const [key, ref] of Object.entries(REFS)) if (message.ref === ref) return key as keyof typeof REFS;
  return null;
}

/** A game between two people: no computer in it. */
export function betweenPeople(snapshot: Snapshot): boolean {
  return !snapshot.computer;
}

/** A player may send quick messages in a game between two people once both are seated (after its end too: "Good game"). */
export function mayQuick(snapshot: Snapshot, role: Role | null): boolean {
  return betweenPeople(snapshot) && isPlayer(role, snapshot) && bothSeated(snapshot);
}

/** The seats whose player this page may report: a taken seat of a person, not the reader's own. */
export function reportableSides(snapshot: Snapshot, role: Role | null): Side[] {
  if (!betweenPeople(snapshot)) return [];
  return snapshot.sides.filter((side) => side !== role && snapshot.seats[side]?.taken === true);
}

export interface ListingView {
  /** The game was made in the lobby: listed unless a player says no (between friends: only if both say yes). */
  lobby: boolean;
  /** This player's say as it counts: their own, or the default when they said nothing. */
  mine: boolean;
  /** Whether the player said anything yet. */
  said: boolean;
  /** Listed among the live games now. */
  listed: boolean;
}

/** A player's say on listing a game between two people still in play; null for spectators, the computer's games and finished games. */
export function listingView(snapshot: Snapshot, role: Role | null): ListingView | null {
  if (!betweenPeople(snapshot) || !isPlayer(role, snapshot) || isOver(snapshot)) return null;
  const lobby = snapshot.players !== null && snapshot.players !== undefined;
  const say = snapshot.listing?.[role];
  const said = typeof say === 'boolean';
  return { lobby, mine: said ? say : lobby, said, listed: snapshot.listed === true };
}

/** The pace of quick messages: one every QUICK_INTERVAL_MS, and after the server's rate_limited a full wait again. */
export class Cooldown {
  private until = 0;

  constructor(private readonly ms: number = QUICK_INTERVAL_MS) {}

  ready(now: number): boolean {
    return now >= this.until;
  }

  /** Milliseconds left before the next message may go (0: now). */
  left(now: number): number {
    return Math.max(0, this.until - now);
  }

  /** A message went (or the server refused one): the next waits the whole interval from now. */
  start(now: number): void {
    this.until = now + this.ms;
  }
}
