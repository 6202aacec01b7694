// The player's hand on the game's board: a piece picked up by a tap or a drag, the move played by a
// second tap, a drop or a typed text, and the choice when one gesture means several legal moves — a
// promotion, asked over the board (promotion-chooser.ts). It holds the piece picked up and the open
// choice, and what the board marks from them: where the piece may go, and which of those squares a
// special move reaches (the Sacrifice's targets, with their own ring and name). Apart from the game
// view's controller so that the interaction's state and its rules are read in one place;
// lib/move-picker.ts says what each gesture means against the legal list. Nothing moves here: a move
// is sent with the ply it is for, and the board changes when the server answers.
import { h } from '../lib/dom';
import { isPlayer, type Role } from '../lib/game-state';
import { specialMarks, type VariantEntry } from '../lib/catalogue';
import { destinationsFrom, displayMove, moveEnds, readTypedMove } from '../lib/notation';
import { pickByDrop, pickByTap, selectionMarks, type Picked } from '../lib/move-picker';
import { premoveTap, resolvePremove, type Premove } from '../lib/premove';
import type { Coords } from '../lib/position';
import type { ClientMessage, Snapshot } from '../lib/types';
import { language, t } from '../i18n';
import type { PieceSet } from './piece-art';
import { promotionChooser } from './promotion-chooser';
import { renderMoveQuestion, specialMoveName, type AskedMove } from './move-question';
import { naturalMomentToAsk } from '../lib/event-settings';

export interface MoveInputHost {
  snapshot(): Snapshot | null;
  role(): Role | null;
  entry(): VariantEntry | undefined;
  pieceSet(): PieceSet;
  /** How the game names its squares. */
  coords(): Coords;
  /** This browser's player is to move now. */
  myMoveNow(): boolean;
  /** The opponent is to move in a game under way: the player may queue a move for their turn. */
  mayPremove(): boolean;
  /** The square holds one of this player's pieces (in the game as it stands). */
  ownPieceOn(name: string): boolean;
  /** The player's setting: every move by a tap or a drop asked before it is sent. */
  confirmMoves(): boolean;
  send(message: ClientMessage): void;
  /** Draws the board again (the piece picked up, the choice or the position changed). */
  redrawBoard(): void;
  /** The keyboard back on the board (its square with the tab stop). */
  focusBoard(options?: FocusOptions): void;
  toast(text: string): void;
}

/** What the board marks around the piece picked up. */
export interface SelectionShown {
  selected: string | null;
  destinations: Set<string>;
  /** The destinations reached by the game's special move (the Sacrifice), and its name in the page's language. */
  special: { squares: Set<string>; name: string };
  /** The move queued for the player's turn, from and to. */
  premove: readonly [string, string] | null;
  /** The square of the move asked about (its question open), marked on the board. */
  pending: string | null;
}

export class MoveInput {
  private selected: string | null = null;
  /** Several legal moves between the two squares tapped (a promotion): the choice shown over the board. */
  private choosing: string[] | null = null;
  /** A move asked about (the Sacrifice; any move with "Confirm each move"), and the square whose second tap plays it. */
  private asking: AskedMove | null = null;
  /** A move queued while the opponent is to move (lib/premove.ts), played or dropped when the turn comes. */
  private premove: Premove | null = null;
  /** Under the board: what became of the queued move, said quietly. */
  readonly premoveNote = h('p', { class: 'premove-note', role: 'status', 'aria-live': 'polite', 'data-testid': 'premove-note' });
  /**
   * Under the board, in the place of the action bar while a move is asked about: the question in the
   * board's own wood and cream, its square marked on the board (it once lay over the board's far rows).
   */
  readonly questionSlot = h('div', { class: 'question-slot' });
  /** The panel's "type a move" field (game-panel.ts places it). */
  readonly typedMove = h('input', {
    class: 'type-move-input', type: 'text', autocomplete: 'off', autocapitalize: 'off', spellcheck: 'false', 'data-testid': 'type-move',
  });

