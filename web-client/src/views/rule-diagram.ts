// One rules-page diagram: the game board's own drawing (BoardView), made still (no focus, no
// gestures), with the move drawn as an arrow, a caption, and a description for screen readers.
import { h, s } from '../lib/dom';
import { diagramPicture, ruleDiagram } from '../lib/rule-diagram';
import type { DiagramText } from '../i18n/rules-en';
import { BoardView } from './board';

const CELL = 100; // board.ts draws one square per 100 user units

const ignore = (): void => undefined;

export function renderRuleDiagram(id: string, text: DiagramText | undefined): HTMLElement | null {
  const diagram = ruleDiagram(id);
  const picture = diagram && diagramPicture(diagram);
  if (!picture || !text) return null;
  const view = new BoardView(picture.board.width, picture.board.height, { square: ignore, drop: ignore, dragStart: ignore });
  view.update({
    board: picture.board,
    sides: picture.sides,
    turned: false,
    selected: null,
    destinations: new Set(),
    movable: new Set(),
    lastMove: picture.lastMove,
    captured: picture.captured,
    threatened: new Set(),
    label: () => '',
    boardLabel: text.description,
  });
  const svg = view.element;
  // A picture, not a control: the words below say everything it shows.
  svg.setAttribute('aria-hidden', 'true');
  svg.removeAttribute('role');
  svg.removeAttribute('aria-label');
  svg.removeAttribute('tabindex');
  svg.classList.add('diagram-board');
  for (const node of svg.querySelectorAll('[tabindex], [role]')) {
    node.removeAttribute('tabindex');
    node.removeAttribute('role');
    node.removeAttribute('aria-label');
  }
  svg.append(arrow(picture.arrow));
  return h('figure', { class: 'rule-diagram', 'data-diagram': id },
    svg,
    h('p', { class: 'sr-only' }, text.description),
    h('figcaption', {}, text.caption));
}

function arrow(line: { x1: number; y1: number; x2: number; y2: number }): SVGGElement {
  const x1 = line.x1 * CELL;
  const y1 = line.y1 * CELL;
  const x2 = line.x2 * CELL;
  const y2 = line.y2 * CELL;
  const length = Math.hypot(x2 - x1, y2 - y1) || 1;
  const ux = (x2 - x1) / length;
  const uy = (y2 - y1) / length;
  // The shaft stops short of the arrival square's centre so that the head sits on the square, not past it.
  const tipX = x2 - ux * 20;
  const tipY = y2 - uy * 20;
  const baseX = tipX - ux * 34;
  const baseY = tipY - uy * 34;
  const head = `M${tipX} ${tipY} L${baseX - uy * 20} ${baseY + ux * 20} L${baseX + uy * 20} ${baseY - ux * 20} Z`;
  return s('g', { class: 'diagram-arrow' },
    s('line', { x1: x1 + ux * 20, y1: y1 + uy * 20, x2: baseX, y2: baseY }),
    s('path', { d: head }));
}
