// The recorded-game viewer at /viewer (and /viewer?game=<id>, a game of the site): a record pasted or
// opened from a file is checked by the server, then stepped through on the game's board — buttons,
// ←/→/Home/End, a swipe over the board, a click on a move —, up to the first refused move, with the
// result in words. The game's board, pieces and square names come from the server's catalogue.
import { h, clear } from '../lib/dom';
import { ApiError } from '../lib/api';
import { entryOf, goalSquares, knownVariants, layoutOf, variantCatalogue, type VariantEntry } from '../lib/catalogue';
import { displayMove, moveEnds } from '../lib/notation';
import { parsePosition, type Layout } from '../lib/position';
import { stepForKey, stepped, type Step, type Stepping } from '../lib/step-through';
import {
  failureText, fetchRecord, illegalText, moveNumber, moveRows, openingPly, recordedText, replayRecord, resultText,
  secondSideStarts, swipeStep, type MoveCell, type Replay,
} from '../lib/record-replay';
import { classifyMoves, positionValue, type Mark } from '../lib/solution';
import { markText, moveDetail, positionText } from '../i18n/solution-text';
import { markGlyph, perfectPlayOn, perfectPlaySwitch, solutionLegend, turningPointsBox } from './perfect-play';
import type { Side } from '../lib/types';
import { gameTitle, language, t } from '../i18n';
import { BoardView } from './board';
import { pieceSet, setPieceSet, type PieceSet } from './piece-art';
import { squareLabeller } from './square-label';
import { keepStepFocus, stepBar, stepLabel } from './step-bar';
import { pieceSetChoice } from './game-panel';
import { AnalysisPanel, judgementGlyph } from './analysis-panel';
import { isMarked } from '../lib/move-judgement';
import { playOnButton, playOnFrom } from './play-on';
import { analysisWords } from '../i18n/analysis-text';
import { yourSideIn } from '../lib/your-games';

export interface ViewerHost {
  setTitle(title: string): void;
  navigate(path: string): void;
}

/** Files larger than this are not even read: the server takes 16 KiB at most. */
const MAX_FILE_BYTES = 1024 * 1024;

interface Shown {
  replay: Replay;
  entry: VariantEntry | undefined;
  layout: Layout;
  secondStarts: boolean;
  stepping: Stepping;
  /** Each accepted move's mark by the solution (a solved game only), and the side that played it. */
  marks: Mark[] | null;
  movers: Side[];
}

export class ViewerView {
  private shown: Shown | null = null;
  private turned = false;
  /** "Show perfect play": off until chosen, then remembered. */
  private perfectPlay = perfectPlayOn();
  private pieces: PieceSet = pieceSet();
  private boardView: BoardView | null = null;
  private boardKey = '';
  private chooseGame = false;
  private chosen: string | null = null;
  private busy = false;
  /** The message under the form, as a function so that it is said again in a new language. */
  private message: (() => string) | null = null;
  private swipe: { pointer: number; x: number; y: number } | null = null;

  // Kept across redraws: the text pasted is never lost, and the live regions stay the same elements.
  private readonly text = h('textarea', {
    id: 'viewer-record', class: 'viewer-text', rows: 8, spellcheck: 'false', autocapitalize: 'off', autocomplete: 'off',
    'data-testid': 'viewer-text', 'aria-describedby': 'viewer-record-hint viewer-message',
  });
  private readonly file = h('input', { type: 'file', id: 'viewer-file', accept: '.txt,.pgn,text/plain', class: 'viewer-file', 'data-testid': 'viewer-file' });
  private readonly messageLine = h('p', { id: 'viewer-message', class: 'form-error', role: 'alert', 'data-testid': 'viewer-message' });
  private readonly stepLabel = h('p', { class: 'step-label', role: 'status', 'aria-live': 'polite', 'data-testid': 'step-label' });
  private readonly boardWrap = h('div', { class: 'board-wrap' });
  private readonly stepSlot = h('div', { class: 'step-slot' });
  private readonly movesSlot = h('div', { class: 'viewer-moves-slot' });
  private readonly solutionDetail = h('p', { class: 'solution-detail', 'aria-live': 'polite', 'data-testid': 'solution-detail' });
  /** The engine's analysis under the board: its judgements marked in the list, its move drawn on the board. */
  private readonly analysis = new AnalysisPanel({
    stepTo: (ply) => this.stepTo(ply), changed: () => { this.renderMoves(); this.renderBoard(); }, showLesson: (lesson) => { this.lesson = lesson; this.render(); },
  });
  /** "Learn from your mistakes", shown in place of the board and its analysis while it runs. */
  private lesson: HTMLElement | null = null;
  private readonly playOn = playOnButton(() => (this.shown ? playOnFrom(this.shown.replay, this.shown.stepping.ply, this.shown.layout) : null), (path) => this.host.navigate(path));

