// "Computer analysis" under the viewer's board: a button that analyses the whole game in the engine
// Worker (progress bar, Stop); for the position shown the judgement of the move that led there (with
// the material it cost), the evaluation and the engine's line numbered as the move list, in an element
// the viewer puts under its step bar, so that a phone shows it with the board (`explanation`); in the
// card, the three best lines on request (./analysis-lines.ts), a graph of the first side's chances (a
// tap goes to that move) and each side's accuracy and count of inaccuracies, mistakes and blunders. The viewer draws the judgements in its move list and the
// engine's move as an arrow on its board (judgementAt, bestMoveAt). Once the analysis is complete,
// "Learn from your mistakes" (./learn-start.ts) replays the player's own mistakes as exercises.
import { h, s } from '../lib/dom';
import { displayMove } from '../lib/notation';
import { judgeGame, judgementCounts, materialGiven, JUDGEMENT_GLYPHS, type Judgement, type PositionValue } from '../lib/move-judgement';
import { gameAccuracy } from '../lib/accuracy';
import { numberedLine } from '../lib/numbered-line';
import { BestLines } from './analysis-lines';
import { BrowserEngine, EngineStopped } from '../analysis/browser-engine';
import { analyseGame, analysisWorkers, type AnalysedGame } from '../analysis/game-analysis';
import { analysisWords } from '../i18n/analysis-text';
import { LearnStart } from './learn-start';

export interface AnalysisHost {
  /** Shows the position after `ply` moves. */
  stepTo(ply: number): void;
  /** The judgements or the engine's moves changed: the move list and the board are drawn again. */
  changed(): void;
  /** "Learn from your mistakes" shown in place of the board and its analysis (null: the analysis again). */
  showLesson(lesson: HTMLElement | null): void;
}

/** How often the panel, the list and the board are drawn again while the analysis runs. */
const REDRAW_MS = 300;

type Phase = { kind: 'idle' } | { kind: 'running' } | { kind: 'stopped' } | { kind: 'failed'; why: string } | { kind: 'done' };

export class AnalysisPanel {
  readonly element = h('section', { class: 'card analysis', 'data-testid': 'analysis' });
  /**
   * The position's explanation, which the viewer puts right under its step bar, above this card: on a
   * 360×740 phone it is then in view with the board (in the card, below its heading, it was not).
   */
  readonly explanation = h('div', { class: 'analysis-explanation', 'data-testid': 'analysis-explanation' });
  /** The Workers, started at the first analysis (analysisWorkers: one or two, by the device's cores). */
  private engines: BrowserEngine[] = [];
  private game: AnalysedGame | null = null;
  /** By position; a hole where a position is not analysed yet (the Workers answer in any order). */
  private values: (PositionValue | undefined)[] = [];
  private known = 0;
  private judgements: (Judgement | undefined)[] = [];
  private phase: Phase = { kind: 'idle' };
  private ply = 0;
  private readonly detail = h('p', { class: 'analysis-detail', 'aria-live': 'polite', 'data-testid': 'analysis-detail' });
  private readonly startButton = h('button', { type: 'button', class: 'btn', 'data-testid': 'analysis-start', onclick: () => void this.run() });
  private readonly stopButton = h('button', { type: 'button', class: 'btn btn-secondary', 'data-testid': 'analysis-stop', onclick: () => this.stopEngines() });
  private readonly bestLines = new BestLines(() => this.render());
  private readonly learn = new LearnStart({ engine: () => this.startEngines()[0]!, show: (lesson) => this.host.showLesson(lesson) });

  constructor(private readonly host: AnalysisHost) {}

  /** A new game: whatever ran for the previous one stops. */
  setGame(game: AnalysedGame): void {
    this.stopEngines();
    this.game = game;
    this.values = [];
    this.known = 0;
    this.judgements = [];
    this.phase = { kind: 'idle' };
    this.bestLines.forget();
    this.learn.close();
    this.render();
  }

  /** The viewer shows the position after `ply` moves. */
  show(ply: number): void {
    this.ply = ply;
    this.render();
  }

  judgementAt(moveIndex: number): Judgement | null {
    return this.judgements[moveIndex] ?? null;
  }

  /** The engine's move in the position after `ply` moves, once analysed (the arrow on the board). */
  bestMoveAt(ply: number): string | null {
    return this.values[ply]?.best ?? null;
  }

