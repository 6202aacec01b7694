// A rated game's change of each player's rating in the game's end summary (issue 27): "Your rating:
// 1512 → 1524 (+12)", then the opponent's by name ("Ariadne: 1620 → 1608 (−12)"), once the `rated`
// event has brought the changes. The summary is the side panel's (./game-end.ts), drawn again with the
// panel whenever the game changes, the game is stepped through, or a request is answered; its lines
// are added here, in the social chunk, so that the first load does not carry them: an observer of
// the panel adds them to each summary it draws (before the page is painted again).
import { h } from '../lib/dom';
import type { Role } from '../lib/game-state';
import { playersOf, ratingChange } from '../lib/rating-change';
import type { Snapshot } from '../lib/types';
import { gameRatingText } from '../i18n/game-rating-text';

export function ratingLines(snapshot: Snapshot, role: Role | null): HTMLElement[] {
  const players = playersOf(snapshot);
  if (!players) return [];
  const words = gameRatingText();
  const lines: HTMLElement[] = [];
  // The reader's own first.
  for (const side of [...snapshot.sides].sort((a, b) => Number(b === role) - Number(a === role))) {
    const player = players[side] ?? null;
    const change = ratingChange(player);
    if (!player || !change) continue;
    const who = side === role ? words.yours : player.name;
    lines.push(h('p', { class: 'rating-line', 'data-testid': 'rating-line', 'data-side': side }, words.line(who, change.before, change.after, change.change)));
  }
  return lines;
}

export class EndRating {
  private readonly observer = new MutationObserver(() => this.decorate());
  private watched: HTMLElement | null = null;
  private lines: () => HTMLElement[] = () => [];

  /** The panel to watch (the game view's side panel) and the game as it stands. */
  render(panel: HTMLElement, snapshot: Snapshot, role: Role | null): void {
    this.lines = () => ratingLines(snapshot, role);
    if (this.watched !== panel) {
      this.observer.disconnect();
      this.observer.observe(panel, { childList: true });
      this.watched = panel;
    }
    this.decorate();
  }

  /** The summary's lines as the game stands: added after its result and captures, before the score and Share. */
  private decorate(): void {
    const summary = this.watched?.querySelector<HTMLElement>(':scope > [data-testid="end-summary"]');
    if (!summary) return;
    const lines = this.lines();
    const key = lines.map((line) => line.textContent).join('|');
    if (summary.dataset['ratings'] === key) return;
    summary.dataset['ratings'] = key;
    summary.querySelectorAll(':scope > .rating-line').forEach((line) => line.remove());
    const before = summary.querySelector(':scope > .series-score, :scope > [data-testid="share-result"]');
    for (const line of lines) summary.insertBefore(line, before);
  }
}