  constructor(private readonly root: HTMLElement, private readonly game: string | null, private readonly host: ViewerHost) {
    this.file.addEventListener('change', () => void this.openFile());
    this.boardWrap.addEventListener('pointerdown', this.onPointerDown);
    this.boardWrap.addEventListener('pointerup', this.onPointerUp);
    this.boardWrap.addEventListener('pointercancel', () => (this.swipe = null));
    document.addEventListener('keydown', this.onKeyDown);
    this.render();
    if (game) void this.loadGame(game);
  }

  destroy(): void {
    document.removeEventListener('keydown', this.onKeyDown);
    this.analysis.destroy();
  }

  relabel(): void {
    this.host.setTitle(`${t().viewer.title} — ${t().appName}`);
    this.analysis.relabel();
    this.render();
  }

  // ---- loading ----

  private say(message: (() => string) | null, error: boolean): void {
    this.message = message;
    this.messageLine.textContent = message ? message() : '';
    this.messageLine.setAttribute('role', error ? 'alert' : 'status');
    this.messageLine.classList.toggle('is-error', error);
  }

  private setBusy(busy: boolean): void {
    this.busy = busy;
    for (const control of this.root.querySelectorAll<HTMLButtonElement | HTMLInputElement>('[data-busy]')) control.disabled = busy;
  }

  /** A game of this site: its record, written into the text area, then checked like a pasted one. */
  private async loadGame(game: string): Promise<void> {
    this.say(() => t().viewer.loadingGame, false);
    this.setBusy(true);
    try {
      this.text.value = await fetchRecord(game);
    } catch (error) {
      this.setBusy(false);
      const failure = () => failureText(t(), error, '').text;
      this.say(failure, true);
      return;
    }
    this.setBusy(false);
    // A game of this site was just played or watched: it opens at its end, with its result.
    await this.check({ atEnd: true });
  }

  private async openFile(): Promise<void> {
    const file = this.file.files?.[0];
    if (!file) return;
    if (file.size > MAX_FILE_BYTES) {
      this.say(() => t().viewer.tooLarge, true);
      return;
    }
    try {
      this.text.value = await file.text();
    } catch {
      this.say(() => t().viewer.fileUnreadable, true);
      return;
    }
    this.file.value = ''; // the same file opened again is read again
    await this.check();
  }

  /** Sends the text to the server; the chosen game is sent only for a record that does not name its own. */
  private async check({ atEnd = false } = {}): Promise<void> {
    const record = this.text.value;
    if (record.trim() === '') {
      this.say(() => t().viewer.empty, true);
      return;
    }
    if (this.busy) return;
    this.setBusy(true);
    this.say(() => t().viewer.checking, false);
    let variantSent = false;
    try {
      let replay: Replay;
      try {
        replay = await replayRecord(record);
        this.chooseGame = false;
      } catch (error) {
        if (!(error instanceof ApiError && error.status === 400 && this.chooseGame && this.chosen)) throw error;
        variantSent = true;
        replay = await replayRecord(record, this.chosen);
      }
      await variantCatalogue();
      this.show(replay, atEnd);
      this.say(null, false);
    } catch (error) {
      const { chooseGame } = failureText(t(), error, record, variantSent);
      if (chooseGame) this.chooseGame = true;
      this.say(() => failureText(t(), error, record, variantSent).text, true);
      this.render();
    } finally {
      this.setBusy(false);
    }
  }