  destroy(): void {
    this.learn.destroy();
    this.stopEngines();
  }

  /** The lesson's words in a new language (the card is drawn with the viewer's). */
  relabel(): void {
    this.learn.relabel();
  }

  private stopEngines(): void {
    for (const engine of this.engines) engine.stop();
  }

  /** The Workers, started once (analysisWorkers: one or two, by the device's cores). */
  private startEngines(): BrowserEngine[] {
    if (this.engines.length === 0) {
      this.engines = Array.from({ length: analysisWorkers(navigator.hardwareConcurrency || 1) }, () => new BrowserEngine());
    }
    return this.engines;
  }

  private async run(): Promise<void> {
    const game = this.game;
    if (!game || this.phase.kind === 'running') return;
    this.values = [];
    this.known = 0;
    this.judgements = [];
    this.learn.close();
    this.phase = { kind: 'running' };
    this.startEngines();
    this.render();
    try {
      let drawn = 0;
      await analyseGame(this.engines, { variant: game.variant, position: game.start, moves: game.moves }, game.sides[0], (value, index) => {
        if (this.game !== game) return;
        this.values[index] = value;
        this.known++;
        this.judgements = judgeGame(game.moves, this.values, game.firstMoves);
        // Drawn a few times a second, not at every position: on a phone, drawing the list, the
        // board and the graph again costs as much as a position of a small game.
        if (performance.now() - drawn < REDRAW_MS) return;
        drawn = performance.now();
        this.render();
        this.host.changed();
      });
      if (this.game === game) this.phase = { kind: 'done' };
    } catch (error) {
      if (this.game !== game) return;
      this.stopEngines(); // one Worker failed or was stopped: the others stop too
      this.phase = error instanceof EngineStopped ? { kind: 'stopped' } : { kind: 'failed', why: error instanceof Error ? error.message : String(error) };
    }
    this.render();
    this.host.changed();
  }

  private render(): void {
    const words = analysisWords();
    const game = this.game;
    if (!game) return;
    const total = game.moves.length + 1;
    const running = this.phase.kind === 'running';
    // The same two buttons all along (a button drawn anew at each value could not be pressed).
    this.stopButton.textContent = words.stop;
    this.startButton.textContent = this.phase.kind === 'idle' ? words.start : words.again;
    const button = running ? this.stopButton : this.startButton;
    const state = running
      ? [h('progress', { max: total, value: this.known, 'data-testid': 'analysis-progress', 'aria-label': words.progress(Math.min(this.known + 1, total), total) }),
        h('p', { class: 'muted', role: 'status' }, words.progress(Math.min(this.known + 1, total), total))]
      : this.phase.kind === 'stopped' ? [h('p', { class: 'muted', role: 'status' }, words.stopped(this.known, total))]
        : this.phase.kind === 'failed' ? [h('p', { class: 'form-error', role: 'alert' }, words.failed(this.phase.why))] : [];
    this.renderDetail();
    // The button first: it stays where it is while the words grow below it.
    if (this.known > 0) this.explanation.replaceChildren(this.detail);
    else this.explanation.replaceChildren();
    const parts: (Element | null)[] = [
      h('div', { class: 'analysis-head' }, h('h2', {}, words.heading), button),
      this.phase.kind === 'idle' ? h('p', { class: 'muted' }, words.intro) : null,
      ...state,
      this.known > 1 ? this.graph(total) : null,
      this.known > 1 ? this.summary() : null,
      this.phase.kind === 'done' && this.known === total ? this.learn.view({ ...game, values: this.values as PositionValue[], judgements: this.judgements }) : null,
      this.known > 0 ? this.linesView() : null,
    ];
    this.element.replaceChildren(...parts.filter((part): part is Element => part !== null));
  }

