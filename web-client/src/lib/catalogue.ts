// The server's variant catalogue (GET /api/variants, ../protocol/README.md): everything the client
// knows of a game beyond the snapshot — its title, sides, square names, piece kinds with their letters
// and names, the position text's fields, whether pieces are taken, its ends, its special moves, the
// ranks a side wins by filling. Fetched once per page; the client names no game itself.
import { api } from './api';
import { layoutWith, plainLayout, squareName, type Coords, type Layout, type PieceKind } from './position';
import type { Side } from './types';

export interface SpecialMove {
  name: string;
  /** The sign written between the move's squares (`Kf9*e9`). */
  mark: string;
  /** The piece it removes is the mover's own (the Sacrifice): nobody took it. */
  takes_own_piece?: boolean;
}

export interface VariantEntry {
  name: string;
  width: number;
  height: number;
  sides: string[];
  // The fields below are absent from an older server: each has a fallback that keeps its games playable.
  title?: Record<string, string>;
  files?: string;
  first_rank?: number;
  move_example?: string;
  pieces?: PieceKind[];
  position_fields?: string[];
  has_captures?: boolean;
  quiet_move_rule?: boolean;
  end_reasons?: string[];
  special_moves?: SpecialMove[];
  goal_ranks?: Record<string, number[]>;
}

let catalogue: Promise<VariantEntry[]> | null = null;
let known: VariantEntry[] = [];

/** The catalogue, asked once per page; a failed request is asked again next time. */
export function variantCatalogue(): Promise<VariantEntry[]> {
  catalogue ??= api<VariantEntry[]>('GET', '/api/variants').then(
    (entries) => {
      known = Array.isArray(entries) ? entries : [];
      return known;
    },
    () => {
      catalogue = null;
      return [];
    },
  );
  return catalogue;
}

/** The catalogue as last received (empty before it answers): for drawing without waiting. */
export function knownVariants(): readonly VariantEntry[] {
  return known;
}

export function entryOf(name: string, entries: readonly VariantEntry[] = known): VariantEntry | undefined {
  return entries.find((entry) => entry.name === name);
}

/** The game's title in the page's language (English, then its name, when the catalogue has none). */
export function titleOf(entry: VariantEntry | undefined, lang: string, fallback: string): string {
  return entry?.title?.[lang] ?? entry?.title?.['en'] ?? fallback;
}

/** How the entry's squares are named and its positions read; a game the catalogue does not list is read plainly. */
export function layoutOf(entry: VariantEntry | undefined, size: { width: number; height: number; sides: Side[] }): Layout {
  return entry ? layoutWith(size.width, size.height, size.sides, entry) : plainLayout(size.width, size.height, size.sides);
}

/** Whether pieces are taken in this game (what "Show my threatened pieces" and the end summary need). */
export function hasCaptures(entry: VariantEntry | undefined): boolean {
  if (entry?.has_captures !== undefined) return entry.has_captures;
  // An older catalogue: a race to goal ranks takes nothing.
  return !Object.values(entry?.goal_ranks ?? {}).some((ranks) => ranks.length > 0);
}

/** More than one kind of piece: squares and moves name the kind. */
export function hasKinds(entry: VariantEntry | undefined): boolean {
  return (entry?.pieces?.length ?? 0) > 1;
}

/** The piece kind whose first side's letter is `letter` (how moves name pieces and promotions). */
export function kindByLetter(entry: VariantEntry | undefined, letter: string): PieceKind | undefined {
  const first = entry?.sides[0] ?? '';
  return entry?.pieces?.find((piece) => piece.letters[first] === letter);
}

export function kindName(entry: VariantEntry | undefined, kind: string, lang: string): string {
  const piece = entry?.pieces?.find((one) => one.kind === kind);
  return piece?.names?.[lang] ?? piece?.names?.['en'] ?? kind;
}

/** The marks of the entry's special moves that remove the mover's own piece. */
export function ownPieceMarks(entry: VariantEntry | undefined): string[] {
  return (entry?.special_moves ?? []).filter((move) => move.takes_own_piece && move.mark !== '').map((move) => move.mark);
}

/** The marks of the entry's special moves (`*` for the Sacrifice). */
export function specialMarks(entry: VariantEntry | undefined): string[] {
  return (entry?.special_moves ?? []).map((move) => move.mark).filter((mark) => mark !== '');
}

/**
 * Square name → the index (in `sides`) of the side that wins by filling it, for a variant won by
 * arriving somewhere; empty otherwise. Ranks are numbered as in square names; ranks off the board are ignored.
 */
export function goalSquares(entry: VariantEntry | undefined): Map<string, number> {
  const goals = new Map<string, number>();
  if (!entry?.goal_ranks) return goals;
  const coords: Coords = layoutOf(entry, entry).coords;
  entry.sides.forEach((side, index) => {
    for (const number of entry.goal_ranks?.[side] ?? []) {
      const rank = number - coords.firstRank + 1;
      if (!Number.isInteger(rank) || rank < 1 || rank > entry.height) continue;
      for (let file = 0; file < entry.width; file++) goals.set(squareName({ file, rank }, coords), index);
    }
  });
  return goals;
}