  private show(replay: Replay, atEnd: boolean): void {
    const entry = entryOf(replay.variant);
    const size = entry ?? { width: 0, height: 0, sides: [] };
    const layout = layoutOf(entry, { width: size.width, height: size.height, sides: size.sides });
    const start = parsePosition(replay.positions[0] ?? '', layout);
    const secondStarts = secondSideStarts(replay, layout.sides, start?.toMove ?? null);
    const movers = replay.moves.map((move) => move.side);
    const marks = replay.solution ? classifyMoves(replay.solution, movers) : null;
    this.shown = { replay, entry, layout, secondStarts, stepping: { positions: replay.positions, ply: openingPly(replay, atEnd) }, marks, movers };
    const [first = '', second = ''] = layout.sides;
    this.analysis.setGame({
      variant: replay.variant, start: replay.positions[0] ?? '', moves: replay.moves.map((move) => move.move),
      firstMoves: movers.map((side) => side === first), sides: [first, second], secondStarts, player: this.game ? yourSideIn(this.game) : null,
    });
    this.render();
    // The keyboard goes to the steps, which are in view with the board.
    const focus = this.shown.stepping.ply === 0 ? 'step-forward' : 'step-back';
    this.stepSlot.querySelector<HTMLElement>(`[data-focus="${focus}"]`)?.focus({ preventScroll: true });
    // The board and its steps in view: scrolled to only when they are not (the form may be far below on a phone).
    const view = this.root.querySelector('.viewer-view');
    const top = view?.getBoundingClientRect().top ?? 0;
    if (top < 0 || this.stepSlot.getBoundingClientRect().bottom > window.innerHeight) view?.scrollIntoView({ block: 'start' });
  }

  // ---- stepping ----

  private stepTo(ply: number): void {
    const shown = this.shown;
    if (!shown) return;
    const focusKey = (document.activeElement as HTMLElement | null)?.dataset?.['focus'];
    const inList = this.movesSlot.contains(document.activeElement);
    const turning = (document.activeElement as HTMLElement | null)?.dataset?.['turning'];
    shown.stepping = { ...shown.stepping, ply };
    this.renderBoard();
    this.renderSteps();
    this.renderMoves();
    this.renderSolution();
    if (focusKey?.startsWith('step-')) keepStepFocus(this.stepSlot, focusKey, ply);
    // A turning point clicked: the keyboard stays on it (the list is drawn anew).
    else if (turning !== undefined) this.movesSlot.querySelector<HTMLElement>(`[data-turning="${turning}"]`)?.focus({ preventScroll: true });
    // The list is drawn anew: the keyboard stays in it, on the move shown (the first one at the start).
    else if (inList) (this.movesSlot.querySelector<HTMLElement>('.mv.current') ?? this.movesSlot.querySelector<HTMLElement>('button.mv'))?.focus({ preventScroll: true });
    // Stepped from the board's side (not from the list, which the page keeps in view).
    if (!inList) this.keepDetailInView();
  }

  private step(step: Step): void {
    if (this.shown) this.stepTo(stepped(this.shown.stepping, step));
  }

