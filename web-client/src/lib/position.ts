// Reads the rules' position text (rules/README.md) with what the catalogue says of the game: the
// fields in order (`position_fields`), the piece letters (`pieces`) and the square names (`files`,
// `first_rank`). The placement lists ranks top to bottom, '/'-separated, digit runs (`10` too) for
// empty squares. Nothing here knows a game: a catalogue from before those fields is read as one kind
// of piece per side, lettered by the side's initial, on squares A1… (what those servers wrote).
import type { Side } from './types';

export interface Square {
  file: number; // 0 = the leftmost file, from the first side
  rank: number; // 1 = the first side's edge (the bottom row), whatever the rank's number in square names
}

/** How squares are named: `files[file]` then the rank's number, counted from `firstRank` at the bottom. */
export interface Coords {
  files: string;
  firstRank: number;
}

export const DEFAULT_COORDS: Coords = { files: 'ABCDEFGHIJKLMNOPQRSTUVWXYZ', firstRank: 1 };

/** A kind of piece as the catalogue lists it: its stable key, its letter per side, its names. */
export interface PieceKind {
  kind: string;
  letters: Record<Side, string>;
  names?: Record<string, string>;
}

export interface Piece {
  side: Side;
  kind: string;
}

/** Everything needed to read a position and name its squares. */
export interface Layout {
  width: number;
  height: number;
  sides: Side[];
  pieces: PieceKind[];
  coords: Coords;
  /** The names of the position text's space-separated fields, in order. */
  fields: string[];
}

export interface Board {
  width: number;
  height: number;
  /** cells[rank - 1][file]: the piece there, or null. */
  cells: (Piece | null)[][];
  toMove: Side;
  quietPlies: number;
  /** Every field of the position text by its name (`special_moves`, `en_passant`, …). */
  fields: Record<string, string>;
  coords: Coords;
}

export const PLAIN_KIND = 'piece';
const PLAIN_FIELDS = ['placement', 'to_move', 'quiet_plies'];

/** The pieces of a catalogue entry without `pieces`: one kind per side, lettered by the side's initial. */
export function plainPieces(sides: readonly Side[]): PieceKind[] {
  return [{ kind: PLAIN_KIND, letters: Object.fromEntries(sides.map((side) => [side, side.charAt(0).toUpperCase()])) }];
}

export function plainLayout(width: number, height: number, sides: Side[]): Layout {
  return { width, height, sides, pieces: plainPieces(sides), coords: DEFAULT_COORDS, fields: PLAIN_FIELDS };
}

export function layoutWith(width: number, height: number, sides: Side[], extra: { pieces?: PieceKind[]; files?: string; first_rank?: number; position_fields?: string[] }): Layout {
  return {
    width, height, sides,
    pieces: extra.pieces && extra.pieces.length > 0 ? extra.pieces : plainPieces(sides),
    coords: extra.files ? { files: extra.files, firstRank: extra.first_rank ?? 1 } : DEFAULT_COORDS,
    fields: extra.position_fields && extra.position_fields.length > 0 ? extra.position_fields : PLAIN_FIELDS,
  };
}

export function squareName(square: Square, coords: Coords = DEFAULT_COORDS): string {
  return (coords.files.charAt(square.file) || '?') + String(square.rank - 1 + coords.firstRank);
}

/** A square's name, read in any case (`E1` = `e1`); null when it is no square name of these coordinates. */
export function parseSquare(name: string, coords: Coords = DEFAULT_COORDS): Square | null {
  const match = /^(\D)(\d{1,3})$/.exec(name.trim());
  if (!match) return null;
  const letter = (match[1] as string).toLowerCase();
  const file = [...coords.files].findIndex((f) => f.toLowerCase() === letter);
  const rank = Number(match[2]) - coords.firstRank + 1;
  if (file < 0 || rank < 1) return null;
  return { file, rank };
}

/** The same square written as the coordinates write it (`E1` → `e1` where files are lower case). */
export function canonicalSquare(name: string, coords: Coords = DEFAULT_COORDS): string | null {
  const square = parseSquare(name, coords);
  return square ? squareName(square, coords) : null;
}

export function parsePosition(text: string, layout: Layout): Board | null {
  const { width, height, sides } = layout;
  const values = text.trim().split(/\s+/);
  const fields: Record<string, string> = {};
  layout.fields.forEach((name, index) => {
    const value = values[index];
    if (value !== undefined) fields[name] = value;
  });
  const placement = fields['placement'] ?? values[0];
  const toMove = fields['to_move'] ?? values[1];
  if (!placement || toMove === undefined || !sides.includes(toMove)) return null;
  const rows = placement.split('/');
  if (rows.length !== height) return null;
  const byLetter = new Map<string, Piece>();
  for (const piece of layout.pieces)
    for (const side of sides) {
      const letter = piece.letters[side];
      if (letter) byLetter.set(letter, { side, kind: piece.kind });
    }
  const cells: (Piece | null)[][] = Array.from({ length: height }, () => Array<Piece | null>(width).fill(null));
  for (let row = 0; row < height; row++) {
    const cellsOfRank = cells[height - row - 1] as (Piece | null)[];
    let file = 0;
    for (const token of (rows[row] as string).match(/\d+|\D/g) ?? []) {
      if (/\d/.test(token)) {
        file += Number(token);
        continue;
      }
      const piece = byLetter.get(token);
      if (piece === undefined || file >= width) return null;
      cellsOfRank[file++] = piece;
    }
    if (file !== width) return null;
  }
  const quietText = fields['quiet_plies'];
  const quiet = quietText === undefined ? 0 : Number(quietText);
  if (!Number.isInteger(quiet) || quiet < 0) return null;
  return { width, height, cells, toMove, quietPlies: quiet, fields, coords: layout.coords };
}

export function pieceAt(board: Board, square: Square): Piece | null {
  return board.cells[square.rank - 1]?.[square.file] ?? null;
}

/** The piece on a named square of this board, or null. */
export function pieceOn(board: Board, name: string): Piece | null {
  const square = parseSquare(name, board.coords);
  return square ? pieceAt(board, square) : null;
}

export function countPieces(board: Board, side: Side): number {
  let count = 0;
  for (const rank of board.cells) for (const cell of rank) if (cell?.side === side) count++;
  return count;
}

/** Board width and height read from a position text's placement (ranks separated by '/'). */
export function boardSize(position: string): { width: number; height: number } {
  const rows = (position.trim().split(/\s+/)[0] ?? '').split('/');
  let width = 0;
  for (const part of (rows[0] ?? '').match(/\d+|\D/g) ?? []) width += /\d/.test(part) ? Number(part) : 1;
  return { width, height: rows.length };
}
