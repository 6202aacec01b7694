// What an exercise's board shows, worked out at each redraw without the DOM, with the game page's
// own marks (game-board.ts) so that an exercise teaches what a game shows: the Sacrifice's targets
// starred, the King that steps onto the piece it gives up never crossed out, Le Grec's arrival
// squares hatched (the catalogue's goals), the player's threatened pieces, the wrong move tried.
// "Learn from your mistakes" (learn-mistakes.ts) draws its board with it too: an exercise by another name.
import type { Catalogue } from '../i18n/en';
import { gameTitle } from '../i18n';
import type { ExerciseItem, ExerciseState, PlayedMove } from '../lib/api';
import { crossedOut } from '../lib/captures';
import { goalSquares, hasCaptures, specialMarks, type VariantEntry } from '../lib/catalogue';
import { selectionMarks } from '../lib/move-picker';
import { movableSquares, moveEnds } from '../lib/notation';
import { isTurned } from '../lib/orientation';
import type { Board } from '../lib/position';
import type { Side } from '../lib/types';
import type { BoardModel } from './board';
import { goalLegendText } from './game-board';
import { specialMoveName } from './move-question';
import type { PieceSet } from './piece-art';
import { squareLabeller } from './square-label';

export interface ExerciseBoardFacts {
  /** The game and the side that solves: an exercise's, or a replayed mistake's. */
  item: Pick<ExerciseItem, 'variant' | 'solver'>;
  entry: VariantEntry | undefined;
  sides: Side[];
  board: Board;
  lastMove: PlayedMove | null;
  /** After a wrong move: the player's own move, drawn apart from the reply (lastMove). */
  tried: PlayedMove | null;
  /** The position being solved (its legal moves, each side's threatened pieces), when the player may move now; null otherwise. */
  solving: Pick<ExerciseState, 'legal' | 'threatened'> | null;
  /** The square of a move asked about before it is played (the Sacrifice), marked as the game marks it. */
  pending?: string | null;
  selected: string | null;
  showThreats: boolean;
  pieceSet: PieceSet;
  catalogue: Catalogue;
  lang: string;
}

export interface ExerciseBoardShown {
  model: BoardModel;
  /** Said under the board when "Show my threatened pieces" finds none. */
  threatNote: string;
  /** Whose goal squares are which, as the game page says it (empty for a game without goals). */
  goalLegend: string;
}

export function exerciseBoardShown(facts: ExerciseBoardFacts): ExerciseBoardShown {
  const { item, entry, board, catalogue, solving } = facts;
  const coords = board.coords;
  const legal = solving?.legal ?? [];
  const selected = solving ? facts.selected : null;
  const { destinations, special } = selectionMarks(legal, selected, specialMarks(entry), coords);
  const lastMove = facts.lastMove ? moveEnds(facts.lastMove.move, coords) : null;
  const tried = facts.tried ? moveEnds(facts.tried.move, coords) : null;
  const captured = crossedOut(facts.lastMove?.captured ?? [], lastMove?.[1]);
  const showThreats = solving !== null && facts.showThreats && hasCaptures(entry);
  const threatened = new Set(showThreats ? solving.threatened[item.solver] ?? [] : []);
  const goals = goalSquares(entry);
  const squareFacts = {
    selected, destinations, threatened, captured,
    special: { squares: special, name: specialMoveName(entry) },
    tried: tried ? [tried[0], tried[1]] as const : null,
    lastMove: lastMove ? [lastMove[0], lastMove[1]] as const : null,
  };
  return {
    threatNote: showThreats && threatened.size === 0 ? catalogue.game.noThreat : '',
    goalLegend: goalLegendText(catalogue, goals, facts.sides),
    model: {
      board,
      sides: facts.sides,
      turned: isTurned(item.solver, facts.sides),
      selected,
      destinations,
      special,
      movable: movableSquares(legal, coords),
      pieceSet: facts.pieceSet,
      lastMove: squareFacts.lastMove,
      pending: facts.pending ?? null,
      tried: squareFacts.tried,
      captured,
      threatened,
      goals,
      boardLabel: catalogue.game.board(gameTitle(item.variant)),
      label: squareLabeller(catalogue, entry, board, squareFacts, goals, facts.sides, facts.lang),
    },
  };
}
