// Solving one exercise at /exercises/<id>. The server checks every move: each attempt sends the
// solver's moves so far (POST /api/exercises/<id>/attempt) and the page draws what comes back.
// The moves found so far are kept in session storage, so a reload replays them with one attempt.
// Help (issue 40): a hint marks the piece to move, "Show the solution" plays the rest of it, "Next
// exercise" skips to the one nearest the player's rating; a signed-in player's first try is rated.
import { h, clear } from '../lib/dom';
import { api, ApiError, type Attempt, type ExerciseHint, type ExerciseItem, type ExerciseRatingChange, type ExerciseSolution, type ExerciseState, type PlayedMove } from '../lib/api';
import { account, noteSolved } from '../lib/account';
import { applyPlayed, explanationText, explanationWordsOf, finishReason, goalSaysMoves, playOut, rightAnswerText, solvedText, type ExplanationWords } from '../lib/exercises';
import { streakAfter, streakShownOn, type StreakShown } from '../lib/streak';
import { displayMove, moveEnds, readTypedMove } from '../lib/notation';
import { pickByDrop, pickByTap, type Picked } from '../lib/move-picker';
import { entryOf, layoutOf, specialMarks } from '../lib/catalogue';
import { boardSize, parsePosition, type Board, type Layout } from '../lib/position';
import { markSolvedLocally } from '../lib/progress';
import { saveMoves, savedMoves } from '../lib/exercise-moves';
import { setting, storeSetting } from '../lib/storage';
import { language, t } from '../i18n';
import { exerciseHelpText } from '../i18n/exercise-help-text';
import { BoardView } from './board';
import { exerciseBoardShown } from './exercise-board';
import { renderMoveQuestion, type AskedMove } from './move-question';
import { exercisePanel, ratingLineText } from './exercise-panel';
import { renderExerciseHead } from './exercise-head';
import { pieceSet } from './piece-art';
import { askForHelp, cachedExercises, errorText, fetchExercises, noteRating, offeredAfter } from './exercises';

/** How long the player's own move stays on the board before the opponent's reply is drawn. */
const REPLY_DELAY_MS = 600;

type Text = () => string;

/** `shown`: the solution was played out on the board (asked for, not found). */
type Phase = 'loading' | 'solving' | 'sending' | 'replying' | 'wrong' | 'solved' | 'shown' | 'failed';

interface Shown {
  board: Board;
  lastMove: PlayedMove | null;
  /** After a wrong move: the player's move, marked apart from the reply (lastMove). */
  tried?: PlayedMove | null;
}

