// Solving one exercise at /exercises/<id>. The server checks every move: each attempt sends the
// solver's moves so far (POST /api/exercises/<id>/attempt) and the page draws what comes back.
// The moves found so far are kept in session storage, so a reload replays them with one attempt.
import { h, clear } from '../lib/dom';
import { typedMoveForm } from './typed-move-form';
import { api, ApiError, type Attempt, type ExerciseItem, type ExerciseState, type PlayedMove } from '../lib/api';
import { account, noteSolved } from '../lib/account';
import { applyPlayed, explanationText, explanationWordsOf, familyNumbers, finishReason, goalSaysMoves, nextExercise, stars, type ExplanationWords } from '../lib/exercises';
import { displayMove, moveEnds, movableSquares, readTypedMove } from '../lib/notation';
import { pickByDrop, pickByTap, selectionMarks, type Picked } from '../lib/move-picker';
import { entryOf, hasCaptures, layoutOf } from '../lib/catalogue';
import { isTurned } from '../lib/orientation';
import { boardSize, parsePosition, pieceOn, type Board, type Layout } from '../lib/position';
import { markSolvedLocally } from '../lib/progress';
import { setting, storeSetting } from '../lib/storage';
import { gameTitle, language, t } from '../i18n';
import { BoardView } from './board';
import { pieceSet } from './piece-art';
import { pieceWords, squareLabel } from './square-label';
import { cachedExercises, errorText, fetchExercises, solvedOf } from './exercises';
import { goalIn } from '../i18n/exercise-goals';

/** How long the player's own move stays on the board before the opponent's reply is drawn. */
const REPLY_DELAY_MS = 600;

type Text = () => string;

type Phase = 'loading' | 'solving' | 'sending' | 'replying' | 'wrong' | 'solved' | 'failed';

interface Shown {
  board: Board;
  lastMove: PlayedMove | null;
  /** After a wrong move: the player's move, marked apart from the reply (lastMove). */
  tried?: PlayedMove | null;
}

const storageKey = (id: string) => `petteia.exercise.${id}`;

function savedMoves(id: string): string[] {
  try {
    const value: unknown = JSON.parse(sessionStorage.getItem(storageKey(id)) ?? '[]');
    return Array.isArray(value) ? value.filter((move): move is string => typeof move === 'string') : [];
  } catch {
    return [];
  }
}

function saveMoves(id: string, moves: string[]): void {
  try {
    if (moves.length) sessionStorage.setItem(storageKey(id), JSON.stringify(moves));
    else sessionStorage.removeItem(storageKey(id));
  } catch {
    // Without session storage a reload simply starts the exercise again.
  }
}

function explanationWords(): ExplanationWords {
  return explanationWordsOf(t(), language());
}

export class ExerciseController {
  private phase: Phase = 'loading';
  private item: ExerciseItem | null = null;
  private start: ExerciseState | null = null;
  private state: ExerciseState | null = null;
  private moves: string[] = [];
  private shown: Shown | null = null;
  private selected: string | null = null;
  // Texts as functions of the catalogue, so that a change of language redraws them too.
  private message: Text = () => '';
  private detail: Text = () => '';
  private recorded = false;
  private showThreats = setting('threats') === 'on';
  private boardView: BoardView | null = null;
  private timer: number | undefined;
  private destroyed = false;
  /** Solved just now: "Next exercise" takes the focus as soon as it exists (the list may still load). */
  private focusNext = false;

  private readonly heading = h('h1', {});
  private readonly goal = h('p', { class: 'exercise-goal-line', 'data-testid': 'goal' });
  private readonly meta = h('p', { class: 'meta' });
  private readonly boardWrap = h('div', { class: 'board-wrap' });
  private readonly statusLine = h('p', { class: 'status', 'data-testid': 'status', role: 'status', 'aria-live': 'polite' });
  private readonly panel = h('div', { class: 'panel' });
  /** Said when "Show my threatened pieces" shows nothing (a live region, so the switch is not silent). */
  private readonly threatNote = h('p', { class: 'muted threat-note', role: 'status', 'aria-live': 'polite', 'data-testid': 'threat-note' });
  private readonly typedMove = h('input', {
    class: 'type-move-input', type: 'text', id: 'typed-move', autocomplete: 'off', autocapitalize: 'off', spellcheck: 'false', 'data-testid': 'type-move', 'data-focus': 'type-move',
  });

