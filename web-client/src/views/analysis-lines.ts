// The three best lines of one position (MultiPV), on request: the analysis panel's button asks the
// engine Worker for them (one search a line, so never for every position of a game), then lists
// each with its evaluation in words and its moves numbered as the move list numbers them.
import { h } from '../lib/dom';
import { numberedLine } from '../lib/numbered-line';
import { EngineStopped, type BrowserEngine, type EngineGame } from '../analysis/browser-engine';
import { ANALYSIS_LEVEL } from '../analysis/game-analysis';
import { analysisWords } from '../i18n/analysis-text';

/** How many lines the button asks for, as lichess's analysis board offers. */
export const BEST_LINES = 3;

/** One line found: the first side's score (engine units) and the moves. */
interface FoundLine {
  scoreForFirst: number;
  moves: string[];
}

type LinesState = { kind: 'searching' } | { kind: 'found'; lines: FoundLine[] } | { kind: 'failed'; why: string };

/** What the lines need of the game shown. */
export interface LinesPosition {
  game: EngineGame;
  ply: number;
  secondStarts: boolean;
  sides: [string, string];
}

export class BestLines {
  /** By ply: asked once per position while the game is shown. */
  private readonly found = new Map<number, LinesState>();
  /** Bumped by forget: a search for a game no longer shown is dropped when it answers. */
  private generation = 0;

  constructor(private readonly redraw: () => void) {}

  forget(): void {
    this.found.clear();
    this.generation++;
  }

  /** The button, the search's state, or the lines, for the position after `position.ply` moves. */
  view(position: LinesPosition, engine: () => BrowserEngine, busy: boolean): Element {
    const words = analysisWords();
    const state = this.found.get(position.ply);
    if (!state) {
      return h('button', {
        type: 'button', class: 'btn btn-secondary analysis-lines-btn', 'data-testid': 'analysis-lines-button', disabled: busy,
        onclick: () => void this.search(position, engine()),
      }, words.linesButton);
    }
    if (state.kind === 'searching') return h('p', { class: 'muted', role: 'status', 'data-testid': 'analysis-lines-searching' }, words.linesSearching);
    if (state.kind === 'failed') return h('p', { class: 'form-error', role: 'alert' }, words.linesFailed(state.why));
    return h('section', { class: 'analysis-lines', 'data-testid': 'analysis-lines', 'aria-label': words.linesHeading, tabindex: '-1' },
      h('h3', {}, words.linesHeading),
      h('ol', {}, ...state.lines.map((line) => h('li', {},
        h('span', { class: 'analysis-line-value' }, words.evaluation(line.scoreForFirst, position.sides[0], position.sides[1])), ' ',
        h('span', { class: 'analysis-line-moves' }, numberedLine(line.moves, position.ply, position.secondStarts))))));
  }

  private async search(position: LinesPosition, engine: BrowserEngine): Promise<void> {
    const { ply } = position;
    const generation = this.generation;
    // The button gives way to the lines: the keyboard follows them there, not to the page's start.
    const fromKeyboard = document.activeElement?.getAttribute('data-testid') === 'analysis-lines-button';
    this.found.set(ply, { kind: 'searching' });
    this.redraw();
    try {
      const answer = await engine.analyse(position.game, ANALYSIS_LEVEL, BEST_LINES);
      if (generation !== this.generation) return;
      if ('error' in answer) throw new Error(answer.error.message);
      const moverIsFirst = answer.to_move === position.sides[0];
      const lines = answer.lines ?? [{ move: answer.move, score: answer.score, line: answer.line, line_material: null }];
      this.found.set(ply, { kind: 'found', lines: lines.map((line) => ({ scoreForFirst: moverIsFirst ? line.score : -line.score, moves: line.line })) });
    } catch (error) {
      if (generation !== this.generation) return;
      // Stopped (a new analysis of the game began): the button is offered again.
      if (error instanceof EngineStopped) this.found.delete(ply);
      else this.found.set(ply, { kind: 'failed', why: error instanceof Error ? error.message : String(error) });
    }
    this.redraw();
    if (fromKeyboard) document.querySelector<HTMLElement>('[data-testid="analysis-lines"]')?.focus({ preventScroll: true });
  }
}
