// "Show perfect play", drawn the same way in the recorded-game viewer and at the end of a finished
// game: the switch (remembered), the turning points (each a button to its move), the legend, and a
// move's mark (glyph hidden from screen readers, which hear the words). The judgement itself is
// ../lib/solution.ts's; this module only draws it.
import { h } from '../lib/dom';
import { MARKS, MARK_GLYPHS, turningPoints, type Mark } from '../lib/solution';
import { markText } from '../i18n/solution-text';
import { displayMove } from '../lib/notation';
import { moveNumber } from '../lib/record-replay';
import { setting, storeSetting } from '../lib/storage';
import { t } from '../i18n';

/** Whether this browser last chose to see perfect play (off until chosen). */
export function perfectPlayOn(): boolean {
  return setting('perfect-play') === 'on';
}

/** The switch; the choice is remembered for the viewer and the game page alike. */
export function perfectPlaySwitch(checked: boolean, onChange: (on: boolean) => void): HTMLElement {
  const input = h('input', { type: 'checkbox', role: 'switch', 'data-testid': 'perfect-play', 'data-focus': 'perfect-play', checked });
  input.addEventListener('change', () => {
    storeSetting('perfect-play', input.checked ? 'on' : 'off');
    onChange(input.checked);
  });
  return h('label', { class: 'switch perfect-play-switch' }, input, h('span', {}, t().solution.toggle));
}

/** The mark's glyph, for the eye only. */
export function markGlyph(mark: Mark): HTMLElement {
  return h('span', { class: 'pp-mark', 'aria-hidden': 'true' }, MARK_GLYPHS[mark]);
}

export interface TurningPointsContext {
  marks: readonly Mark[];
  moves: readonly { move: string }[];
  /** The record starts with the second side's move (numbered "1..."). */
  secondStarts: boolean;
  /** The move shown (its index), if any. */
  current: number | null;
  /** Shows the position after move `ply` (1 = after the first move). */
  stepTo(ply: number): void;
}

/** How many turning points, each a button to its move ("✗ 1. C3 → D3", the mark said in words). */
export function turningPointsBox(context: TurningPointsContext): HTMLElement {
  const words = t().solution;
  const points = turningPoints(context.marks);
  return h('div', { class: 'turning-points', 'data-testid': 'turning-points' },
    h('p', { class: 'turning-count', 'data-testid': 'turning-count' }, words.turningPoints(points.length)),
    points.length ? h('ul', { class: 'turning-list', 'aria-label': words.turningPointsLabel },
      ...points.map(({ index, mark }) => h('li', {}, h('button', {
        type: 'button', class: `turning-btn pp-${mark}`, 'data-turning': index, 'data-focus': `turning-${index}`,
        'aria-current': index === context.current ? 'step' : null,
        onclick: () => context.stepTo(index + 1),
      }, markGlyph(mark),
      ` ${moveNumber(index, context.secondStarts)} ${displayMove(context.moves[index]?.move ?? '')}`,
      h('span', { class: 'sr-only' }, `, ${markText(t(), mark)}`))))) : null);
}

/** What each mark means (every mark, the ones of this game first). */
export function solutionLegend(marks: readonly Mark[]): HTMLElement {
  const catalogue = t();
  const present = new Set(marks);
  const order = [...MARKS.filter((mark) => present.has(mark)), ...MARKS.filter((mark) => !present.has(mark))];
  return h('div', { class: 'solution-legend', 'data-testid': 'solution-legend' },
    h('p', { class: 'muted solution-hint' }, catalogue.solution.hint),
    h('ul', { 'aria-label': catalogue.solution.legend },
      ...order.map((mark) => h('li', { class: `pp-${mark}` }, markGlyph(mark), ' ', markText(catalogue, mark)))));
}
