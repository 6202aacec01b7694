// Where each square is drawn. Square names never change; the board turns so that the viewer's
// own pieces are at the bottom: the second side sees it rotated by 180°.
import type { Side } from './types';
import type { Square } from './position';

export interface Cell {
  col: number; // 0 = left
  row: number; // 0 = top
}

/** The second side (dark, white) sees the board turned round; players of the first side and spectators do not. */
export function isTurned(viewer: Side | null, sides: Side[]): boolean {
  return viewer !== null && viewer === sides[1];
}

export function squareToCell(square: Square, width: number, height: number, turned: boolean): Cell {
  return turned
    ? { col: width - 1 - square.file, row: square.rank - 1 }
    : { col: square.file, row: height - square.rank };
}

export function cellToSquare(cell: Cell, width: number, height: number, turned: boolean): Square {
  return turned
    ? { file: width - 1 - cell.col, rank: cell.row + 1 }
    : { file: cell.col, rank: height - cell.row };
}

/** The square reached from `square` by one step in a screen direction, or null at the edge. */
export function stepOnScreen(
  square: Square, dCol: number, dRow: number, width: number, height: number, turned: boolean,
): Square | null {
  const cell = squareToCell(square, width, height, turned);
  const next = { col: cell.col + dCol, row: cell.row + dRow };
  if (next.col < 0 || next.col >= width || next.row < 0 || next.row >= height) return null;
  return cellToSquare(next, width, height, turned);
}

/** File letters left to right and rank numbers top to bottom, as the viewer sees the edges. */
export function edgeLabels(width: number, height: number, turned: boolean): { files: string[]; ranks: string[] } {
  const files = Array.from({ length: width }, (_, col) => String.fromCharCode(65 + cellToSquare({ col, row: 0 }, width, height, turned).file));
  const ranks = Array.from({ length: height }, (_, row) => String(cellToSquare({ col: 0, row }, width, height, turned).rank));
  return { files, ranks };
}
