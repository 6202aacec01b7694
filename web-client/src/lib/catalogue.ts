// The server's variant catalogue (GET /api/variants, ../protocol/README.md): everything the client
// knows of a game beyond the snapshot — its title, sides, square names, piece kinds with their letters
// and names, the position text's fields, whether pieces are taken, its ends, its special moves, the
// squares a side wins by bringing all its pieces to. Fetched once per page; the client names no game itself.
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
  /** Per side, the squares (named as moves write them) it wins by standing within with all its pieces; empty lists where nobody wins by arriving. */
  goal_squares?: Record<string, string[]>;
  /** The game it belongs to (variants of one game share `key`), and this variant's name among the game's. */
  family?: { key: string; title: Record<string, string>; choice: Record<string, string> };
  /** The starting position, written as positions are. */
  start?: string;
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
  // An older catalogue: a race to goal squares takes nothing.
  return !Object.values(entry?.goal_squares ?? {}).some((squares) => squares.length > 0);
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
 * Square name → the index (in `sides`) of the side that wins by bringing all its pieces there, for a
 * variant won by arriving somewhere; empty otherwise. The catalogue's names are matched to the board's
 * own (whatever their case); names off the board are ignored. In the catalogue's order.
 */
export function goalSquares(entry: VariantEntry | undefined): Map<string, number> {
  const goals = new Map<string, number>();
  if (!entry?.goal_squares) return goals;
  const coords: Coords = layoutOf(entry, entry).coords;
  const onBoard = new Map<string, string>();
  for (let rank = 1; rank <= entry.height; rank++)
    for (let file = 0; file < entry.width; file++) {
      const name = squareName({ file, rank }, coords);
      onBoard.set(name.toUpperCase(), name);
    }
  entry.sides.forEach((side, index) => {
    for (const given of entry.goal_squares?.[side] ?? []) {
      const name = typeof given === 'string' ? onBoard.get(given.toUpperCase()) : undefined;
      if (name !== undefined) goals.set(name, index);
    }
  });
  return goals;
}

/** The goal squares of the side at `index` in `sides`, by file then rank ("A3, A4, B3"). */
export function goalSquaresOf(goals: ReadonlyMap<string, number>, index: number): string[] {
  return [...goals].filter(([, side]) => side === index).map(([name]) => name).sort((a, b) => a.localeCompare(b, 'en', { numeric: true }));
}
