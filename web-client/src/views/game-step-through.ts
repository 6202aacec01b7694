// Browsing the game's earlier positions on the game page: during play (a move tapped in the list or
// the strip) and after it ("Replay the moves here"). The positions are asked of the server, the ply
// shown is kept here, and the bar under the board (step-bar.ts) steps through them with its buttons
// and the arrow, Home and End keys. During play new moves keep arriving: the board stays on the
// position browsed, the bar says how far behind it is, and the live position is one tap away
// (stepping onto it, "Back to the game", or a tap on the board ends the browsing). Apart from the game
// view's controller because it is a state of its own — which position is shown instead of the game
// as it stands — that the board, the panel and perfect play only read; the controller draws them
// again when it changes. lib/step-through.ts holds where each step leads.
import { h } from '../lib/dom';
import { isOver } from '../lib/game-state';
import { fetchPositions, stepForKey, steppedFrom, type Stepping } from '../lib/step-through';
import type { Snapshot } from '../lib/types';
import { plainResult } from '../lib/result-words';
import { t } from '../i18n';
import { keepStepFocus, stepBar } from './step-bar';

export interface StepThroughHost {
  readonly gameId: string;
  /** The game as the server last told it. */
  snapshot(): Snapshot | null;
  /** Draws the board and the panel again (another position is shown, or the game's own again). */
  redrawPosition(): void;
  /** Brings the board into view (a move tapped far down the page, or a turning point). */
  showBoard(): void;
  toast(text: string): void;
}

export class GameStepThrough {
  // The positions from the server (ply 0 first; during play they may stop short of the game's last
  // ply, fetched again when a step needs more) and the ply shown. Null: the game as it stands.
  private stepping: Stepping | null = null;
  private fetching: Promise<readonly string[]> | null = null;
  private readonly label = h('p', { class: 'step-label', role: 'status', 'aria-live': 'polite', 'data-testid': 'step-label' });
  /** Under the board, where the step bar goes while the game is browsed. */
  readonly slot = h('div', { class: 'step-slot' });

  constructor(private readonly host: StepThroughHost) {
    this.slot.addEventListener('keydown', (event) => {
      const step = stepForKey(event.key);
      const snapshot = this.host.snapshot();
      if (!step || !this.stepping || !snapshot) return;
      event.preventDefault();
      this.stepTo(steppedFrom(this.stepping.ply, snapshot.moves.length, step));
    });
  }

  /**
   * ← or → pressed anywhere on the game page (issue 40: they stepped only from the step bar), or a
   * swipe on the move strip: one move back or forward, browsing from the game as it stands. Not
   * where the key means something of its own: a field, a slider, a radio group, the board (whose
   * arrows move between squares), a modifier held.
   */
  keyAnywhere(event: KeyboardEvent): void {
    if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
    if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
    const target = event.target instanceof Element ? event.target : null;
    if (target?.closest('input, textarea, select, [contenteditable], svg.board, [role="radiogroup"], [role="menu"], .promotion-chooser')) return;
    if (this.step(event.key === 'ArrowLeft' ? 'back' : 'forward')) event.preventDefault();
  }

  /** One move back or forward from the position shown; false when there is nowhere to go. */
  step(step: 'back' | 'forward'): boolean {
    const snapshot = this.host.snapshot();
    if (!snapshot || snapshot.moves.length === 0) return false;
    if (this.stepping) {
      this.stepTo(steppedFrom(this.stepping.ply, snapshot.moves.length, step));
      return true;
    }
    // The game as it stands is its last position: only back leads anywhere.
    if (step === 'forward') return false;
    this.start(snapshot.moves.length - 1);
    return true;
  }

  /** The positions and the ply shown instead of the game as it stands; null when it is not browsed (perfect play marks the move shown). */
  get current(): Stepping | null {
    return this.stepping;
  }

  /** Browsing the game while it is played (not after its end): the board then answers no tap. */
  browsingLive(snapshot: Snapshot): boolean {
    return this.stepping !== null && !isOver(snapshot);
  }

  /**
   * Shows the position after `ply` moves (a move tapped, a turning point, "Replay the moves here"
   * with no ply: the end of a finished game), with the board brought into view.
   */
  start(ply?: number): void {
    const snapshot = this.host.snapshot();
    if (!snapshot) return;
    const focusBar = this.stepping === null;
    this.stepTo(ply ?? snapshot.moves.length, { focusBar, showBoard: true });
  }

  /** Back to the game as it stands (the caller draws it again). */
  stop(): void {
    this.stepping = null;
  }

  /** A takeback while browsing: the positions after it are no longer the game's. */
  forgetLaterPositions(snapshot: Snapshot): void {
    if (!this.stepping) return;
    const plies = snapshot.moves.length;
    if (this.stepping.positions.length > plies + 1) this.stepping = { positions: this.stepping.positions.slice(0, plies + 1), ply: Math.min(this.stepping.ply, plies) };
  }

  private stepTo(ply: number, { focusBar = false, showBoard = false } = {}): void {
    const snapshot = this.host.snapshot();
    if (!snapshot) return;
    const focusKey = (document.activeElement as HTMLElement | null)?.dataset?.['focus'];
    const live = snapshot.moves.length;
    const target = Math.max(0, Math.min(ply, live));
    // During play the live position is the game's own: browsing ends there.
    if (target === live && !isOver(snapshot)) {
      const wasBrowsing = this.stepping !== null;
      this.stepping = null;
      if (wasBrowsing) {
        this.host.redrawPosition();
        if (focusKey?.startsWith('step-')) this.host.showBoard();
      }
      return;
    }
    const known = this.stepping?.positions;
    if (known && target < known.length) {
      this.show({ positions: known, ply: target }, focusKey, focusBar, showBoard);
      return;
    }
    this.fetching ??= fetchPositions(this.host.gameId).finally(() => {
      this.fetching = null;
    });
    this.fetching.then((positions) => {
      if (target >= positions.length) return; // a takeback meanwhile: the move is gone
      this.show({ positions, ply: target }, focusKey, focusBar, showBoard);
    }, () => this.host.toast(t().game.stepFailed));
  }

  private show(stepping: Stepping, focusKey: string | undefined, focusBar: boolean, showBoard: boolean): void {
    this.stepping = stepping;
    this.host.redrawPosition();
    if (showBoard) this.host.showBoard();
    if (focusBar) this.slot.querySelector<HTMLElement>(`[data-focus="${stepping.ply === 0 ? 'step-forward' : 'step-back'}"]`)?.focus({ preventScroll: true });
    else keepStepFocus(this.slot, focusKey, stepping.ply);
  }

  /** The bar under the board while the game is browsed; nothing otherwise. */
  renderBar(snapshot: Snapshot): void {
    if (!this.stepping) {
      this.slot.replaceChildren();
      return;
    }
    const live = !isOver(snapshot);
    this.slot.replaceChildren(stepBar({
      stepping: this.stepping,
      moves: snapshot.moves,
      live,
      result: live ? null : plainResult(t(), snapshot.result, snapshot.sides),
      step: (step) => this.stepTo(steppedFrom((this.stepping as Stepping).ply, snapshot.moves.length, step)),
      backToGame: () => this.stepTo(snapshot.moves.length),
    }, this.label));
  }
}