  constructor(private readonly root: HTMLElement, private readonly id: string, private readonly host: { setTitle(title: string): void }) {
    this.layout();
    void this.load();
  }

  destroy(): void {
    this.destroyed = true;
    window.clearTimeout(this.timer);
  }

  relabel(): void {
    this.layout();
  }

  private layout(): void {
    clear(this.root);
    this.boardView = null;
    this.root.append(
      h('section', { class: 'exercise-view', 'data-testid': 'exercise-view' },
        h('div', { class: 'exercise-head' }, this.heading, this.goal, this.meta),
        h('div', { class: 'game-view' },
          h('div', { class: 'board-col' }, this.boardWrap),
          h('div', { class: 'side-col' }, this.statusLine, this.threatNote, this.panel))),
    );
    this.render();
  }

  // ---- talking to the server ----

  private async load(): Promise<void> {
    try {
      const answer = await api<{ exercise: ExerciseItem; state: ExerciseState }>('GET', `/api/exercises/${encodeURIComponent(this.id)}`);
      if (this.destroyed) return;
      this.item = answer.exercise;
      this.start = answer.state;
      // The list gives the exercise its number ("Capture 3") and the next one.
      if (!cachedExercises()) void fetchExercises().then(() => !this.destroyed && this.render()).catch(() => undefined);
      const saved = savedMoves(this.id);
      if (saved.length && (await this.replay(saved))) return;
      this.restart();
    } catch (error) {
      if (this.destroyed) return;
      this.phase = 'failed';
      this.message = () => (error instanceof ApiError && error.code === 'exercise_not_found' ? t().exercises.notFound : errorText(error));
      this.render();
    }
  }

  /** After a reload: the moves found before, sent again in one attempt. */
  private async replay(saved: string[]): Promise<boolean> {
    try {
      const attempt = await this.attempt(saved);
      if (this.destroyed || attempt.result === 'wrong') return false;
      this.moves = saved;
      this.state = attempt.state;
      this.shown = this.shownOf(attempt.state);
      if (attempt.result === 'solved') this.solved(attempt.recorded);
      else {
        this.phase = 'solving';
        this.message = () => '';
      }
      this.render();
      return true;
    } catch {
      return false; // the exercise changed, or the moves were tampered with: start again
    }
  }

  private attempt(moves: string[]): Promise<Attempt> {
    return api<Attempt>('POST', `/api/exercises/${encodeURIComponent(this.id)}/attempt`, { moves });
  }

  private play(move: string): void {
    const state = this.state;
    if (this.phase !== 'solving' || !state) return;
    this.selected = null;
    if (!state.legal.includes(move)) {
      this.say(() => t().illegal.illegal);
      this.render();
      return;
    }
    const before = this.shown;
    const moves = [...this.moves, move];
    this.phase = 'sending';
    this.message = () => t().exercises.checking;
    this.detail = () => '';
    this.render();
    this.attempt(moves)
      .then((attempt) => {
        if (!this.destroyed) this.answered(attempt, moves, before);
      })
      .catch((error: unknown) => {
        if (this.destroyed) return;
        this.phase = 'solving';
        const code = error instanceof ApiError ? error.code : 'network';
        this.say(() => (code === 'illegal_move' ? t().errors.illegal_move : errorText(error)));
        this.render();
      });
  }

