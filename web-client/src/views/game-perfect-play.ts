// "Show perfect play" at the end of a finished game (a lazy chunk, loaded once the game is over):
// the game's record (GET /api/games/<id>/record) is sent to POST /api/records/replay like the
// viewer's; when the answer carries a `solution` (a solved game — the page names none), the end area
// gets the viewer's switch, and with it on, every move of the game's move list is marked (glyph and
// words), the turning points listed above it (each a button that steps to its move) and the legend.
import { h } from '../lib/dom';
import { fetchRecord, replayRecord, type Replay } from '../lib/record-replay';
import { classifyMoves, type Mark } from '../lib/solution';
import { markText } from '../i18n/solution-text';
import { t } from '../i18n';
import { markGlyph, perfectPlayOn, perfectPlaySwitch, solutionLegend, turningPointsBox } from './perfect-play';

export interface PerfectPlayHost {
  /** The move stepped to, while the game is stepped through (its index); null otherwise. */
  current: number | null;
  /** Steps through the game to the position after move `ply`. */
  stepTo(ply: number): void;
  /** Draws the panel again (the switch changed). */
  redraw(): void;
}

export class GamePerfectPlay {
  private on = perfectPlayOn();

  constructor(private readonly replay: Replay, private readonly marks: Mark[]) {}

  /**
   * Into the freshly drawn panel: the card after the end summary (or first, for a spectator) and,
   * with perfect play shown, the marks on the move list's moves (`.mv`, one per move, in order).
   */
  decorate(panel: HTMLElement, host: PerfectPlayHost): void {
    const words = t().solution;
    const card = h('section', { class: 'card perfect-play', 'data-testid': 'game-perfect-play', 'aria-label': words.toggle },
      perfectPlaySwitch(this.on, (on) => {
        this.on = on;
        host.redraw();
      }));
    const list = panel.querySelector<HTMLElement>('[data-testid="moves"]');
    if (this.on) {
      card.append(turningPointsBox({ marks: this.marks, moves: this.replay.moves, secondStarts: false, current: host.current, stepTo: (ply) => host.stepTo(ply) }),
        solutionLegend(this.marks));
      const catalogue = t();
      list?.querySelectorAll<HTMLElement>('.mv').forEach((move, index) => {
        const mark = this.marks[index];
        if (!mark) return;
        move.classList.add(`pp-${mark}`);
        move.dataset['mark'] = mark;
        move.title = markText(catalogue, mark);
        move.append(markGlyph(mark), h('span', { class: 'sr-only' }, `, ${markText(catalogue, mark)}`));
      });
    }
    const summary = panel.querySelector('[data-testid="end-summary"]');
    if (summary) summary.after(card);
    else panel.prepend(card);
  }
}

/**
 * The game judged by the solution, or null: not a solved game, another number of moves than the
 * game's (the record could not be read back whole), or any failure (the end area then stays as it was).
 */
export async function loadPerfectPlay(game: string, moveCount: number): Promise<GamePerfectPlay | null> {
  try {
    const replay = await replayRecord(await fetchRecord(game));
    if (!replay.solution || replay.error || replay.moves.length !== moveCount) return null;
    return new GamePerfectPlay(replay, classifyMoves(replay.solution, replay.moves.map((move) => move.side)));
  } catch {
    return null;
  }
}
