// Where the game view (./game.ts) meets its social parts (issue 27: names and ratings, quick
// messages, reports, listing), which are a chunk of their own (./game-social.ts): fetched at the
// first drawing of a game between two people, never for a game against the computer. The server's
// messages that are theirs (`quick`, `reported`, errors echoing their `ref`) are taken here, and kept
// until the chunk has come.
import type { ServerMessage } from '../lib/types';
import type { GameSocial, SocialHost } from './game-social';

export class SocialSlot {
  private social: GameSocial | null = null;
  private asked = false;
  private readonly early: ServerMessage[] = [];

  constructor(private readonly host: SocialHost) {}

  /** After each drawing of the game view. */
  render(): void {
    const snapshot = this.host.snapshot();
    if (!snapshot || snapshot.computer) return;
    if (!this.asked) {
      this.asked = true;
      void import('./game-social').then((module) => {
        this.social = new module.GameSocial(this.host);
        this.social.render();
        for (const message of this.early.splice(0)) this.social.receive(message);
      }, () => {
        this.asked = false; // asked again at the next drawing
      });
    }
    this.social?.render();
  }

  /** True when `message` is the social parts' (taken by them, or kept for them). */
  receive(message: ServerMessage): boolean {
    if (this.social) return this.social.receive(message);
    const theirs = message.type === 'quick' || message.type === 'reported' || (message.type === 'error' && typeof message.ref === 'string' && message.ref.startsWith('social:'));
    if (theirs && this.early.length < 20) this.early.push(message);
    return theirs;
  }
}