  private answered(attempt: Attempt, moves: string[], before: Shown | null): void {
    if (attempt.result === 'wrong') {
      const { explanation } = attempt;
      this.state = attempt.state;
      // What would happen: the wrong move and the answer to it, drawn until "Try again".
      let board = (before ?? this.shownOf(attempt.state)).board;
      board = applyPlayed(board, explanation.move);
      if (explanation.reply) board = applyPlayed(board, explanation.reply);
      this.shown = explanation.reply ? { board, lastMove: explanation.reply, tried: explanation.move } : { board, lastMove: explanation.move };
      this.phase = 'wrong';
      // A goal that counts moves ("Win in one move") was missed by not winning at once; one that
      // does not (Le Grec's "keep the win") by letting the win go: 0 says so to the explanation.
      const solverMoves = this.item && goalSaysMoves(this.item.goal.en) ? this.item.solver_moves : 0;
      this.message = () => t().exercises.wrong;
      this.detail = () => explanationText(explanation, explanationWords(), solverMoves);
      this.render();
      this.panel.querySelector<HTMLElement>('[data-testid="try-again"]')?.focus();
      return;
    }
    this.moves = moves;
    saveMoves(this.id, moves);
    this.state = attempt.state;
    if (attempt.result === 'solved') {
      this.shown = this.shownOf(attempt.state);
      this.focusNext = true;
      this.solved(attempt.recorded);
      this.render();
      return;
    }
    // Right: first the player's own move, then the opponent's reply, announced in the status line.
    const mine = attempt.state.played[attempt.state.played.length - 2];
    if (before && mine) this.shown = { board: applyPlayed(before.board, mine), lastMove: mine };
    this.phase = 'replying';
    this.message = () => t().exercises.correct;
    this.render();
    this.timer = window.setTimeout(() => {
      const reply = attempt.reply;
      this.shown = this.shownOf(attempt.state);
      this.phase = 'solving';
      this.message = () => {
        const catalogue = t();
        const answer = reply.captured.length
          ? catalogue.exercises.answersCapturing(reply.side, displayMove(reply.move), explanationWords().listFormat(reply.captured))
          : catalogue.exercises.answers(reply.side, displayMove(reply.move));
        return `${catalogue.exercises.correct} ${answer} ${catalogue.exercises.yourTurnAgain}`;
      };
      this.render();
    }, REPLY_DELAY_MS);
  }

  private solved(recorded: boolean): void {
    this.phase = 'solved';
    this.recorded = recorded;
    markSolvedLocally(this.id);
    if (recorded) noteSolved(this.id);
    const list = cachedExercises();
    const listed = list?.exercises.find((exercise) => exercise.id === this.id);
    if (listed && list?.signed_in) listed.solved = true;
    this.message = () => t().exercises.solvedTitle;
    const item = this.item;
    const reason = item && item.family === 'finish' && this.state ? finishReason(this.state.position, this.layoutOf(item, this.state), item.solver, entryOf(item.variant)?.end_reasons) : null;
    this.detail = () => {
      const text = t().exercises;
      const why = !reason ? '' : 'left' in reason ? text.onePieceLeft(reason.side, reason.left) : text.noMovesLeft(reason.side);
      return [why, recorded ? text.solvedSaved : text.solvedLocal].filter(Boolean).join(' ');
    };
    if (!list) void fetchExercises().then(() => this.renderPanel()).catch(() => undefined);
  }

  // ---- what the player does ----

  private restart(): void {
    window.clearTimeout(this.timer);
    this.focusNext = false;
    saveMoves(this.id, []);
    this.moves = [];
    this.state = this.start;
    this.shown = this.start ? this.shownOf(this.start) : null;
    this.phase = this.start ? 'solving' : 'failed';
    this.message = () => '';
    this.detail = () => '';
    this.selected = null;
    this.render();
  }

  private tryAgain(): void {
    if (!this.state) return;
    this.shown = this.shownOf(this.state);
    this.phase = 'solving';
    this.message = () => '';
    this.detail = () => '';
    this.render();
    this.boardView?.element.querySelector<SVGElement>('[tabindex="0"]')?.focus();
  }

  private say(message: Text): void {
    this.message = message;
    this.detail = () => '';
  }

  private tapSquare(name: string): void {
    const state = this.state;
    if (this.phase !== 'solving' || !state) return;
    this.picked(pickByTap(state.legal, this.selected, name, this.coords()));
  }

  private dropPiece(from: string, to: string): void {
    if (this.phase !== 'solving' || !this.state) return;
    this.picked(pickByDrop(this.state.legal, from, to, this.coords()));
  }

  /** Exercises have no promotion: a choice between several moves is left to the typed move. */
  private picked(picked: Picked): void {
    if (picked.kind === 'play') this.play(picked.move);
    else {
      this.selected = picked.kind === 'select' ? picked.selected : null;
      this.renderBoard();
    }
  }

  private coords() {
    return this.shown?.board.coords ?? layoutOf(undefined, { width: 0, height: 0, sides: [] }).coords;
  }

  /** How the exercise's positions are read: its game's catalogue entry (its sides, else those the state names). */
  private layoutOf(item: ExerciseItem, state: ExerciseState): Layout {
    const entry = entryOf(item.variant);
    return layoutOf(entry, { ...boardSize(state.position), sides: entry?.sides ?? Object.keys(state.threatened) });
  }

