// The SVG board: one labelled button per square, marks drawn with distinct shapes (never colour
// alone), taps, drags and full keyboard play. It draws what its model says and reports gestures.
import { s } from '../lib/dom';
import { squareToCell, cellToSquare, stepOnScreen } from '../lib/orientation';
import { DEFAULT_COORDS, parseSquare, squareName, type Board, type Coords, type Piece } from '../lib/position';
import type { Side } from '../lib/types';
import { pieceArt, plainPiece, type PieceSet } from './piece-art';

export interface BoardModel {
  board: Board;
  sides: Side[];
  turned: boolean;
  selected: string | null;
  destinations: ReadonlySet<string>;
  movable: ReadonlySet<string>; // pieces the viewer may pick up now
  lastMove: readonly [string, string] | null;
  /** The player's own move before the reply shown as lastMove (a wrong exercise move), if any. */
  tried?: readonly [string, string] | null;
  captured: ReadonlySet<string>;
  threatened: ReadonlySet<string>;
  /** Square → index of the side that wins by filling it (Le Grec's halves, from the catalogue). */
  goals?: ReadonlyMap<string, number>;
  /** The squares of Kings in check (the snapshot's `in_check`). */
  check?: ReadonlySet<string>;
  /** Destinations of the selected piece reached by a special move (the Sacrifice's neighbours). */
  special?: ReadonlySet<string>;
  /** A move queued for the player's turn (a premove): its two squares. */
  premove?: readonly [string, string] | null;
  /** The square of a move asked about before it is played ("Confirm each move", the Sacrifice). */
  pending?: string | null;
  /** The artwork of pieces that have kinds. */
  pieceSet?: PieceSet;
  label(square: string): string;
  boardLabel: string;
}

export interface BoardActions {
  /** A tap, a click, or Enter/Space on a square. */
  square(name: string): void;
  /** A piece dragged from one square and dropped on another. */
  drop(from: string, to: string): void;
  /** A drag began on this square (select it, without toggling). */
  dragStart(name: string): void;
}

const CELL = 100;
const DRAG_THRESHOLD_PX = 6;
/** The smallest coordinate a phone shows legibly, in CSS px. */
const MIN_COORD_PX = 11.5;
/** The frame's width in the coordinate's font size: room for "10" in bold and a margin. */
const EDGE_PER_UNIT = 1.45;

interface SquareView {
  group: SVGGElement;
  fileText: SVGTextElement;
  rankText: SVGTextElement;
  /** The square's corner coordinates, drawn apart from its button (see the constructor). */
  coordCell: SVGGElement;
  pieceSlot: SVGGElement;
  /** What the slot holds now ("white king own"), to redraw only what changed. */
  drawn: string;
}

export class BoardView {
  readonly element: SVGSVGElement;
  private readonly squares = new Map<string, SquareView>();
  private readonly ghost: SVGGElement;
  private model: BoardModel | null = null;
  private focusName: string;
  private drag: { pointer: number; from: string; x: number; y: number; moving: boolean } | null = null;
  /**
   * The coordinates' size in the board's units, from the size it is drawn at: 25 units of a square
   * (a quarter), more where that would be under 11.5 CSS px (a board made smaller to leave room above
   * it), up to what stays in the corner outside the piece: 32 beside a plain token (radius 33), 24
   * beside the larger tokens and artwork of a game with piece kinds (radius 41). Where even that is
   * under 11.5 px (a 10×10 board on a phone), the coordinates move out of the squares into a frame
   * along the left and bottom edges, where they may be as large as they need.
   */
  private readonly coordSize = new ResizeObserver(() => this.fitCoordinates());

  /** Pieces with kinds are drawn (their larger tokens leave smaller corners); as of the last update. */
  private drawsArt = false;

  /** The frame's width (units) when the coordinates are drawn outside the squares; 0 when inside. */
  private edge = 0;