const explanationWords = (): ExplanationWords => explanationWordsOf(t(), language());

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
  /** The special move (the Sacrifice) asked about before it is played, as in games. */
  private asking: AskedMove | null = null;
  /** What the player's rated first try did to their exercise rating, once known. */
  private ratingChange: ExerciseRatingChange | null = null;
  /** A streak under way on this exercise: solved so far; then, once it ended, the count it ended on. */
  private streak: StreakShown | null = null;

  private readonly heading = h('h1', {});
  private readonly goal = h('p', { class: 'exercise-goal-line', 'data-testid': 'goal' });
  private readonly meta = h('p', { class: 'meta' });
  private readonly boardWrap = h('div', { class: 'board-wrap' });
  private readonly statusLine = h('p', { class: 'status', 'data-testid': 'status', role: 'status', 'aria-live': 'polite' });
  /** The rating change and the streak, said quietly under the status. */
  private readonly ratingLine = h('p', { class: 'meta', 'data-testid': 'rating-line', role: 'status', 'aria-live': 'polite' });
  private readonly panel = h('div', { class: 'panel' });
  /** Said when "Show my threatened pieces" shows nothing (a live region, so the switch is not silent). */
  private readonly threatNote = h('p', { class: 'muted threat-note', role: 'status', 'aria-live': 'polite', 'data-testid': 'threat-note' });
  /** Whose goal squares are which (Le Grec), under the buttons: on a phone they come first. */
  private readonly goalLegend = h('p', { class: 'goal-legend', 'data-testid': 'goal-legend' });
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
          h('div', { class: 'side-col' }, this.statusLine, this.ratingLine, this.threatNote, this.panel, this.goalLegend))),
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
      this.streak = streakShownOn(this.id);
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

  /** A rated first try ended (solved, missed or helped): said once. A streak ends on anything but a solve. */
  private tryEnded(rating: ExerciseRatingChange | null, solved: boolean): void {
    if (rating) this.ratingChange = noteRating(rating);
    this.streak = streakAfter(this.id, this.streak, solved);
  }

  private async hint(): Promise<void> {
    if (this.phase !== 'solving') return;
    try {
      const hint = await askForHelp<ExerciseHint>(this.id, 'hint', this.moves);
      if (this.destroyed || this.phase !== 'solving') return;
      this.tryEnded(hint.rating, false);
      this.asking = null;
      this.selected = hint.square;
      this.say(() => exerciseHelpText().hintSaid(hint.square));
    } catch (error) {
      this.say(() => errorText(error));
    }
    this.render();
  }

  /** The rest of the solution, played out move by move from the position the player is looking at. */
  private async showSolution(): Promise<void> {
    const state = this.state;
    if ((this.phase !== 'solving' && this.phase !== 'wrong') || !state) return;
    let solution: ExerciseSolution;
    try {
      solution = await askForHelp<ExerciseSolution>(this.id, 'solution', this.moves);
    } catch (error) {
      this.say(() => errorText(error));
      this.render();
      return;
    }
    if (this.destroyed) return;
    this.tryEnded(solution.rating, false);
    window.clearTimeout(this.timer);
    saveMoves(this.id, []);
    this.phase = 'shown';
    this.asking = null;
    this.selected = null;
    this.focusNext = true;
    this.message = () => exerciseHelpText().solutionShown;
    this.state = solution.state;
    playOut(this.shownOf(state).board, solution.moves, (board, move, sofar) => {
      this.shown = { board, lastMove: move };
      this.detail = () => sofar.map((shown) => displayMove(shown.move)).join(', ');
      this.render();
    }, (next) => (this.timer = window.setTimeout(next, REPLY_DELAY_MS)));
  }

  private attempt(moves: string[]): Promise<Attempt> {
    return api<Attempt>('POST', `/api/exercises/${encodeURIComponent(this.id)}/attempt`, { moves });
  }

  private play(move: string): void {
    const state = this.state;
    if (this.phase !== 'solving' || !state) return;
    this.selected = null;
    this.asking = null;
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
    if (attempt.result !== 'correct') this.tryEnded(attempt.rating, attempt.result === 'solved');
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
      this.message = () => rightAnswerText(t(), reply, explanationWords());
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
    this.detail = () => solvedText(t(), reason, recorded);
    if (!list) void fetchExercises().then(() => this.renderPanel()).catch(() => undefined);
  }

  // ---- what the player does ----

  private restart(): void {
    window.clearTimeout(this.timer);
    this.focusNext = false;
    saveMoves(this.id, []);
    this.moves = [];
    this.asking = null;
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
    // The special move asked about: its target tapped again plays it; any other tap is an answer no.
    const asked = this.asking;
    this.asking = null;
    if (asked && asked.target === name) {
      this.play(asked.move);
      return;
    }
    this.picked(pickByTap(state.legal, this.selected, name, this.coords(), specialMarks(entryOf(this.item?.variant ?? ''))));
  }

  private dropPiece(from: string, to: string): void {
    if (this.phase !== 'solving' || !this.state) return;
    this.asking = null;
    this.picked(pickByDrop(this.state.legal, from, to, this.coords(), specialMarks(entryOf(this.item?.variant ?? ''))));
  }

  /** Exercises have no promotion: a choice between several moves is left to the typed move. The
   * Sacrifice is asked first, as in games. */
  private picked(picked: Picked): void {
    if (picked.kind === 'play') this.play(picked.move);
    else if (picked.kind === 'confirm') {
      this.asking = { move: picked.move, target: moveEnds(picked.move, this.coords())[1], special: true };
      this.selected = picked.selected;
      this.renderBoard();
    } else {
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
    this.host.setTitle(`${catalogue.exercises.heading} — ${catalogue.appName}`);
    renderExerciseHead({ heading: this.heading, goal: this.goal, meta: this.meta }, this.item, cachedExercises()?.exercises ?? []);
    this.renderStatus();
    this.renderRatingLine();
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
      this.phase === 'solved' || this.phase === 'wrong' || this.phase === 'shown' ? h('strong', {}, head) : head,
      detail ? ' ' : '',
      detail ? h('span', { 'data-testid': this.phase === 'wrong' ? 'explanation' : 'detail' }, detail) : '');
    this.statusLine.classList.toggle('over', this.phase === 'solved' || this.phase === 'shown');
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
    const entry = entryOf(item.variant);
    const { model, threatNote, goalLegend } = exerciseBoardShown({
      item, entry, board,
      sides: this.state ? this.layoutOf(item, this.state).sides : entry?.sides ?? [],
      lastMove: shown.lastMove, tried: shown.tried ?? null,
      solving: this.phase === 'solving' ? this.state : null,
      pending: this.phase === 'solving' ? this.asking?.target ?? null : null,
      selected: this.selected, showThreats: this.showThreats, pieceSet: pieceSet(), catalogue: t(), lang: language(),
    });
    if (this.threatNote.textContent !== threatNote) this.threatNote.textContent = threatNote;
    if (this.goalLegend.textContent !== goalLegend) this.goalLegend.textContent = goalLegend;
    this.boardView.update(model);
    renderMoveQuestion(this.boardWrap, this.phase === 'solving' ? this.asking : null, entry, (move) => this.play(move), () => {
      this.asking = null;
      this.renderBoard();
      this.boardView?.element.querySelector<SVGElement>('[tabindex="0"]')?.focus({ preventScroll: true });
    });
  }

  /** Where "Next exercise" leads: the streak's next, else the exercise offered after this one. */
  private nextId(): string | null {
    return this.streak && !this.streak.over && this.streak.next ? this.streak.next : offeredAfter(this.id);
  }

  private renderRatingLine(): void {
    const text = ratingLineText(this.ratingChange, this.streak, this.phase === 'solved');
    if (this.ratingLine.textContent !== text) this.ratingLine.textContent = text;
  }

  private renderPanel(): void {
    const focusKey = (document.activeElement as HTMLElement | null)?.dataset?.['focus'];
    const phase = this.phase;
    this.panel.replaceChildren(...exercisePanel({
      phase: phase === 'failed' ? 'failed' : phase === 'wrong' ? 'wrong' : phase === 'solved' || phase === 'shown' ? 'done' : 'solving',
      mayAct: phase === 'solving',
      movesFound: this.moves.length,
      offerSignIn: !this.recorded && account() === null,
      signedIn: Boolean(account()),
      next: this.nextId(),
      entry: this.item ? entryOf(this.item.variant) : undefined,
      typedMove: this.typedMove,
      showThreats: this.showThreats,
    }, {
      tryAgain: () => this.tryAgain(),
      restart: () => this.restart(),
      hint: () => void this.hint(),
      showSolution: () => void this.showSolution(),
      submitTypedMove: () => this.submitTypedMove(),
      showThreats: (on) => {
        this.showThreats = on;
        storeSetting('threats', on ? 'on' : 'off');
        this.renderBoard();
      },
    }));
    if ((phase === 'solved' || phase === 'shown') && this.focusNext) {
      // "Next exercise" once the list is known (until then, and when there is none, the way back).
      const next = this.panel.querySelector<HTMLElement>('[data-testid="next-exercise"]');
      if (next || cachedExercises()) this.focusNext = false;
      (next ?? this.panel.querySelector<HTMLElement>('[data-testid="back-to-list"]'))?.focus();
    } else if (focusKey) this.panel.querySelector<HTMLElement>(`[data-focus="${focusKey}"]`)?.focus();
  }
}

// The exercises' board marks, fetched with this chunk by "Learn from your mistakes" (learn-start.ts says why).
export { exerciseBoardShown } from './exercise-board';
export function mountExercise(root: HTMLElement, id: string, host: { setTitle(title: string): void }): { destroy(): void; relabel(): void } {
  return new ExerciseController(root, id, host);
}
