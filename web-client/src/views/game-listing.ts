// A player's say on listing their game among the live games (issue 27), in the game page's side
// column: a switch "List this game among live games" showing the player's say (`listing[side]`, or
// the default when they said nothing: yes for a game from the lobby, no between friends), a line on
// the rule (a lobby game is listed unless one says no; a friends' game only if both say yes), and
// whether it is listed now (`listed`). A change is sent as `set_listing`; the switch shows the
// server's answer (the `listing` event), and a refusal puts it back with a word. Whether the game is
// rated is said here too, for a game from the lobby.
import { h } from '../lib/dom';
import { REFS, listingView } from '../lib/game-social';
import type { Role } from '../lib/game-state';
import type { ClientMessage, Snapshot } from '../lib/types';
import { socialText } from '../i18n/game-social-text';

export class GameListing {
  readonly element = h('section', { class: 'card social-card', 'data-testid': 'listing-card', hidden: true });
  private readonly input = h('input', { type: 'checkbox', role: 'switch', 'data-testid': 'listing-switch', 'aria-describedby': 'listing-rule listing-state' });
  private readonly text = h('span', {});
  private readonly rule = h('p', { class: 'muted', id: 'listing-rule' });
  private readonly state = h('p', { class: 'listing-state', id: 'listing-state', role: 'status', 'aria-live': 'polite', 'data-testid': 'listing-state' });
  private readonly rated = h('p', { class: 'muted', 'data-testid': 'rated-note' });
  private readonly heading = h('h2', {});
  /** The say sent and not yet answered. */
  private pending: boolean | null = null;
  private failure = '';

  constructor(private readonly send: (message: ClientMessage) => void) {
    this.element.append(this.heading, h('label', { class: 'switch' }, this.input, this.text), this.rule, this.state, this.rated);
    this.input.addEventListener('change', () => {
      this.pending = this.input.checked;
      this.failure = '';
      this.input.setAttribute('aria-busy', 'true');
      this.send({ type: 'set_listing', listed: this.input.checked, ref: REFS.listing });
    });
  }

  render(snapshot: Snapshot, role: Role | null): void {
    const view = listingView(snapshot, role);
    this.element.hidden = view === null;
    if (!view) return;
    const words = socialText();
    this.heading.textContent = words.listingHeading;
    this.text.textContent = words.listing;
    this.rule.textContent = view.lobby ? words.listingLobby : words.listingFriends;
    // The server's say once it has answered; until then, the player's own.
    if (this.pending !== null && view.said && view.mine === this.pending) this.pending = null;
    if (this.pending === null) this.input.removeAttribute('aria-busy');
    this.input.checked = this.pending ?? view.mine;
    const state = this.failure || (view.listed ? words.listedNow : words.notListed);
    if (this.state.textContent !== state) this.state.textContent = state;
    this.rated.hidden = !view.lobby || snapshot.rated === undefined;
    this.rated.textContent = snapshot.rated ? words.rated : words.casual;
  }

  /** The server refused the say: the switch shows the game's say again, and why. */
  refused(snapshot: Snapshot, role: Role | null): void {
    this.pending = null;
    this.failure = socialText().listingFailed;
    this.render(snapshot, role);
  }
}