  private fitCoordinates(): void {
    const drawn = this.element.getBoundingClientRect().width;
    if (drawn <= 0) return;
    const inside = Math.ceil(MIN_COORD_PX * ((this.width * CELL) / drawn));
    const largest = this.drawsArt ? 24 : 32;
    let size = Math.min(largest, Math.max(24, inside));
    let edge = 0;
    if (inside > largest) {
      // The frame is part of the drawing too: the glyph of f units and a frame of EDGE_PER_UNIT·f
      // must come to 11.5 px in (width + frame) units over the same pixels.
      size = Math.ceil((MIN_COORD_PX * this.width * CELL) / (drawn - MIN_COORD_PX * EDGE_PER_UNIT));
      edge = Math.ceil(size * EDGE_PER_UNIT);
    }
    if (edge !== this.edge) this.setEdge(edge);
    if (this.element.style.getPropertyValue('--coord-size') !== `${size}px`) this.element.style.setProperty('--coord-size', `${size}px`);
  }

  /** Draws the coordinates in a frame of `edge` units left of and below the squares (0: in the squares). */
  private setEdge(edge: number): void {
    this.edge = edge;
    const { width, height } = this;
    this.element.setAttribute('viewBox', `${-edge} 0 ${width * CELL + edge} ${height * CELL + edge}`);
    this.element.classList.toggle('coords-outside', edge > 0);
    const frame = this.element.querySelector('.board-frame');
    frame?.setAttribute('x', String(-edge));
    frame?.setAttribute('width', String(width * CELL + edge));
    frame?.setAttribute('height', String(height * CELL + edge));
    this.edgeFiles.forEach((text, col) => { text.setAttribute('x', String(col * CELL + CELL / 2)); text.setAttribute('y', String(height * CELL + edge / 2)); });
    this.edgeRanks.forEach((text, row) => { text.setAttribute('x', String(-edge / 2)); text.setAttribute('y', String(row * CELL + CELL / 2)); });
  }

  /** An arrow over the board (analysis: the engine's move), from one square's centre to another's. */
  private arrow: [string, string] | null = null;
  private readonly arrowLayer = s('g', { class: 'arrow-layer', 'aria-hidden': 'true', 'data-testid': 'board-arrow' });

  /** Draws an arrow from one square to another (null: none); it follows the board when it turns. */
  setArrow(ends: [string, string] | null): void {
    this.arrow = ends && ends[0] && ends[1] ? ends : null;
    this.drawArrow();
  }

  private drawArrow(): void {
    const centre = (name: string) => {
      const square = parseSquare(name, this.coords);
      if (!square || !this.model) return null;
      const cell = squareToCell(square, this.width, this.height, this.model.turned);
      return { x: cell.col * CELL + CELL / 2, y: cell.row * CELL + CELL / 2 };
    };
    const from = this.arrow && centre(this.arrow[0]);
    const to = this.arrow && centre(this.arrow[1]);
    this.arrowLayer.setAttribute('data-move', this.arrow ? this.arrow.join('-') : '');
    if (!from || !to) {
      this.arrowLayer.replaceChildren();
      return;
    }
    // The head's tip a little inside the target square; the shaft ends at the head's base.
    const length = Math.hypot(to.x - from.x, to.y - from.y) || 1;
    const ux = (to.x - from.x) / length;
    const uy = (to.y - from.y) / length;
    const tip = { x: to.x - ux * 12, y: to.y - uy * 12 };
    const base = { x: tip.x - ux * 34, y: tip.y - uy * 34 };
    const head = [tip, { x: base.x - uy * 22, y: base.y + ux * 22 }, { x: base.x + uy * 22, y: base.y - ux * 22 }];
    this.arrowLayer.replaceChildren(
      s('line', { class: 'arrow-shaft', x1: from.x, y1: from.y, x2: base.x, y2: base.y }),
      s('polygon', { class: 'arrow-head', points: head.map((point) => `${point.x.toFixed(1)},${point.y.toFixed(1)}`).join(' ') }));
  }

