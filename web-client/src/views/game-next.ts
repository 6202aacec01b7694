// From one game to the next, for a player of it: the score kept over rematches (this browser's
// tally, lib/series-score.ts), the agreed rematch followed with the same secret, and after a
// cancelled game a new invitation with the same settings. Apart from the game view's controller
// because these look past the game on the page: they write this browser's storage and leave for
// another game.
import { isPlayer, type Role } from '../lib/game-state';
import { createGame, invitationAgain } from '../lib/new-game';
import { browserStore, linkRematch, recordOutcome } from '../lib/series-score';
import { storeSecret } from '../lib/storage';
import type { Snapshot } from '../lib/types';
import { pick, t } from '../i18n';

export interface NextGameHost {
  readonly gameId: string;
  navigate(path: string): void;
  toast(text: string): void;
}

export class NextGame {
  private followed = false;

  constructor(private readonly host: NextGameHost) {}

  /** Keeps the score over rematches: this game's outcome for this player, and its rematch in the same series. */
  noteSeries(snapshot: Snapshot, role: Role | null): void {
    if (!isPlayer(role, snapshot)) return;
    const { result } = snapshot;
    if (result.state === 'win') recordOutcome(browserStore, this.host.gameId, result.winner === role ? 'won' : 'lost');
    else if (result.state === 'draw') recordOutcome(browserStore, this.host.gameId, 'draw');
    if (snapshot.rematch) linkRematch(browserStore, this.host.gameId, snapshot.rematch);
  }

  /** Players go on to the agreed rematch with the same secret (it holds their new seat too). */
  followRematch(snapshot: Snapshot | null, role: Role | null, secret: string | null): void {
    if (!snapshot?.rematch || this.followed || !isPlayer(role, snapshot) || !secret) return;
    this.followed = true;
    storeSecret(snapshot.rematch, secret);
    this.host.navigate(`/g/${snapshot.rematch}`);
  }

  /** After a cancelled game: a new invitation with the same game, clock and colours, its link to share. */
  inviteAgain(button: HTMLButtonElement, snapshot: Snapshot | null, role: Role | null): void {
    if (!snapshot || !isPlayer(role, snapshot)) return;
    button.disabled = true;
    button.textContent = t().game.inviting;
    createGame(invitationAgain(snapshot, role))
      .then((created) => {
        storeSecret(created.game, created.secret);
        this.host.navigate(`/g/${created.game}`);
      })
      .catch((error: unknown) => {
        const code = error instanceof Error ? error.message : 'network';
        this.host.toast(pick(t().errors, code) ?? code);
        button.disabled = false;
        button.textContent = t().game.inviteAgain;
      });
  }
}
