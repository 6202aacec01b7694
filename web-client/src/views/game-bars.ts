// The two players' bars around the game's board: which side is drawn at the bottom (the viewer's,
// or the other once "Flip the board" is pressed, with its button in the bottom bar), and the bars
// filled ten times a second with the names and clocks, with a sound when the player's own clock
// crosses into low time. Apart from the game view's controller because the flip is one state that
// the bars, the board's orientation and the flip button must agree on.
import { h } from '../lib/dom';
import type { VariantEntry } from '../lib/catalogue';
import { isPlayer, opponentOf, type Role } from '../lib/game-state';
import { ownClockLow } from '../lib/game-sounds';
import { playSound } from '../lib/sound';
import type { Side, Snapshot } from '../lib/types';
import { t } from '../i18n';
import { fillPlayerBar, playerBar, type ClockView } from './player-bar';

export class GameBars {
  readonly top: ClockView = playerBar('top');
  readonly bottom: ClockView = playerBar('bottom');
  /** The board turned round by the viewer: for this page only. */
  private flipped = false;
  /** The player's clock was in low time at the last tick (its sound is played once, at the crossing). */
  private lowTimeSounded = false;
  private readonly flipButton = h('button', { type: 'button', class: 'flip-board', 'aria-pressed': 'false', 'data-testid': 'flip-board' }, '⇅');

  /** `flipped`: the board is to be drawn again the other way round. */
  constructor(flipped: () => void) {
    this.flipButton.addEventListener('click', () => {
      this.flipped = !this.flipped;
      this.flipButton.setAttribute('aria-pressed', String(this.flipped));
      flipped();
    });
    // In the bar under the board, before the clock: in view whenever the board and its clocks are.
    this.bottom.bar.insertBefore(this.flipButton, this.bottom.time);
  }

  /** The flip button's words, in the page's language. */
  relabel(): void {
    this.flipButton.setAttribute('aria-label', t().game.flipBoard);
    this.flipButton.title = t().game.flipBoard;
  }

  /** The side drawn at the bottom, with its bar and clock: the viewer's (a spectator's: the first side), or the other once flipped. */
  bottomSide(snapshot: Snapshot, role: Role | null): Side {
    const viewer = isPlayer(role, snapshot) ? role : (snapshot.sides[0] as Side);
    return this.flipped ? opponentOf(viewer, snapshot) : viewer;
  }

  /** Both bars as the game stands at `serverNow` (the server's clock). */
  fill(snapshot: Snapshot, role: Role | null, entry: VariantEntry | undefined, serverNow: number): void {
    const bottomSide = this.bottomSide(snapshot, role);
    fillPlayerBar(this.bottom, snapshot, bottomSide, role, entry, serverNow);
    fillPlayerBar(this.top, snapshot, opponentOf(bottomSide, snapshot), role, entry, serverNow);
    // The player's own clock falling into low time: one sound, when it crosses.
    const low = ownClockLow(snapshot, role, serverNow);
    if (low && !this.lowTimeSounded) playSound('lowTime');
    this.lowTimeSounded = low;
  }
}