  private submitTypedMove(): void {
    const typed = readTypedMove(this.typedMove.value, this.state?.legal ?? [], this.coords());
    if (typed.kind === 'unreadable' || typed.kind === 'choose') {
      this.say(() => t().game.badMoveText);
      this.render();
      return;
    }
    this.typedMove.value = '';
    this.play(typed.move);
  }

  // ---- drawing ----

  private shownOf(state: ExerciseState): Shown {
    const item = this.item as ExerciseItem;
    const board = parsePosition(state.position, this.layoutOf(item, state)) as Board;
    return { board, lastMove: state.played[state.played.length - 1] ?? null };
  }

  private render(): void {
    const catalogue = t();
    const text = catalogue.exercises;
    const item = this.item;
    const family = item ? text.families[item.family] ?? item.family : '';
    const number = item ? familyNumbers(cachedExercises()?.exercises ?? []).get(item.id) : undefined;
    this.heading.textContent = item ? `${text.heading} · ${number ? text.numbered(family, number) : family}` : text.heading;
    this.host.setTitle(`${text.heading} — ${catalogue.appName}`);
    if (item) {
      this.goal.replaceChildren(h('strong', {}, text.goal), ' ', goalIn(item.goal, language()));
      const difficulty = text.difficulties[item.difficulty] ?? String(item.difficulty);
      this.meta.replaceChildren(
        gameTitle(item.variant), ' · ',
        text.playAs[item.solver] ?? item.solver, ' · ',
        h('span', { 'aria-hidden': 'true' }, stars(item.difficulty)), ' ', text.difficulty(difficulty));
    }
    this.renderStatus();
    this.renderBoard();
    this.renderPanel();
  }

  private renderStatus(): void {
    const catalogue = t();
    let head = this.message();
    const detail = this.detail();
    if (!head && this.phase === 'solving' && this.item) head = catalogue.exercises.yourMove;
    if (!head && this.phase === 'loading') head = catalogue.game.connecting;
    this.statusLine.replaceChildren(
      this.phase === 'solved' || this.phase === 'wrong' ? h('strong', {}, head) : head,
      detail ? ' ' : '',
      detail ? h('span', { 'data-testid': this.phase === 'wrong' ? 'explanation' : 'detail' }, detail) : '');
    this.statusLine.classList.toggle('over', this.phase === 'solved');
    this.statusLine.dataset['phase'] = this.phase;
  }

  private renderBoard(): void {
    const shown = this.shown;
    const item = this.item;
    if (!shown || !item) return;
    const { board } = shown;
    if (!this.boardView) {
      this.boardView = new BoardView(board.width, board.height, {
        square: (name) => this.tapSquare(name),
        drop: (from, to) => this.dropPiece(from, to),
        dragStart: (name) => {
          if (this.phase !== 'solving') return;
          this.selected = name;
          this.renderBoard();
        },
      }, board.coords);
      this.boardWrap.replaceChildren(this.boardView.element);
    }
    const catalogue = t();
    const entry = entryOf(item.variant);
    const sides = this.state ? this.layoutOf(item, this.state).sides : entry?.sides ?? [];
    const solving = this.phase === 'solving' && this.state !== null;
    const legal = solving ? (this.state as ExerciseState).legal : [];
    const selected = solving ? this.selected : null;
    const coords = board.coords;
    const { destinations } = selectionMarks(legal, selected, [], coords);
    const lastMove = shown.lastMove ? moveEnds(shown.lastMove.move, coords) : null;
    const tried = shown.tried ? moveEnds(shown.tried.move, coords) : null;
    const captured = new Set(shown.lastMove?.captured ?? []);
    const showThreats = solving && this.showThreats && hasCaptures(entryOf(item.variant));
    const threatened = new Set(showThreats ? (this.state as ExerciseState).threatened[item.solver] ?? [] : []);
    const noThreat = showThreats && threatened.size === 0 ? catalogue.game.noThreat : '';
    if (this.threatNote.textContent !== noThreat) this.threatNote.textContent = noThreat;
    this.boardView.update({
      board,
      sides,
      turned: isTurned(item.solver, sides),
      selected,
      destinations,
      movable: movableSquares(legal, coords),
      pieceSet: pieceSet(),
      lastMove: lastMove ? [lastMove[0], lastMove[1]] : null,
      tried: tried ? [tried[0], tried[1]] : null,
      captured,
      threatened,
      boardLabel: catalogue.game.board(gameTitle(item.variant)),
      label: (name) => {
        const piece = pieceOn(board, name);
        return squareLabel(catalogue, name, piece ? pieceWords(catalogue, entry, piece, language()) : null,
          { selected, destinations, threatened, tried, lastMove, captured }).join(', ');
      },
    });
  }