  /** The coordinates of the frame (see setEdge): a letter below each column, a number left of each row. */
  private readonly edgeFiles: SVGTextElement[] = [];
  private readonly edgeRanks: SVGTextElement[] = [];

  constructor(private readonly width: number, private readonly height: number, private readonly actions: BoardActions, private readonly coords: Coords = DEFAULT_COORDS) {
    this.element = s('svg', {
      class: 'board',
      viewBox: `0 0 ${width * CELL} ${height * CELL}`,
      role: 'group',
      // Chromium would make the <svg> itself a Tab stop before its squares: the one stop is a square.
      tabindex: -1,
      'data-width': width,
      'data-height': height,
    });
    this.element.append(s('rect', { class: 'board-frame', x: 0, y: 0, width: width * CELL, height: height * CELL }));
    // The two goal shadings differ by pattern as well as by tone: hatched for the first side's, dotted for the second's.
    this.element.append(s('defs', {},
      s('pattern', { id: 'goal-0', width: 20, height: 20, patternUnits: 'userSpaceOnUse', patternTransform: 'rotate(45)' },
        s('rect', { class: 'goal-hatch', x: 0, y: 0, width: 7, height: 20 })),
      s('pattern', { id: 'goal-1', width: 20, height: 20, patternUnits: 'userSpaceOnUse' },
        s('circle', { class: 'goal-dot', cx: 10, cy: 10, r: 3.5 }))));
    const coordCells: SVGGElement[] = [];
    for (let rank = 1; rank <= height; rank++) {
      for (let file = 0; file < width; file++) {
        const name = squareName({ file, rank }, coords);
        const shade = (file + rank) % 2 === 0 ? 'shade-a' : 'shade-b';
        // In opposite corners, outside the piece's circle (radius 33 around the centre): see .coord.
        const fileText = s('text', { class: 'coord coord-in coord-file', x: CELL - 1, y: CELL - 1, 'text-anchor': 'end', 'aria-hidden': 'true' });
        const rankText = s('text', { class: 'coord coord-in coord-rank', x: 3, y: 1, 'dominant-baseline': 'hanging', 'aria-hidden': 'true' });
        const pieceSlot = s('g', { class: 'piece-slot' });
        const group = s(
          'g',
          { class: `sq ${shade}`, role: 'button', tabindex: -1, 'data-square': name },
          s('rect', { class: 'sq-bg', width: CELL, height: CELL }),
          s('rect', { class: 'mark mark-goal', width: CELL, height: CELL }),
          s('rect', { class: 'mark mark-last', x: 4, y: 4, width: CELL - 8, height: CELL - 8, rx: 6 }),
          s('rect', { class: 'mark mark-tried', x: 14, y: 14, width: CELL - 28, height: CELL - 28, rx: 4 }),
          s('rect', { class: 'mark mark-premove', x: 3, y: 3, width: CELL - 6, height: CELL - 6, rx: 4 }),
          s('rect', { class: 'mark mark-selected', x: 5, y: 5, width: CELL - 10, height: CELL - 10, rx: 8 }),
          // A move asked about: a double frame, a shape no other mark has.
          s('rect', { class: 'mark mark-pending', x: 6, y: 6, width: CELL - 12, height: CELL - 12, rx: 4 }),
          s('rect', { class: 'mark mark-pending-inner', x: 18, y: 18, width: CELL - 36, height: CELL - 36, rx: 4 }),
          // Check: a jagged burst behind the King, a shape no other mark has.
          s('path', { class: 'mark mark-check', d: 'M50 4 L59 30 L84 16 L72 41 L96 50 L72 59 L84 84 L59 70 L50 96 L41 70 L16 84 L28 59 L4 50 L28 41 L16 16 L41 30 Z' }),
          pieceSlot,
          s('circle', { class: 'mark mark-dest', cx: 50, cy: 50, r: 13 }),
          // A special move's target (a neighbour the King may sacrifice): a dashed ring and a star.
          s('circle', { class: 'mark mark-special', cx: 50, cy: 50, r: 45 }),
          s('path', { class: 'mark mark-special-star', d: 'M19 2 L24 14 L37 14 L27 22 L31 35 L19 27 L7 35 L11 22 L1 14 L14 14 Z' }),
          s('circle', { class: 'mark mark-dest-ring', cx: 50, cy: 50, r: 43 }),
          s('path', { class: 'mark mark-captured', d: 'M28 28 L72 72 M72 28 L28 72' }),
          s('path', { class: 'mark mark-threat', d: 'M74 6 L96 44 L52 44 Z' }),
          s('path', { class: 'mark mark-threat-bang', d: 'M74 18 L74 32 M74 37 L74 39' }),
          s('rect', { class: 'focus-ring', x: 3, y: 3, width: CELL - 6, height: CELL - 6, rx: 8 }),
        );
        // The corner letters stand outside the square's button: inside it they were its visible text,
        // which a screen reader's name must contain ("B" against "B1, empty": axe-core's
        // label-content-name-mismatch). Drawn over the squares, in corners no piece reaches.
        const coordCell = s('g', { class: 'sq-coords', 'aria-hidden': 'true', 'data-coords-of': name }, fileText, rankText);
        coordCells.push(coordCell);
        this.squares.set(name, { group, fileText, rankText, coordCell, pieceSlot, drawn: '' });
        this.element.append(group);
      }
    }
    this.element.append(s('g', { class: 'coords-in', 'aria-hidden': 'true' }, ...coordCells));
    for (let col = 0; col < width; col++) this.edgeFiles.push(s('text', { class: 'coord coord-edge', 'text-anchor': 'middle', 'dominant-baseline': 'central' }));
    for (let row = 0; row < height; row++) this.edgeRanks.push(s('text', { class: 'coord coord-edge', 'text-anchor': 'middle', 'dominant-baseline': 'central' }));
    this.element.append(s('g', { class: 'coords-edge', 'aria-hidden': 'true' }, ...this.edgeFiles, ...this.edgeRanks));
    this.element.append(this.arrowLayer);
    this.ghost = s('g', { class: 'drag-ghost', 'aria-hidden': 'true' });
    this.element.append(this.ghost);
    this.focusName = squareName({ file: 0, rank: 1 }, coords);
    this.coordSize.observe(this.element);
    this.element.addEventListener('pointerdown', this.onPointerDown);
    this.element.addEventListener('pointermove', this.onPointerMove);
    this.element.addEventListener('pointerup', this.onPointerUp);
    this.element.addEventListener('pointercancel', this.onPointerCancel);
    this.element.addEventListener('keydown', this.onKeyDown);
    this.element.addEventListener('focusin', (event) => {
      const name = (event.target as Element).getAttribute?.('data-square');
      if (name) this.setFocusSquare(name, false);
    });
  }

