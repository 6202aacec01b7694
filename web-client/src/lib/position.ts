// Reads the rules' position text (rules/README.md): "<ranks top to bottom, '/'-separated> <side> [quiet]".
import type { Side } from './types';

export interface Square {
  file: number; // 0 = A
  rank: number; // 1-based
}

export interface Board {
  width: number;
  height: number;
  /** cells[rank - 1][file]: the side owning the piece, or null. */
  cells: (Side | null)[][];
  toMove: Side;
  quietPlies: number;
}

/** A piece's letter is its side's name's initial: L(ight), D(ark), B(lack), W(hite). */
export function sideLetter(side: Side): string {
  return side.charAt(0).toUpperCase();
}

export function squareName(square: Square): string {
  return String.fromCharCode(65 + square.file) + String(square.rank);
}

export function parseSquare(name: string): Square | null {
  const match = /^([a-zA-Z])(\d{1,2})$/.exec(name.trim());
  if (!match) return null;
  const letter = match[1] as string;
  const file = letter.toUpperCase().charCodeAt(0) - 65;
  const rank = Number(match[2]);
  if (rank < 1) return null;
  return { file, rank };
}

export function parsePosition(text: string, width: number, height: number, sides: Side[]): Board | null {
  const fields = text.trim().split(/\s+/);
  const placement = fields[0];
  const toMove = fields[1];
  if (placement === undefined || toMove === undefined || !sides.includes(toMove)) return null;
  const rows = placement.split('/');
  if (rows.length !== height) return null;
  const byLetter = new Map(sides.map((side) => [sideLetter(side), side] as const));
  const cells: (Side | null)[][] = Array.from({ length: height }, () => Array<Side | null>(width).fill(null));
  for (let row = 0; row < height; row++) {
    const rank = height - row;
    const cellsOfRank = cells[rank - 1] as (Side | null)[];
    let file = 0;
    const rowText = rows[row] as string;
    for (let i = 0; i < rowText.length; i++) {
      const ch = rowText.charAt(i);
      if (ch >= '0' && ch <= '9') {
        let digits = ch;
        while (i + 1 < rowText.length && /\d/.test(rowText.charAt(i + 1))) digits += rowText.charAt(++i);
        file += Number(digits);
      } else {
        const side = byLetter.get(ch);
        if (side === undefined || file >= width) return null;
        cellsOfRank[file++] = side;
      }
    }
    if (file !== width) return null;
  }
  const quiet = fields[2] === undefined ? 0 : Number(fields[2]);
  if (!Number.isInteger(quiet) || quiet < 0) return null;
  return { width, height, cells, toMove, quietPlies: quiet };
}

export function pieceAt(board: Board, square: Square): Side | null {
  return board.cells[square.rank - 1]?.[square.file] ?? null;
}

export function countPieces(board: Board, side: Side): number {
  let count = 0;
  for (const rank of board.cells) for (const cell of rank) if (cell === side) count++;
  return count;
}