  /** `boardWrap`: the board's frame, where the promotion's choice is drawn over the board. */
  constructor(private readonly host: MoveInputHost, private readonly boardWrap: HTMLElement) {}

  marks(snapshot: Snapshot, coords: Coords): SelectionShown {
    const entry = this.host.entry();
    const { destinations, special } = selectionMarks(snapshot.legal, this.selected, specialMarks(entry), coords);
    return {
      selected: this.selected, destinations, special: { squares: special, name: specialMoveName(entry) },
      premove: this.premove ? [this.premove.from, this.premove.to] : null,
      pending: this.asking?.target ?? null,
    };
  }

  // ---- the game changed ----

  /** A move was played or taken back: the piece picked up is put down. */
  putDown(): void {
    this.selected = null;
    this.asking = null;
  }

  /** A takeback, or the game's end: the queued move is forgotten. */
  cancelPremove(): void {
    if (this.premove) this.premoveNote.textContent = '';
    this.premove = null;
  }

  /**
   * The position changed: if it is now the player's turn, the queued move is played when it is legal,
   * its promotion asked when it is one, and otherwise dropped with a quiet note.
   */
  turnCame(snapshot: Snapshot): void {
    const premove = this.premove;
    if (!premove || !this.host.myMoveNow()) return;
    this.premove = null;
    this.selected = null;
    const text = displayMove(`${premove.from}-${premove.to}`);
    const outcome = resolvePremove(premove, snapshot.legal, this.host.coords(), specialMarks(this.host.entry()));
    this.premoveNote.textContent = outcome.kind === 'drop' ? t().game.premoveDropped(text) : '';
    if (outcome.kind === 'play') this.play(outcome.move);
    else if (outcome.kind === 'choose') this.picked({ kind: 'choose', moves: outcome.moves });
    else this.host.redrawBoard();
  }

  /** A new snapshot: the piece picked up stays only while it can still move. */
  keepIfMovable(snapshot: Snapshot): void {
    if (this.selected && !destinationsFrom(snapshot.legal, this.selected, this.host.coords()).length) this.selected = null;
  }

  /** A new position: the choice stays open only while all its moves are still legal. */
  keepChoiceIfLegal(snapshot: Snapshot): void {
    if (this.choosing && !this.choosing.every((move) => snapshot.legal.includes(move))) this.choosing = null;
    if (this.asking && !snapshot.legal.includes(this.asking.move)) this.asking = null;
  }

  // ---- what the player does ----

  tap(name: string): void {
    const snapshot = this.host.snapshot();
    if (snapshot && !this.host.myMoveNow() && this.host.mayPremove()) {
      this.tapAhead(name);
      return;
    }
    if (!snapshot || !this.host.myMoveNow()) {
      this.selected = null;
      this.asking = null;
      this.host.redrawBoard();
      return;
    }
    // The special move asked about: its target tapped again plays it; any other tap is an answer no.
    const asked = this.asking;
    this.asking = null;
    if (asked && asked.target === name) {
      this.play(asked.move);
      return;
    }
    this.picked(pickByTap(snapshot.legal, this.selected, name, this.host.coords(), specialMarks(this.host.entry())));
  }

  /** A tap while the opponent thinks: a piece picked up, a move queued or cancelled. */
  private tapAhead(name: string): void {
    const hand = premoveTap({ selected: this.selected, premove: this.premove }, name, this.host.ownPieceOn(name));
    const game = t().game;
    if (hand.premove) this.premoveNote.textContent = game.premoveQueued(displayMove(`${hand.premove.from}-${hand.premove.to}`));
    else if (this.premove) this.premoveNote.textContent = game.premoveCancelled;
    this.selected = hand.selected;
    this.premove = hand.premove;
    this.asking = null;
    this.host.redrawBoard();
  }

  drop(from: string, to: string): void {
    const snapshot = this.host.snapshot();
    if (!snapshot || !this.host.myMoveNow()) return;
    this.asking = null;
    this.picked(pickByDrop(snapshot.legal, from, to, this.host.coords(), specialMarks(this.host.entry())));
  }

