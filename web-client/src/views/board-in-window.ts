// The game's board kept inside the window: sized to what the boxes above it and the players' bars
// leave of the first screen (below the two-column layout), brought back into view when a position
// is shown from far down the page, and never covered by a toast.
export interface BoardInWindowParts {
  /** The board's column: the move strip, both bars, the board; it carries --board-fit. */
  boardCol: HTMLElement;
  boardWrap: HTMLElement;
  /** What may stand above the board: the how-to, a request, the invitation. */
  aboveStack: HTMLElement;
  topBar: HTMLElement;
  bottomBar: HTMLElement;
  /** Under the bottom bar: the player's actions, or the question about a move (kept in view too). */
  foot: HTMLElement;
}

export class BoardInWindow {
  private readonly fit = () => this.fitBoard();
  private readonly observer = new ResizeObserver(this.fit);

  constructor(private readonly parts: BoardInWindowParts) {
    for (const part of [parts.aboveStack, parts.topBar, parts.bottomBar, parts.foot]) this.observer.observe(part);
    window.addEventListener('resize', this.fit);
  }

  destroy(): void {
    this.observer.disconnect();
    window.removeEventListener('resize', this.fit);
  }

  /**
   * The board as wide as the window allows, less what keeps it and both bars inside the first
   * screen: the header, the box above, the move strip, the bars (styles.css reads --board-fit; the
   * two-column layout, where the boxes stand beside the board, sizes it by the window alone).
   */
  private fitBoard(): void {
    const { boardCol, boardWrap, bottomBar, foot } = this.parts;
    const above = boardWrap.getBoundingClientRect().top + window.scrollY;
    const below = bottomBar.getBoundingClientRect().height + foot.getBoundingClientRect().height;
    const fit = Math.floor(window.innerHeight - above - below - 4);
    const value = `${fit}px`;
    if (boardCol.style.getPropertyValue('--board-fit') !== value) boardCol.style.setProperty('--board-fit', value);
  }

  /** The board and its bars scrolled into the window, if any of them is out of it. */
  showBoard(): void {
    const { boardCol, boardWrap, foot } = this.parts;
    const board = boardWrap.getBoundingClientRect();
    if (board.top >= 0 && foot.getBoundingClientRect().bottom <= window.innerHeight) return;
    window.scrollBy({ top: Math.min(boardCol.getBoundingClientRect().top, board.top) });
  }

  /** A toast (already shown) at the window's foot, or at its head where the foot would cover the board. */
  placeToast(toast: HTMLElement): void {
    toast.classList.remove('toast-top');
    const box = toast.getBoundingClientRect();
    const board = this.parts.boardWrap.getBoundingClientRect();
    const covers = box.top < board.bottom && box.bottom > board.top && box.left < board.right && box.right > board.left;
    toast.classList.toggle('toast-top', covers);
  }
}