  private piece(piece: Piece | null, sideIndex: number): SVGGElement | null {
    if (!piece) return null;
    return this.model?.pieceSet ? pieceArt(piece.kind, sideIndex, this.model.pieceSet) : plainPiece(sideIndex);
  }

  private pieceAt(name: string): Piece | null {
    const square = parseSquare(name, this.coords);
    return square && this.model ? this.model.board.cells[square.rank - 1]?.[square.file] ?? null : null;
  }

  update(model: BoardModel): void {
    this.model = model;
    this.element.setAttribute('aria-label', model.boardLabel);
    this.element.classList.toggle('turned', model.turned);
    const { width, height } = this;
    for (const [name, view] of this.squares) {
      const square = parseSquare(name, this.coords);
      if (!square) continue;
      const cell = squareToCell(square, width, height, model.turned);
      const piece = model.board.cells[square.rank - 1]?.[square.file] ?? null;
      const side = piece?.side ?? null;
      const sideIndex = side === null ? -1 : model.sides.indexOf(side);
      const drawn = piece ? `${side} ${piece.kind} ${model.pieceSet ?? ''}` : '';
      if (drawn !== view.drawn) {
        view.drawn = drawn;
        view.pieceSlot.replaceChildren(...[this.piece(piece, sideIndex)].filter((node) => node !== null));
      }
      const g = view.group;
      g.setAttribute('transform', `translate(${cell.col * CELL} ${cell.row * CELL})`);
      view.coordCell.setAttribute('transform', `translate(${cell.col * CELL} ${cell.row * CELL})`);
      g.setAttribute('class', this.classes(name, side, sideIndex, square.file + square.rank, model));
      g.setAttribute('aria-label', model.label(name));
      if (piece) {
        g.setAttribute('data-piece', piece.side);
        g.setAttribute('data-kind', piece.kind);
      } else {
        g.removeAttribute('data-piece');
        g.removeAttribute('data-kind');
      }
      view.fileText.textContent = cell.row === height - 1 ? name.charAt(0) : '';
      view.rankText.textContent = cell.col === 0 ? name.slice(1) : '';
      const edgeFile = cell.row === height - 1 ? this.edgeFiles[cell.col] : undefined;
      if (edgeFile) edgeFile.textContent = name.charAt(0);
      const edgeRank = cell.col === 0 ? this.edgeRanks[cell.row] : undefined;
      if (edgeRank) edgeRank.textContent = name.slice(1);
    }
    if (!this.squares.has(this.focusName)) this.focusName = squareName({ file: 0, rank: 1 }, this.coords);
    this.applyTabIndex();
    this.drawArrow();
    // The pieces drawn decide how large the corners may write: measured again only when that changes
    // (an update is every tap; the board's size changing is the observer's).
    const art = this.element.querySelector('.piece-art') !== null;
    if (art !== this.drawsArt) {
      this.drawsArt = art;
      this.fitCoordinates();
    }
  }