  /** A drag began on this square: the piece is picked up (never put down, as a second tap would). */
  dragStart(name: string): void {
    this.selected = name;
    this.host.redrawBoard();
  }

  submitTyped(): void {
    const typed = readTypedMove(this.typedMove.value, this.host.snapshot()?.legal ?? [], this.host.coords());
    if (typed.kind === 'unreadable') {
      const example = this.host.entry()?.move_example;
      this.host.toast(example ? t().game.badMoveExample(example) : t().game.badMoveText);
      return;
    }
    this.typedMove.value = '';
    if (typed.kind === 'choose') this.picked({ kind: 'choose', moves: typed.moves });
    else this.play(typed.move);
  }

  /** A gesture's meaning: play the move, ask which of several, or (de)select a piece. */
  private picked(picked: Picked): void {
    if (picked.kind === 'play') {
      if (this.host.confirmMoves()) {
        this.asking = { move: picked.move, target: moveEnds(picked.move, this.host.coords())[1], special: false };
        this.host.redrawBoard();
        return;
      }
      this.play(picked.move);
      return;
    }
    if (picked.kind === 'confirm') {
      this.asking = { move: picked.move, target: moveEnds(picked.move, this.host.coords())[1], special: true };
      this.selected = picked.selected;
      this.host.redrawBoard();
      return;
    }
    if (picked.kind === 'choose') {
      this.choosing = picked.moves;
      this.host.redrawBoard();
      this.boardWrap.querySelector<HTMLElement>('.promotion-choice')?.focus();
      return;
    }
    this.selected = picked.selected;
    this.host.redrawBoard();
  }

  private closeChooser(focusBoard: boolean): void {
    this.choosing = null;
    this.host.redrawBoard();
    if (focusBoard) this.host.focusBoard();
  }

  private play(move: string): void {
    this.selected = null;
    this.choosing = null;
    this.asking = null;
    // The ply says which position the move is for: one that crossed a takeback is refused, not played.
    const ply = this.host.snapshot()?.moves.length ?? 0;
    this.host.send({ type: 'move', move, ply });
    this.host.redrawBoard();
    // A correspondence move: the player will want to hear when the answer comes (asked once).
    if (this.host.snapshot()?.clock?.days) naturalMomentToAsk();
  }

  // ---- drawing ----

  /** The question under the board, while one is asked; its square is marked on the board (marks()). */
  renderQuestion(snapshot: Snapshot): void {
    const asked = this.asking && isPlayer(this.host.role(), snapshot) ? this.asking : null;
    renderMoveQuestion(this.questionSlot, asked, this.host.entry(), (move) => this.play(move), () => {
      this.asking = null;
      this.host.redrawBoard();
      this.host.focusBoard({ preventScroll: true });
    });
  }

  /** The promotion's choice over the board, while one is asked. */
  renderChooser(snapshot: Snapshot): void {
    const shown = this.boardWrap.querySelector<HTMLElement>('[data-testid="promotion-chooser"]');
    const pieceSet = this.host.pieceSet();
    const key = this.choosing ? `${document.documentElement.lang}|${this.choosing.join(' ')}|${pieceSet}` : '';
    if (shown && shown.dataset['key'] === key) return;
    shown?.remove();
    const role = this.host.role();
    if (!this.choosing || !isPlayer(role, snapshot)) return;
    const chooser = promotionChooser({
      moves: this.choosing, entry: this.host.entry(), lang: language(), side: role,
      sideIndex: snapshot.sides.indexOf(role), pieceSet,
      choose: (move) => {
        this.play(move);
        // The chooser is gone: the keyboard goes back to the board it came from.
        this.host.focusBoard({ preventScroll: true });
      },
      cancel: () => this.closeChooser(true),
    });
    chooser.dataset['key'] = key;
    this.boardWrap.append(chooser);
  }
}