  /** ←/→/Home/End anywhere on the page but in a text field, a choice (radio buttons), or on the board (whose arrows walk its squares). */
  private readonly onKeyDown = (event: KeyboardEvent): void => {
    if (!this.shown || this.lesson || event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
    const step = stepForKey(event.key);
    const target = event.target as Element | null;
    // A switch (checkbox) has no use for the arrows: they step there too.
    if (!step || target?.closest?.('input:not([type="checkbox"]), textarea, select, [contenteditable="true"], svg.board')) return;
    event.preventDefault();
    this.step(step);
  };

  private readonly onPointerDown = (event: PointerEvent): void => {
    this.swipe = { pointer: event.pointerId, x: event.clientX, y: event.clientY };
  };

  private readonly onPointerUp = (event: PointerEvent): void => {
    const swipe = this.swipe;
    this.swipe = null;
    if (!swipe || swipe.pointer !== event.pointerId) return;
    const step = swipeStep(event.clientX - swipe.x, event.clientY - swipe.y);
    if (step) this.step(step);
  };

  // ---- drawing ----

  private render(): void {
    const catalogue = t();
    const viewer = catalogue.viewer;
    clear(this.root);
    this.text.setAttribute('placeholder', viewer.pasteHint);
    const page = h('section', { class: 'viewer-page', 'data-testid': 'viewer' }, h('div', { class: 'viewer-head' }, h('h1', {}, viewer.title)));
    if (this.shown) page.append(this.lesson ?? this.viewerSection(this.shown));
    page.append(this.form());
    this.root.append(page);
    if (this.message) this.messageLine.textContent = this.message();
    this.setBusy(this.busy);
    if (this.shown) {
      this.renderBoard();
      this.renderSteps();
      this.renderMoves();
      this.renderSolution();
    }
  }

  private form(): HTMLElement {
    const viewer = t().viewer;
    const form = h('form', { class: 'card viewer-form', 'data-testid': 'viewer-form', 'aria-label': viewer.title },
      h('p', { class: 'muted viewer-intro' }, viewer.intro),
      h('label', { for: 'viewer-record', class: 'field-label' }, viewer.paste),
      this.text,
      h('p', { id: 'viewer-record-hint', class: 'field-hint' }, viewer.pasteHint),
      h('div', { class: 'viewer-actions' },
        h('button', { type: 'submit', class: 'btn btn-primary', 'data-busy': '', 'data-testid': 'viewer-show' }, viewer.show),
        // The real file input is inside its label: a tap anywhere on the button opens the chooser.
        h('label', { class: 'btn btn-secondary viewer-file-btn', for: 'viewer-file' }, viewer.openFile, this.file)),
      this.chooseGame ? this.gameChooser() : null,
      this.messageLine);
    form.addEventListener('submit', (event) => {
      event.preventDefault();
      void this.check();
    });
    return form;
  }

  /** The choice of game, for a record that does not name its own: choosing one checks it again. */
  private gameChooser(): HTMLElement {
    return h('fieldset', { class: 'viewer-games', 'data-testid': 'viewer-games' }, h('legend', {}, t().viewer.chooseGame),
      ...knownVariants().map(({ name }) => {
        const input = h('input', { type: 'radio', name: 'viewer-variant', value: name, checked: this.chosen === name, 'data-testid': `viewer-variant-${name}` });
        input.addEventListener('change', () => {
          this.chosen = name;
          void this.check();
        });
        return h('label', { class: 'choice' }, input, h('span', {}, gameTitle(name)));
      }));
  }

  private viewerSection(shown: Shown): HTMLElement {
    const catalogue = t();
    const viewer = catalogue.viewer;
    const { replay } = shown;
    const illegal = illegalText(catalogue, replay, shown.secondStarts, language());
    const recorded = recordedText(catalogue, replay, shown.layout.sides);
    const tags = replay.tags.filter((tag) => tag.value !== '' && tag.value !== '?');
    const flip = h('button', {
      type: 'button', class: 'btn btn-secondary flip-btn', 'aria-pressed': String(this.turned), 'data-testid': 'flip', 'data-focus': 'flip',
      onclick: () => {
        this.turned = !this.turned;
        flip.setAttribute('aria-pressed', String(this.turned));
        this.renderBoard();
      },
    }, h('span', { 'aria-hidden': 'true' }, '⇅'), viewer.flip);
    const boardCol = h('div', { class: `board-col${shown.layout.width > 8 ? ' wide-board' : ''}` },
      h('p', { class: 'meta viewer-game', 'data-testid': 'viewer-game' }, gameTitle(replay.variant),
        replay.guessed ? h('span', { 'data-testid': 'viewer-guessed' }, ` — ${viewer.guessed}`) : null),
      this.boardWrap,
      // What the record itself says first (its refused move, the solved game's switch), then the engine's analysis.
      h('div', { class: 'board-tools viewer-tools' }, this.stepSlot, this.analysis.explanation,
        illegal ? h('p', { class: 'notice illegal-note', 'data-testid': 'viewer-illegal' }, illegal) : null,
        shown.marks ? this.perfectPlaySwitch() : null,
        shown.marks ? this.solutionDetail : null,
        this.analysis.element,
        h('div', { class: 'viewer-tool-row' }, flip, h('span', { class: 'muted viewer-swipe-hint' }, viewer.swipeHint)),
        this.playOn.element));
    const sets = pieceSetChoice({
      entry: shown.entry, pieceSet: this.pieces,
      setPieceSet: (set) => {
        this.pieces = set;
        setPieceSet(set);
        this.renderBoard();
      },
    });
    const sideCol = h('div', { class: 'side-col' },
      h('section', { class: 'card viewer-result' }, h('h2', {}, viewer.result),
        h('p', { class: 'status over', 'data-testid': 'viewer-result' }, resultText(catalogue, replay, shown.layout.sides)),
        recorded ? h('p', { 'data-testid': 'viewer-recorded' }, recorded) : null),
      h('section', { class: 'card move-list' }, h('h2', {}, viewer.moves), this.movesSlot),
      sets ? h('div', { class: 'switches' }, sets) : null,
      tags.length ? h('details', { class: 'card viewer-tags' }, h('summary', {}, viewer.tags),
        h('dl', {}, ...tags.flatMap((tag) => [h('dt', {}, tag.name), h('dd', {}, tag.value)]))) : null);
    return h('div', { class: 'viewer-view game-view' }, boardCol, sideCol);
  }

  /** The switch under the board, shown whenever the answer carries a solution (whatever the game). */
  private perfectPlaySwitch(): HTMLElement {
    return perfectPlaySwitch(this.perfectPlay, (on) => {
      this.perfectPlay = on;
      this.renderMoves();
      this.renderSolution();
      this.keepDetailInView();
    });
  }

  /**
   * The sentence under the board brought into view when it ends below the window (a phone), as far as
   * the board stays whole in view: stepping from the board's side, one sees both.
   */
  private keepDetailInView(): void {
    if (this.solutionDetail.hidden || !this.solutionDetail.isConnected) return;
    const below = this.solutionDetail.getBoundingClientRect().bottom - window.innerHeight;
    const boardTop = this.boardWrap.getBoundingClientRect().top;
    if (below > 0 && boardTop > 0) window.scrollBy(0, Math.min(below + 8, boardTop));
  }

  /** Under the board, with perfect play shown: what the move shown did, and what its position is worth to the side to move. */
  private renderSolution(): void {
    const shown = this.shown;
    const solution = shown?.replay.solution;
    if (!shown || !shown.marks || !solution || !this.perfectPlay) {
      this.solutionDetail.replaceChildren();
      this.solutionDetail.hidden = true;
      return;
    }
    const catalogue = t();
    const { replay, stepping, marks, movers, layout } = shown;
    const ply = stepping.ply;
    const parts: HTMLElement[] = [];
    const move = replay.moves[ply - 1];
    const entry = solution[ply - 1];
    const mark = marks[ply - 1];
    if (move && entry && mark) {
      parts.push(h('span', { class: `solution-move pp-${mark}`, 'data-testid': 'solution-move' },
        markGlyph(mark), ' ', moveDetail(catalogue, entry, mark, move.side, move.move)));
    }
    const over = replay.result.state !== 'ongoing' && ply === replay.positions.length - 1;
    const value = positionValue(solution, movers, ply, over, layout.sides);
    if (value) parts.push(h('span', { class: 'solution-position', 'data-testid': 'solution-position' }, positionText(catalogue, value, ply === 0)));
    this.solutionDetail.replaceChildren(...parts.flatMap((part, index) => (index === 0 ? [part] : [' ', part])));
    this.solutionDetail.hidden = parts.length === 0;
  }

  private renderSteps(): void {
    const shown = this.shown;
    if (!shown) return;
    const { replay, stepping } = shown;
    this.stepSlot.replaceChildren(stepBar({ stepping, moves: replay.moves, step: (step) => this.step(step) }, this.stepLabel));
    this.analysis.show(stepping.ply);
    this.playOn.refresh();
    // As the game page says it, and "— check!" after a move that checks.
    const move = replay.moves[stepping.ply - 1];
    const label = stepLabel(stepping, replay.moves);
    this.stepLabel.textContent = move && move.in_check.length > 0 ? t().game.inCheck(label) : label;
  }

  private renderBoard(): void {
    const shown = this.shown;
    if (!shown) return;
    const { replay, layout, entry, stepping } = shown;
    const key = `${replay.variant}|${layout.width}x${layout.height}`;
    if (!this.boardView || this.boardKey !== key) {
      const ignore = () => undefined;
      this.boardView = new BoardView(layout.width, layout.height, { square: ignore, drop: ignore, dragStart: ignore }, layout.coords);
      this.boardKey = key;
      this.boardWrap.replaceChildren(this.boardView.element);
    }
    const board = parsePosition(stepping.positions[stepping.ply] ?? '', layout);
    if (!board) return;
    const catalogue = t();
    const lang = language();
    const move = replay.moves[stepping.ply - 1];
    const lastMove = move ? moveEnds(move.move, layout.coords) : null;
    const captured = new Set(move?.captured ?? []);
    const check = new Set(move?.in_check ?? []);
    const goals = goalSquares(entry);
    const facts = { selected: null, destinations: new Set<string>(), threatened: new Set<string>(), check, captured, lastMove };
    this.boardView.update({
      board, sides: layout.sides, turned: this.turned, selected: null, destinations: facts.destinations, movable: new Set(),
      lastMove, check, pieceSet: this.pieces, threatened: facts.threatened, goals,
      // A piece taken where the mover now stands: the last-move frame marks it, a cross would hide the mover.
      captured: new Set([...captured].filter((name) => name !== lastMove?.[1])),
      boardLabel: catalogue.game.board(gameTitle(replay.variant)),
      label: squareLabeller(catalogue, entry, board, facts, goals, layout.sides, lang),
    });
    const best = this.analysis.bestMoveAt(stepping.ply);
    this.boardView.setArrow(best ? moveEnds(best, layout.coords) : null);
  }

  private renderMoves(): void {
    const shown = this.shown;
    if (!shown) return;
    const catalogue = t();
    const viewer = catalogue.viewer;
    const { replay, stepping, secondStarts } = shown;
    const marks = this.perfectPlay ? shown.marks : null;
    const rows = moveRows(replay, secondStarts);
    if (rows.length === 0) {
      this.movesSlot.replaceChildren(h('p', { class: 'muted' }, viewer.noMoves));
      return;
    }
    const cell = (one: MoveCell | null) => {
      if (!one) return h('span', { class: 'mv-gap', 'aria-hidden': 'true' }, '…');
      if (one.refused) {
        return h('del', { class: 'mv refused', 'data-testid': 'refused-move', title: viewer.refused },
          one.move, h('span', { class: 'sr-only' }, ` (${viewer.refused})`));
      }
      const current = one.index === stepping.ply - 1;
      const mark = marks?.[one.index];
      const judged = this.analysis.judgementAt(one.index);
      const said = `${mark ? `, ${markText(catalogue, mark)}` : ''}${judged ? `, ${analysisWords().judgements[judged]}` : ''}`;
      return h('button', {
        type: 'button', class: `${current ? 'mv current' : 'mv'}${mark ? ` pp-${mark}` : ''}`, 'aria-current': current ? 'step' : null, 'data-index': one.index,
        'aria-label': `${moveNumber(one.index, secondStarts)} ${displayMove(one.move)}${said}`, 'data-mark': mark ?? null, title: mark ? markText(catalogue, mark) : null,
        onclick: () => this.stepTo(one.index + 1),
      }, displayMove(one.move), mark ? markGlyph(mark) : null, judged && isMarked(judged) ? judgementGlyph(judged) : null);
    };
    const list = h('ol', { class: 'moves viewer-moves', 'data-testid': 'viewer-moves' },
      ...rows.map((row) => h('li', {}, h('span', { class: 'move-no', 'aria-hidden': 'true' }, `${row.number}.`), cell(row.first), cell(row.second))));
    const points = marks ? turningPointsBox({
      marks, moves: replay.moves, secondStarts, current: stepping.ply - 1, stepTo: (ply) => this.stepTo(ply),
    }) : null;
    this.movesSlot.replaceChildren(...(points ? [points] : []), list, ...(marks ? [solutionLegend(marks)] : []));
    // The move shown is followed inside the list's own box: the page does not jump away from the board.
    const current = list.querySelector<HTMLElement>('.mv.current') ?? (stepping.ply === 0 ? null : list.querySelector<HTMLElement>('.mv.refused'));
    if (current) list.scrollTop += current.getBoundingClientRect().top - list.getBoundingClientRect().top - list.clientHeight / 2;
    else list.scrollTop = 0;
  }
}

export function mountViewer(root: HTMLElement, game: string | null, host: ViewerHost): { destroy(): void; relabel(): void } {
  return new ViewerView(root, game, host);
}