  /** The first side's chance at each position analysed, a bar at the position shown; a tap steps there. */
  private graph(total: number): Element {
    const width = 1000;
    const x = (index: number) => (total <= 1 ? 0 : (index / (total - 1)) * width);
    const y = (chance: number) => 4 + (1 - chance) * 92;
    const known = this.values.flatMap((value, index) => (value ? [{ index, value }] : []));
    const points = known.map(({ index, value }) => `${x(index).toFixed(1)},${y(value.chance).toFixed(1)}`).join(' ');
    const first = x(known[0]?.index ?? 0).toFixed(1);
    const last = x(known[known.length - 1]?.index ?? 0).toFixed(1);
    const dots = this.judgements.flatMap((judgement, index) => (judgement === 'mistake' || judgement === 'blunder'
      ? [s('circle', { class: `graph-${judgement}`, cx: x(index + 1), cy: y(this.values[index + 1]?.chance ?? 0.5), r: 9 })] : []));
    const svg = s('svg', {
      class: 'analysis-graph', viewBox: `0 0 ${width} 100`, preserveAspectRatio: 'none', role: 'img', 'aria-label': analysisWords().graph, 'data-testid': 'analysis-graph',
    },
    s('rect', { class: 'graph-bg', x: 0, y: 0, width, height: 100 }),
    s('polygon', { class: 'graph-area', points: `${first},100 ${points} ${last},100` }),
    s('line', { class: 'graph-mid', x1: 0, y1: 50, x2: width, y2: 50 }),
    s('polyline', { class: 'graph-line', points }),
    ...dots,
    s('line', { class: 'graph-now', x1: x(this.ply), y1: 0, x2: x(this.ply), y2: 100 }));
    svg.addEventListener('click', (event) => {
      const box = svg.getBoundingClientRect();
      const ply = Math.round(((event.clientX - box.left) / box.width) * (total - 1));
      this.host.stepTo(Math.max(0, Math.min(total - 1, ply)));
    });
    return svg;
  }

  /** The three best lines of the position shown, once the analysis has a move for it and is not running. */
  private linesView(): Element | null {
    const game = this.game!;
    if (!this.values[this.ply]?.best) return null;
    const position = { game: { variant: game.variant, position: game.start, moves: game.moves.slice(0, this.ply) }, ply: this.ply, secondStarts: game.secondStarts, sides: game.sides };
    return this.bestLines.view(position, () => this.startEngines()[0]!, this.phase.kind === 'running');
  }

  private summary(): Element {
    const game = this.game!;
    const words = analysisWords();
    // Accuracy once every position is known: lichess's weights look at the positions around each move.
    const complete = this.known === game.moves.length + 1;
    const accuracy = complete ? gameAccuracy(this.values.map((value) => value!.chance), game.firstMoves) : null;
    const line = (first: boolean) => {
      const counts = judgementCounts(this.judgements, game.firstMoves, first);
      const own = accuracy ? (first ? accuracy.first : accuracy.second) : null;
      return h('li', {}, words.summary(game.sides[first ? 0 : 1], own, counts.inaccuracy, counts.mistake, counts.blunder));
    };
    return h('ul', { class: 'analysis-summary', 'data-testid': 'analysis-summary' }, line(true), line(false));
  }

  private renderDetail(): void {
    const game = this.game;
    const words = analysisWords();
    if (!game) return;
    const names = game.sides;
    const parts: string[] = [];
    const judgement = this.ply > 0 ? this.judgements[this.ply - 1] : undefined;
    if (judgement) {
      const before = this.values[this.ply - 1]!;
      const after = this.values[this.ply]!;
      const move = game.moves[this.ply - 1]!;
      const moverIsFirst = game.firstMoves[this.ply - 1]!;
      const better = judgement !== 'best' && before.best ? displayMove(before.best) : null;
      parts.push(words.moveJudged(names[moverIsFirst ? 0 : 1], displayMove(move), judgement, better, materialGiven(before, after, moverIsFirst)));
    }
    const value = this.values[this.ply];
    // The position's value in an element of its own: an endgame table's verdict is what a phone must show.
    const verdict = value ? (value.exact ? words.table(value.exact, names[value.exact.moverIsFirst ? 0 : 1])
      : value.score === null ? words.finished : words.evaluation(value.score, names[0], names[1])) : '';
    const line = value && value.line.length > 0 ? words.bestLine(numberedLine(value.line, this.ply, game.secondStarts)) : '';
    this.detail.replaceChildren([...parts, ''].join(' ').trimStart(), h('span', { 'data-testid': 'analysis-value' }, verdict), line ? ` ${line}` : '');
  }
}

/** The judgement's glyph for a move in the list (for the eye; the words go to its label). */
export function judgementGlyph(judgement: Judgement): Element {
  return h('span', { class: `judge-mark judge-${judgement}`, 'aria-hidden': 'true' }, JUDGEMENT_GLYPHS[judgement]);
}
