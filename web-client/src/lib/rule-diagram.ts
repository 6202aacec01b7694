// A rules-page diagram as the board draws it: the position before the move, the move marked and
// drawn as an arrow, the pieces it captures crossed out. The diagrams themselves are data
// (src/data/rule-diagrams.json), replayed with the rules library by tests/cli/rule_diagrams_test.cpp.
import diagramFile from '../data/rule-diagrams.json';
import { squareToCell } from './orientation';
import { parsePosition, parseSquare, type Board } from './position';
import { entryOf, layoutOf } from './catalogue';
import type { Side } from './types';

export interface RuleDiagram {
  id: string;
  variant: string;
  sides: Side[];
  position: string;
  move: [string, string];
  captured: string[];
  result: string;
}

export interface DiagramPicture {
  board: Board;
  sides: Side[];
  lastMove: readonly [string, string];
  captured: ReadonlySet<string>;
  /** From the centre of the start square to the centre of the arrival square, in board cells. */
  arrow: { x1: number; y1: number; x2: number; y2: number };
}

export const ruleDiagrams: readonly RuleDiagram[] = diagramFile.diagrams as RuleDiagram[];

export function ruleDiagram(id: string): RuleDiagram | undefined {
  return ruleDiagrams.find((diagram) => diagram.id === id);
}

/** The board's size is read from the position text itself: a diagram needs no catalogue entry. */
export function diagramPicture(diagram: RuleDiagram): DiagramPicture | null {
  const placement = diagram.position.split(' ')[0] ?? '';
  const rows = placement.split('/');
  const width = [...(rows[0] ?? '').matchAll(/(\d+)|\D/g)].reduce((sum, m) => sum + (m[1] ? Number(m[1]) : 1), 0);
  const board = parsePosition(diagram.position, layoutOf(entryOf(diagram.variant), { width, height: rows.length, sides: diagram.sides }));
  const from = board && parseSquare(diagram.move[0], board.coords);
  const to = board && parseSquare(diagram.move[1], board.coords);
  if (!board || !from || !to) return null;
  const start = squareToCell(from, board.width, board.height, false);
  const end = squareToCell(to, board.width, board.height, false);
  return {
    board,
    sides: diagram.sides,
    lastMove: diagram.move,
    captured: new Set(diagram.captured),
    arrow: { x1: start.col + 0.5, y1: start.row + 0.5, x2: end.col + 0.5, y2: end.row + 0.5 },
  };
}
