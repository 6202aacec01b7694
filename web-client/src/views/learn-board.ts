// A replayed mistake's board (./learn-mistakes.ts): drawn with the exercises' marks (exercise-board.ts)
// and played as a game is — a tap or a drag, the Sacrifice asked first (move-question.ts), a promotion
// chosen over the board (promotion-chooser.ts), a typed move —, against the legal moves the engine
// gave. It hands the lesson a move of that list, nothing else.
import { layoutOf, specialMarks, type VariantEntry } from '../lib/catalogue';
import { moveEnds, readTypedMove } from '../lib/notation';
import { pickByDrop, pickByTap, type Picked } from '../lib/move-picker';
import type { Board } from '../lib/position';
import { language, t } from '../i18n';
import { h } from '../lib/dom';
import { BoardView } from './board';
import { renderMoveQuestion, type AskedMove } from './move-question';
import { pieceSet } from './piece-art';
import type { exerciseBoardShown } from './exercise-board';
import type { promotionChooser } from './promotion-chooser';

/**
 * The exercises' board marks and the game's promotion choice, handed in by the code that fetched this
 * chunk: imported here, Vite's bundler (Rolldown) split the modules they share with the first load into
 * chunks of their own, which cost every visitor 1.4 KiB more of it; fetched apart, they cost nothing.
 */
export interface LessonParts {
  boardShown: typeof exerciseBoardShown;
  chooser: typeof promotionChooser;
}

/** What the board shows: a position from the engine, the move that led there, a wrong move tried. */
export interface Shown {
  board: Board;
  lastMove: string | null;
  captured: string[];
  tried: string | null;
}

export interface LessonBoardGame {
  variant: string;
  sides: [string, string];
  player: string;
  entry: VariantEntry | undefined;
}

export class LessonBoard {
  readonly element = h('div', { class: 'board-wrap' });
  private view: BoardView | null = null;
  private shown: Shown | null = null;
  /** The legal moves while the player may move; null otherwise. */
  private legal: readonly string[] | null = null;
  private selected: string | null = null;
  private asking: AskedMove | null = null;
  private choosing: string[] | null = null;

  constructor(private readonly game: LessonBoardGame, private readonly parts: LessonParts, private readonly play: (move: string) => void) {}

  /** A position to show; `legal`: the moves the player may play now (null: none, the board only shows). */
  show(shown: Shown, legal: readonly string[] | null): void {
    this.shown = shown;
    this.legal = legal;
    this.selected = null;
    this.asking = null;
    this.choosing = null;
    this.draw();
  }

  /** A typed move: played, or a promotion's choice offered; false when it is not a legal move. */
  typed(text: string): boolean {
    const typed = readTypedMove(text, this.legal ?? [], this.coords());
    if (!this.legal || typed.kind === 'unreadable') return false;
    this.picked(typed.kind === 'choose' ? { kind: 'choose', moves: typed.moves } : { kind: 'play', move: typed.move });
    return true;
  }

  focus(): void {
    this.view?.element.querySelector<SVGElement>('[tabindex="0"]')?.focus({ preventScroll: true });
  }

  private coords() {
    return this.shown?.board.coords ?? layoutOf(undefined, { width: 0, height: 0, sides: [] }).coords;
  }

  private tap(name: string): void {
    if (!this.legal) return;
    // The Sacrifice asked about: its target tapped again plays it; any other tap is an answer no.
    const asked = this.asking;
    this.asking = null;
    if (asked && asked.target === name) this.picked({ kind: 'play', move: asked.move });
    else this.picked(pickByTap(this.legal, this.selected, name, this.coords(), specialMarks(this.game.entry)));
  }

  private drop(from: string, to: string): void {
    if (!this.legal) return;
    this.asking = null;
    this.picked(pickByDrop(this.legal, from, to, this.coords(), specialMarks(this.game.entry)));
  }

  /** As in games: the special move asked first, a promotion chosen, else played or picked up. */
  private picked(picked: Picked): void {
    if (picked.kind === 'play') {
      this.selected = null;
      this.asking = null;
      this.choosing = null;
      this.play(picked.move);
      return;
    }
    if (picked.kind === 'confirm') {
      this.asking = { move: picked.move, target: moveEnds(picked.move, this.coords())[1], special: true };
      this.selected = picked.selected;
    } else if (picked.kind === 'choose') this.choosing = picked.moves;
    else this.selected = picked.selected;
    this.draw();
    if (picked.kind === 'choose') this.element.querySelector<HTMLElement>('[data-testid="promotion-chooser"] button')?.focus();
  }

  draw(): void {
    const shown = this.shown;
    if (!shown) return;
    const { board } = shown;
    if (!this.view) {
      this.view = new BoardView(board.width, board.height, {
        square: (name) => this.tap(name),
        drop: (from, to) => this.drop(from, to),
        dragStart: (name) => {
          if (!this.legal) return;
          this.selected = name;
          this.draw();
        },
      }, board.coords);
      this.element.replaceChildren(this.view.element);
    }
    const { entry, player } = this.game;
    const played = (move: string | null, captured: string[]) => (move ? { move, side: player, captured } : null);
    const { model } = this.parts.boardShown({
      item: { variant: this.game.variant, solver: player }, entry, board, sides: this.game.sides,
      lastMove: played(shown.lastMove, shown.captured), tried: played(shown.tried, []),
      solving: this.legal ? { legal: [...this.legal], threatened: {} } : null,
      pending: this.asking?.target ?? null,
      selected: this.selected, showThreats: false, pieceSet: pieceSet(), catalogue: t(), lang: language(),
    });
    this.view.update(model);
    renderMoveQuestion(this.element, this.legal ? this.asking : null, entry, (move) => this.picked({ kind: 'play', move }), () => {
      this.asking = null;
      this.draw();
      this.focus();
    });
    this.drawChooser();
  }

  /** A promotion's choice over the board, as in games; Escape or Cancel gives it up. */
  private drawChooser(): void {
    this.element.querySelector('[data-testid="promotion-chooser"]')?.remove();
    const moves = this.legal ? this.choosing : null;
    if (!moves) return;
    const { entry, player, sides } = this.game;
    this.element.append(this.parts.chooser({
      moves, entry, lang: language(), side: player, sideIndex: sides.indexOf(player), pieceSet: pieceSet(),
      choose: (move) => this.picked({ kind: 'play', move }),
      cancel: () => {
        this.choosing = null;
        this.draw();
        this.focus();
      },
    }));
  }
}
