// What the game's board shows, worked out at each redraw from the game's state: the position (the
// game's, or the one stepped to in a finished game), the last move and what it took, the piece picked
// up and where it may go, the player's threatened pieces and the Kings in check, the goal squares and
// every square's spoken label; and the two lines said beside the board (no threatened piece, whose
// goal squares are where). Apart from the game view's controller because it is one question — which
// marks, and when each is left out (a stepped position warns of nothing) — answered without the DOM:
// the controller gives the model to board.ts's BoardView.
import type { Catalogue } from '../i18n/en';
import { gameTitle, pick } from '../i18n';
import { crossedOut } from '../lib/captures';
import { goalSquaresOf, type VariantEntry } from '../lib/catalogue';
import { isOver, isPlayer, type Role } from '../lib/game-state';
import { movableSquares, moveEnds } from '../lib/notation';
import { isTurned } from '../lib/orientation';
import { parsePosition, type Board, type Layout } from '../lib/position';
import type { Stepping } from '../lib/step-through';
import type { Side, Snapshot } from '../lib/types';
import type { BoardModel } from './board';
import type { SelectionShown } from './game-move-input';
import type { PieceSet } from './piece-art';
import { squareLabeller } from './square-label';

export interface GameBoardFacts {
  snapshot: Snapshot;
  layout: Layout;
  /** The game's position now (the snapshot's, read). */
  board: Board;
  /** The finished game stepped through, at the position shown; null: the game as it is. */
  stepping: Stepping | null;
  role: Role | null;
  /** The side drawn at the bottom: the player's own, or the other when they flipped the board. */
  bottom: Side;
  /** This browser's player is to move now: their pieces may be picked up. */
  myMove: boolean;
  showThreats: boolean;
  selection: SelectionShown;
  entry: VariantEntry | undefined;
  goals: ReadonlyMap<string, number>;
  pieceSet: PieceSet;
  catalogue: Catalogue;
  lang: string;
}

export interface GameBoardShown {
  /** What the board draws; null when the position stepped to cannot be read (the board stays as it was). */
  model: BoardModel | null;
  /** Said under the board when "Show my threatened pieces" finds none. */
  threatNote: string;
  /** Whose goal squares are which, beside the board (empty for a game without goals). */
  goalLegend: string;
}

/** Whose goal squares are which ("Light's goal: A1, B1…"), for a game with goals (Le Grec); else ''. */
export function goalLegendText(catalogue: Catalogue, goals: ReadonlyMap<string, number>, sides: readonly string[]): string {
  if (!goals.size) return '';
  const sideName = (side: string) => pick(catalogue.sides, side) ?? side;
  const listed = (index: number) => goalSquaresOf(goals, index).join(', ');
  return catalogue.game.goalLegend(sideName(sides[0] ?? ''), listed(0), sideName(sides[1] ?? ''), listed(1));
}

export function gameBoardShown(facts: GameBoardFacts): GameBoardShown {
  const { snapshot, stepping, role, catalogue, goals } = facts;
  // Stepping through the finished game: its position at that ply, nothing to pick up or warn of.
  const board = stepping ? parsePosition(stepping.positions[stepping.ply] ?? '', facts.layout) : facts.board;
  const shownMove = stepping ? snapshot.moves[stepping.ply - 1] ?? null : snapshot.last_move;
  const player = isPlayer(role, snapshot);
  const coords = facts.layout.coords;
  const { selected, destinations, special, pending } = facts.selection;
  const lastMove = shownMove ? moveEnds(shownMove.move, coords) : null;
  const captured = new Set(shownMove?.captured ?? []);
  const threatened = new Set(player && facts.showThreats && !stepping ? snapshot.threatened[role as Side] ?? [] : []);
  const check = new Set(stepping ? [] : snapshot.in_check ?? []);
  const threatNote = player && facts.showThreats && !isOver(snapshot) && threatened.size === 0 ? catalogue.game.noThreat : '';
  const goalLegend = goalLegendText(catalogue, goals, snapshot.sides);
  if (!board) return { model: null, threatNote, goalLegend };
  const squareFacts = {
    selected, destinations, threatened, check, captured,
    lastMove: lastMove ? [lastMove[0], lastMove[1]] as const : null,
    special,
    pending,
  };
  return {
    threatNote,
    goalLegend,
    model: {
      board,
      sides: snapshot.sides,
      turned: isTurned(facts.bottom, snapshot.sides),
      selected,
      destinations,
      special: special.squares,
      premove: facts.selection.premove,
      pending,
      check,
      pieceSet: facts.pieceSet,
      movable: facts.myMove ? movableSquares(snapshot.legal, coords) : new Set(),
      lastMove: squareFacts.lastMove,
      captured: crossedOut([...captured], lastMove?.[1]),
      threatened,
      goals,
      boardLabel: catalogue.game.board(gameTitle(snapshot.variant)),
      label: squareLabeller(catalogue, facts.entry, board, squareFacts, goals, snapshot.sides, facts.lang),
    },
  };
}
