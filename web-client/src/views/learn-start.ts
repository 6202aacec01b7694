// The analysis card's way into "Learn from your mistakes": once every position is analysed, a button
// for the player's own mistakes (a game played in this browser), or one per side that made any (a
// record pasted, someone else's game: the page cannot tell who is "you"). The lesson itself is a lazy
// chunk (./learn-mistakes.ts) fetched by the button; this side keeps the engine and the judgement and
// answers the lesson's two questions: a position's legal moves, and a move tried, judged.
//
// Why the lesson is handed so much rather than importing it: Vite's bundler (Rolldown 1.2, its issue
// 10731) splits modules of the first load into chunks of their own when a chunk fetched from a lazy
// chunk imports a module of that lazy chunk, the game's promotion chooser, or a module shared with
// another lazy chunk (the exercises' board marks): every visitor paid 0.4 to 1.4 KiB more of the first
// load for it. So the lesson's chunk imports only modules of the first load and its own; the engine's
// values, the judgement, the move numbers and the board's two shared parts come from here, the
// exercises' marks fetched with the exercise page's chunk (which re-exports them) when a lesson starts.
import { h } from '../lib/dom';
import { checkAnswer, mistakesToReplay } from '../lib/mistake-choice';
import { moveNumber } from '../lib/record-replay';
import type { Judgement, PositionValue } from '../lib/move-judgement';
import type { BrowserEngine, LegalAnswer } from '../analysis/browser-engine';
import { positionValue, type AnalysedGame } from '../analysis/game-analysis';
import { analysisWords } from '../i18n/analysis-text';
import { promotionChooser } from './promotion-chooser';

/** The analysed game, complete: every position's value and every move's judgement. */
export interface LearnableGame extends AnalysedGame {
  values: PositionValue[];
  judgements: (Judgement | undefined)[];
}

export interface LearnStartHost {
  engine(): BrowserEngine;
  /** Shows the lesson in place of the board and its analysis (null: the analysis again). */
  show(lesson: HTMLElement | null): void;
}

type Lesson = import('./learn-mistakes').MistakeLesson;

export class LearnStart {
  private lesson: Lesson | null = null;
  /** The side whose lesson is shown, for the focus to come back to its button. */
  private side: string | null = null;
  /** Bumped by close: a chunk that arrives after the game changed is not shown. */
  private generation = 0;

  constructor(private readonly host: LearnStartHost) {}

  /** The button(s), or the note that the player made no mistake to replay. */
  view(game: LearnableGame): Element | null {
    const words = analysisWords();
    const sides = game.player ? [game.player] : game.sides;
    const offers = sides.map((side) => ({ side, mistakes: mistakesToReplay(game.judgements, game.firstMoves, side === game.sides[0]) }))
      .filter((offer) => game.player || offer.mistakes.length > 0);
    if (offers.length === 0) return null;
    return h('div', { class: 'actions learn-start' }, ...offers.map(({ side, mistakes }) => (mistakes.length === 0
      ? h('p', { class: 'muted', 'data-testid': 'learn-none' }, words.learnNone)
      : h('button', {
        type: 'button', class: 'btn btn-secondary', 'data-testid': `learn-start-${side}`,
        onclick: () => void this.start(game, side, mistakes),
      }, game.player ? words.learn : words.learnSide(side), ` (${mistakes.length})`))));
  }

  relabel(): void {
    this.lesson?.relabel();
  }

  /** The page is left: the lesson ends, with nothing drawn again. */
  destroy(): void {
    this.generation++;
    this.lesson?.destroy();
    this.lesson = null;
  }

  /** Back to the analysis: the lesson ends, the keyboard returns to the button that began it. */
  close(): void {
    this.generation++;
    if (!this.lesson) return;
    this.lesson.destroy();
    this.lesson = null;
    this.host.show(null);
    if (this.side) document.querySelector<HTMLElement>(`[data-testid="learn-start-${this.side}"]`)?.focus({ preventScroll: true });
  }

  private async start(game: LearnableGame, player: string, mistakes: number[]): Promise<void> {
    const generation = ++this.generation;
    const [{ mountLesson }, { exerciseBoardShown }] = await Promise.all([import('./learn-mistakes'), import('./exercise')]);
    if (generation !== this.generation) return;
    const engineGame = (moves: readonly string[]) => ({ variant: game.variant, position: game.start, moves: [...moves] });
    const legal = async (moves: readonly string[]): Promise<LegalAnswer> => {
      const answer = await this.host.engine().legal(engineGame(moves));
      if ('error' in answer) throw new Error(answer.error.message);
      return answer;
    };
    // A move tried, valued as the analysis valued the game's positions, and judged against the position before it.
    const check = async (index: number, move: string) => {
      const before = game.values[index]!;
      // The engine's own move is the best by the judgement's first rule: no search to wait for.
      const after = move === before.best ? before : await positionValue(this.host.engine(), engineGame([...game.moves.slice(0, index), move]), game.sides[0]);
      return checkAnswer(move, before, after, game.firstMoves[index]!);
    };
    this.side = player;
    this.lesson = mountLesson({
      variant: game.variant, moves: game.moves, sides: game.sides, judgements: game.judgements, player, mistakes,
      moveNumbers: game.moves.map((_, index) => moveNumber(index, game.secondStarts)),
      bestMoves: game.moves.map((_, index) => game.values[index]?.best ?? null),
    }, { legal, check, close: () => this.close() }, { boardShown: exerciseBoardShown, chooser: promotionChooser });
    this.host.show(this.lesson.element);
    this.lesson.element.scrollIntoView({ block: 'start' });
  }
}
