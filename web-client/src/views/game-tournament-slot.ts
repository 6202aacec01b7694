// Where the game view (./game.ts) meets a tournament's game (issue 39): its part (./game-tournament.ts,
// a chunk of its own) is fetched at the first drawing of a snapshot that names a tournament, never
// for any other game.
import type { GameTournament, TournamentGameHost } from './game-tournament';

export class TournamentSlot {
  private part: GameTournament | null = null;
  private asked = false;
  private gone = false;

  constructor(private readonly host: TournamentGameHost) {}

  /** After each drawing of the game view. */
  render(): void {
    const tournament = this.host.snapshot()?.tournament; // lib/tournament-game.ts's tournamentOf, kept out of the first load
    if (!tournament) return;
    if (!this.asked) {
      this.asked = true;
      void import('./game-tournament').then((module) => {
        if (this.gone) return;
        this.part = new module.GameTournament(this.host, tournament);
        this.part.render();
      }, () => {
        this.asked = false; // asked again at the next drawing
      });
    }
    this.part?.render();
  }

  destroy(): void {
    this.gone = true;
    this.part?.destroy();
  }
}
