// When it becomes the player's move: a short sound (unless muted), and a notice in the tab's title
// while the page is not being looked at (hidden, or another window or tab has the focus). The
// decisions live here, away from the DOM and the audio, so that they can be tested; the game view
// wires them to the page.

export interface Titles {
  /** The title while nothing needs the player: e.g. "Petteia 6×6 — Petteia Online". */
  plain: string;
  /** The title that calls them back: e.g. "● Your move — Petteia 6×6". */
  notice: string;
}

export interface TurnNoticeOutputs {
  setTitle(title: string): void;
  beep(): void;
  soundOn(): boolean;
}

/** The sound is for the moment the move becomes the player's, not for a page that opens on it. */
export function becameMyMove(before: boolean | null, now: boolean): boolean {
  return before === false && now;
}

/** The notice stays while it is the player's move and nobody is looking; looking, or the move passing, restores the title. */
export function titleFor(titles: Titles, myMove: boolean, attended: boolean): string {
  return myMove && !attended ? titles.notice : titles.plain;
}

export class TurnNotice {
  // Unknown until the game is first shown: opening or reloading a page on one's move makes no sound.
  private myMove: boolean | null = null;
  private titles: Titles | null = null;

  constructor(private readonly out: TurnNoticeOutputs, private attended: boolean) {}

  /** The game was drawn anew (an event, a snapshot, a change of language). */
  update(myMove: boolean, titles: Titles): void {
    if (becameMyMove(this.myMove, myMove) && this.out.soundOn()) this.out.beep();
    this.myMove = myMove;
    this.titles = titles;
    this.out.setTitle(titleFor(titles, myMove, this.attended));
  }

  /** The page was shown or hidden, focused or left. */
  setAttended(attended: boolean): void {
    if (attended === this.attended) return;
    this.attended = attended;
    if (this.titles && this.myMove !== null) this.out.setTitle(titleFor(this.titles, this.myMove, attended));
  }
}

/** Whether the player is looking at the page: it is on screen and has the focus. */
export function pageAttended(doc: Pick<Document, 'visibilityState' | 'hasFocus'>): boolean {
  return doc.visibilityState === 'visible' && doc.hasFocus();
}