  private button(label: string, testid: string, onClick: () => void, kind = 'secondary'): HTMLButtonElement {
    return h('button', { type: 'button', class: `btn btn-${kind}`, 'data-testid': testid, 'data-focus': testid, onclick: onClick }, label);
  }

  private renderPanel(): void {
    const catalogue = t();
    const text = catalogue.exercises;
    const focusKey = (document.activeElement as HTMLElement | null)?.dataset?.['focus'];
    const nodes: HTMLElement[] = [];
    const back = h('a', { class: 'btn btn-secondary', href: '/exercises', 'data-link': '', 'data-testid': 'back-to-list', 'data-focus': 'back-to-list' }, text.back);
    if (this.phase === 'failed') {
      nodes.push(h('div', { class: 'actions' }, back));
      this.panel.replaceChildren(...nodes);
      return;
    }
    if (this.phase === 'wrong') {
      // Before any move found, "Restart" would do just what "Try again" does: one button then.
      nodes.push(h('div', { class: 'actions' }, this.button(text.tryAgain, 'try-again', () => this.tryAgain(), 'primary'),
        this.moves.length > 0 ? this.button(text.restart, 'restart', () => this.restart()) : null));
    } else if (this.phase === 'solved') {
      const list = cachedExercises();
      const next = list ? nextExercise(list.exercises, this.id, solvedOf(list)) : null;
      nodes.push(h('div', { class: 'actions' },
        next ? h('a', { class: 'btn btn-primary', href: `/exercises/${next.id}`, 'data-link': '', 'data-testid': 'next-exercise', 'data-focus': 'next-exercise' }, text.next) : null,
        back,
        this.button(text.restart, 'restart', () => this.restart())));
      if (!this.recorded && account() === null)
        nodes.push(h('p', { class: 'muted' }, h('a', { href: '/signin', 'data-link': '' }, text.signInHint)));
    } else {
      // The game's own example move (as the game page gives it): Petteia writes D1-D4, Petteia chess Pe1-e3.
      nodes.push(typedMoveForm(this.typedMove, () => this.submitTypedMove(), this.item ? entryOf(this.item.variant)?.move_example : undefined));
      const threats = h('input', { type: 'checkbox', role: 'switch', 'data-testid': 'show-threats', 'data-focus': 'show-threats', checked: this.showThreats });
      threats.addEventListener('change', () => {
        this.showThreats = threats.checked;
        storeSetting('threats', threats.checked ? 'on' : 'off');
        this.renderBoard();
      });
      // A game that takes nothing (Le Grec) has no threatened pieces to show, as on the game page.
      if (hasCaptures(this.item ? entryOf(this.item.variant) : undefined))
        nodes.push(h('div', { class: 'switches' }, h('label', { class: 'switch' }, threats, h('span', {}, catalogue.game.showThreats))));
      nodes.push(h('div', { class: 'actions' }, this.button(text.restart, 'restart', () => this.restart()), back));
    }
    this.panel.replaceChildren(...nodes);
    if (this.phase === 'solved' && this.focusNext) {
      // "Next exercise" once the list is known (until then, and when there is none, the way back).
      const next = this.panel.querySelector<HTMLElement>('[data-testid="next-exercise"]');
      if (next || cachedExercises()) this.focusNext = false;
      (next ?? this.panel.querySelector<HTMLElement>('[data-testid="back-to-list"]'))?.focus();
    } else if (focusKey) this.panel.querySelector<HTMLElement>(`[data-focus="${focusKey}"]`)?.focus();
  }
}

export function mountExercise(root: HTMLElement, id: string, host: { setTitle(title: string): void }): { destroy(): void; relabel(): void } {
  return new ExerciseController(root, id, host);
}