  private classes(name: string, side: Side | null, sideIndex: number, parity: number, model: BoardModel): string {
    const list = ['sq', parity % 2 === 0 ? 'shade-a' : 'shade-b'];
    if (side !== null) list.push(`has-${sideIndex}`, `side-${side}`);
    if (model.selected === name) list.push('is-selected');
    if (model.destinations.has(name)) list.push(side === null ? 'is-dest' : 'is-dest-occupied');
    if (model.movable.has(name)) list.push('is-movable');
    if (model.lastMove && (model.lastMove[0] === name || model.lastMove[1] === name)) list.push('is-last');
    if (model.tried && (model.tried[0] === name || model.tried[1] === name)) list.push('is-tried');
    if (model.captured.has(name)) list.push('is-captured');
    if (model.threatened.has(name)) list.push('is-threatened');
    if (model.check?.has(name)) list.push('is-check');
    if (model.special?.has(name)) list.push('is-special');
    if (model.premove && (model.premove[0] === name || model.premove[1] === name)) list.push('is-premove');
    if (model.pending === name) list.push('is-pending');
    const goal = model.goals?.get(name);
    if (goal !== undefined) list.push(`goal-${goal}`);
    if (this.drag?.moving && this.drag.from === name) list.push('is-dragged');
    return list.join(' ');
  }

  private applyTabIndex(): void {
    for (const [name, view] of this.squares) view.group.setAttribute('tabindex', name === this.focusName ? '0' : '-1');
  }

  private setFocusSquare(name: string, moveFocus: boolean): void {
    this.focusName = name;
    this.applyTabIndex();
    if (moveFocus) this.squares.get(name)?.group.focus();
  }

