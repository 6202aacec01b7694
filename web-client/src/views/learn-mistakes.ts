// "Learn from your mistakes" (issue 40), after a game's analysis, as lichess offers it: each of the
// player's own mistakes (../lib/mistake-lesson.ts) is set as an exercise on the board — the position
// before it, which move was played and that it was a mistake — and the player looks for a better move.
// The engine in the browser values the move tried and the analysis's own judgement accepts it or not.
// A lazy chunk, fetched when the player starts the lesson (learn-start.ts), which also values the moves
// tried (the engine's Worker and the judgement stay with the analysis). The board, its marks, the
// Sacrifice's question and the promotion's choice are the exercises' and the game's own; positions and
// legal moves come from the engine, so no rule and no game is known here.
import { h } from '../lib/dom';
import { entryOf, layoutOf } from '../lib/catalogue';
import { displayMove } from '../lib/notation';
import { boardSize, parsePosition, type Board } from '../lib/position';
import type { Judgement } from '../lib/move-judgement';
import type { CheckedAnswer } from '../lib/mistake-choice';
import { answered, askedMove, lessonSummary, nextMistake, solutionShown, startLesson, type LessonState } from '../lib/mistake-lesson';
import type { LegalAnswer } from '../analysis/browser-engine';
import { t } from '../i18n';
import { learnWords } from '../i18n/learn-text';
import { LessonBoard, type LessonParts, type Shown } from './learn-board';
import { lessonPanel, type LessonPhase } from './learn-panel';
import '../styles/learn.css';

/** The analysed game, as the lesson needs it. */
export interface LessonGame {
  variant: string;
  moves: readonly string[];
  /** Each move's number as the move list writes it ("3...": the second side's). */
  moveNumbers: readonly string[];
  sides: [string, string];
  /** Each move's judgement, and the engine's move in the position before each (the solution). */
  judgements: readonly (Judgement | undefined)[];
  bestMoves: readonly (string | null)[];
  /** The side whose mistakes are replayed. */
  player: string;
  /** The mistakes to replay (move indices). */
  mistakes: readonly number[];
}

/** What the lesson asks of the analysis: the engine's positions, and the judgement of a move tried. */
export interface LessonHost {
  /** The position after the game's first `moves` (or those and a move tried), with its legal moves. */
  legal(moves: readonly string[]): Promise<LegalAnswer>;
  /** The move tried instead of the game's move `index`, judged as the analysis judges the game's moves. */
  check(index: number, move: string): Promise<CheckedAnswer>;
  /** Back to the analysis. */
  close(): void;
}

type Text = () => string;

export class MistakeLesson {
  readonly element = h('section', { class: 'learn-view', 'data-testid': 'learn', 'aria-labelledby': 'learn-heading' });
  private lesson: LessonState;
  private phase: LessonPhase = 'loading';
  /** The position before the mistake asked, with its legal moves. */
  private before: LegalAnswer | null = null;
  private readonly board: LessonBoard;
  private status: Text = () => '';
  /** Bumped at each mistake asked: an engine's answer for one no longer asked is dropped. */
  private generation = 0;
  private readonly heading = h('h2', { id: 'learn-heading', class: 'learn-heading' });
  private readonly askLine = h('p', { class: 'learn-ask', 'aria-live': 'polite', 'data-testid': 'learn-ask' });
  private readonly statusLine = h('p', { class: 'status', role: 'status', 'aria-live': 'polite', 'data-testid': 'learn-status' });
  private readonly panel = h('div', { class: 'panel' });
  private readonly typedMove = h('input', {
    class: 'type-move-input', type: 'text', autocomplete: 'off', autocapitalize: 'off', spellcheck: 'false', 'data-testid': 'type-move', 'data-focus': 'type-move',
  });

  constructor(private readonly game: LessonGame, private readonly host: LessonHost, parts: LessonParts) {
    this.lesson = startLesson(game.mistakes);
    this.board = new LessonBoard({ ...game, entry: entryOf(game.variant) }, parts, (move) => void this.check(move));
    this.element.append(this.heading,
      h('div', { class: 'game-view' }, h('div', { class: 'board-col' }, this.board.element),
        h('div', { class: 'side-col' }, this.askLine, this.statusLine, this.panel)));
    void this.ask();
  }

  destroy(): void {
    this.generation++;
  }

  relabel(): void {
    this.render();
  }

  private layoutFor(position: string) {
    return layoutOf(entryOf(this.game.variant), { ...boardSize(position), sides: this.game.sides });
  }

  private shownOf(answer: LegalAnswer, lastMove: string | null, tried: string | null = null): Shown {
    return { board: parsePosition(answer.position, this.layoutFor(answer.position)) as Board, lastMove, captured: lastMove ? answer.captured : [], tried };
  }

  /** Sets the mistake asked now on the board (or the summary after the last). */
  private async ask(): Promise<void> {
    const generation = ++this.generation;
    const index = askedMove(this.lesson);
    if (index === null) {
      // The count said where every answer was said, in the live region: a screen reader hears it.
      this.phase = 'summary';
      this.status = () => {
        const { found, total } = lessonSummary(this.lesson);
        return learnWords().summary(found, total);
      };
      this.render();
      this.focusPanel('learn-again');
      return;
    }
    this.phase = 'loading';
    this.status = () => '';
    this.render();
    try {
      const before = await this.host.legal(this.game.moves.slice(0, index));
      if (generation !== this.generation) return;
      this.before = before;
      this.phase = 'solving';
      this.board.show(this.shownOf(before, null), before.moves);
    } catch (error) {
      if (generation !== this.generation) return;
      this.fail(error);
    }
    this.render();
    this.board.focus();
  }

  private fail(error: unknown): void {
    const why = error instanceof Error ? error.message : String(error);
    this.phase = 'failed';
    this.status = () => learnWords().failed(why);
  }

  /** A move tried: shown on the board while the engine values it, then accepted or refused. */
  private async check(move: string): Promise<void> {
    const index = askedMove(this.lesson);
    const before = this.before;
    if (this.phase !== 'solving' || index === null || !before) return;
    const generation = this.generation;
    const moves = [...this.game.moves.slice(0, index), move];
    this.phase = 'checking';
    this.status = () => learnWords().checking;
    try {
      const after = await this.host.legal(moves);
      if (generation !== this.generation) return;
      this.board.show(this.shownOf(after, move), null);
      this.render();
      const { judgement, good } = await this.host.check(index, move);
      if (generation !== this.generation) return;
      this.lesson = answered(this.lesson, good);
      if (good) {
        this.phase = 'ended';
        this.status = () => learnWords().good(displayMove(move));
      } else {
        // Back to the position asked, the move tried marked: the player tries another at once.
        this.phase = 'solving';
        this.board.show(this.shownOf(before, null, move), before.moves);
        this.status = () => learnWords().notQuite(displayMove(move), judgement);
      }
    } catch (error) {
      if (generation !== this.generation) return;
      this.fail(error);
    }
    this.render();
    if (this.phase === 'ended') this.focusPanel('learn-next');
    else if (this.phase === 'solving') this.board.focus();
  }

  /** The engine's move, played on the board: the exercise ends, not found. */
  private async showSolution(): Promise<void> {
    const index = askedMove(this.lesson);
    const best = index === null ? null : this.game.bestMoves[index];
    if (this.phase !== 'solving' || index === null || !best) return;
    const generation = this.generation;
    try {
      const after = await this.host.legal([...this.game.moves.slice(0, index), best]);
      if (generation !== this.generation) return;
      this.lesson = solutionShown(this.lesson);
      this.board.show(this.shownOf(after, best), null);
      this.phase = 'ended';
      this.status = () => learnWords().solution(displayMove(best));
    } catch (error) {
      if (generation !== this.generation) return;
      this.fail(error);
    }
    this.render();
    this.focusPanel('learn-next');
  }

  private submitTypedMove(): void {
    if (this.phase !== 'solving') return;
    if (this.board.typed(this.typedMove.value)) this.typedMove.value = '';
    else {
      this.status = () => t().game.badMoveText;
      this.render();
    }
  }

  private focusPanel(testid: string): void {
    this.panel.querySelector<HTMLElement>(`[data-focus="${testid}"]`)?.focus({ preventScroll: true });
  }

  private render(): void {
    const words = learnWords();
    const index = askedMove(this.lesson);
    const { mistakes, current } = this.lesson;
    this.heading.textContent = index === null ? words.heading : `${words.heading} · ${words.counter(current + 1, mistakes.length)}`;
    const ask = index === null ? '' : words.ask(this.game.player, this.game.moveNumbers[index] ?? '', displayMove(this.game.moves[index]!), this.game.judgements[index] ?? 'mistake');
    if (this.askLine.textContent !== ask) this.askLine.textContent = ask;
    const status = this.status();
    if (this.statusLine.textContent !== status) this.statusLine.textContent = status;
    this.askLine.hidden = ask === '';
    this.statusLine.dataset['phase'] = this.phase;
    this.statusLine.classList.toggle('over', this.phase === 'ended' || this.phase === 'summary');
    this.board.draw();
    // The summary has no move to play: the board gives way to it.
    this.board.element.hidden = this.phase === 'summary';
    this.panel.replaceChildren(...lessonPanel({
      phase: this.phase, lesson: this.lesson, moves: this.game.moves, moveNumbers: this.game.moveNumbers, entry: entryOf(this.game.variant), typedMove: this.typedMove,
    }, {
      showSolution: () => void this.showSolution(),
      next: () => {
        this.lesson = nextMistake(this.lesson);
        void this.ask();
      },
      again: () => {
        this.lesson = startLesson(this.game.mistakes);
        void this.ask();
      },
      back: () => this.host.close(),
      submitTypedMove: () => this.submitTypedMove(),
    }));
  }
}

export function mountLesson(game: LessonGame, host: LessonHost, parts: LessonParts): MistakeLesson {
  return new MistakeLesson(game, host, parts);
}