  private readonly onKeyDown = (event: KeyboardEvent): void => {
    const name = (event.target as Element).getAttribute('data-square');
    if (!name || !this.model) return;
    const steps: Record<string, [number, number]> = { ArrowUp: [0, -1], ArrowDown: [0, 1], ArrowLeft: [-1, 0], ArrowRight: [1, 0] };
    const step = steps[event.key];
    if (step) {
      event.preventDefault();
      const square = parseSquare(name, this.coords);
      const next = square && stepOnScreen(square, step[0], step[1], this.width, this.height, this.model.turned);
      if (next) this.setFocusSquare(squareName(next, this.coords), true);
    } else if (event.key === 'Home' || event.key === 'End') {
      event.preventDefault();
      const row = event.key === 'Home' ? 0 : this.height - 1;
      const col = event.key === 'Home' ? 0 : this.width - 1;
      this.setFocusSquare(squareName(cellToSquare({ col, row }, this.width, this.height, this.model.turned), this.coords), true);
    } else if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      this.actions.square(name);
    }
  };

  /** A point of the window in the board's units (the squares' top left corner is 0,0; the frame is left and below). */
  private toUnits(clientX: number, clientY: number): { x: number; y: number } | null {
    const rect = this.element.getBoundingClientRect();
    if (rect.width === 0 || rect.height === 0) return null;
    const box = this.element.viewBox.baseVal;
    return { x: box.x + ((clientX - rect.left) / rect.width) * box.width, y: box.y + ((clientY - rect.top) / rect.height) * box.height };
  }

  private squareAt(clientX: number, clientY: number): string | null {
    if (!this.model) return null;
    const point = this.toUnits(clientX, clientY);
    if (!point) return null;
    const col = Math.floor(point.x / CELL);
    const row = Math.floor(point.y / CELL);
    if (col < 0 || row < 0 || col >= this.width || row >= this.height) return null;
    return squareName(cellToSquare({ col, row }, this.width, this.height, this.model.turned), this.coords);
  }

  private readonly onPointerDown = (event: PointerEvent): void => {
    if (event.button !== 0 || !this.model) return;
    const name = this.squareAt(event.clientX, event.clientY);
    if (!name) return;
    this.drag = { pointer: event.pointerId, from: name, x: event.clientX, y: event.clientY, moving: false };
    if (this.model.movable.has(name)) {
      try {
        this.element.setPointerCapture(event.pointerId);
      } catch {
        // Synthetic pointers cannot be captured; the drag still works inside the board.
      }
    }
  };

  private readonly onPointerMove = (event: PointerEvent): void => {
    const drag = this.drag;
    if (!drag || drag.pointer !== event.pointerId || !this.model) return;
    if (!drag.moving) {
      if (!this.model.movable.has(drag.from)) return;
      if (Math.hypot(event.clientX - drag.x, event.clientY - drag.y) < DRAG_THRESHOLD_PX) return;
      drag.moving = true;
      this.actions.dragStart(drag.from);
      const piece = this.pieceAt(drag.from);
      const index = piece === null ? 0 : this.model.sides.indexOf(piece.side);
      this.ghost.replaceChildren(...[this.piece(piece, index)].filter((node) => node !== null));
      this.ghost.setAttribute('class', `drag-ghost side-${piece?.side ?? ''}`);
      this.squares.get(drag.from)?.group.classList.add('is-dragged');
    }
    const point = this.toUnits(event.clientX, event.clientY);
    if (point) this.ghost.setAttribute('transform', `translate(${point.x - CELL / 2} ${point.y - CELL / 2})`);
  };

  private readonly onPointerUp = (event: PointerEvent): void => {
    const drag = this.drag;
    if (!drag || drag.pointer !== event.pointerId) return;
    this.endDrag();
    const target = this.squareAt(event.clientX, event.clientY);
    if (drag.moving) {
      if (target && target !== drag.from) this.actions.drop(drag.from, target);
    } else if (target) {
      this.setFocusSquare(target, false);
      this.actions.square(target);
    }
  };

  private readonly onPointerCancel = (): void => this.endDrag();

  private endDrag(): void {
    if (this.drag) this.squares.get(this.drag.from)?.group.classList.remove('is-dragged');
    this.drag = null;
    this.ghost.replaceChildren();
  }
}
