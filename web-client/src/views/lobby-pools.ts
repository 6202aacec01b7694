// Who waits now (issue 38), the lobby's card beside quick pairing: each game, clock and rated-or-casual
// that other players seek, with how many, and "Play" — a seek of that pool, which the server pairs at
// once with the player who waited longest. This browser's own seek is not counted as someone waiting.
import { h } from '../lib/dom';
import { clockLabel, othersWaiting, timeChoiceOf } from '../lib/lobby-state';
import type { Pool, Seek, TimeChoice } from '../lib/lobby-messages';
import { gameTitle } from '../i18n';
import type { LobbyWords } from '../i18n/lobby-text';
import { lobbyWaitingText } from '../i18n/lobby-waiting-text';

export interface PoolsHost {
  words(): LobbyWords;
  signedIn(): boolean;
  ready(): boolean;
  /** A seek or its cancellation was sent and not yet answered. */
  sending(): boolean;
  seek(variant: string, time: TimeChoice | null, rated: boolean): void;
}

export class WaitingPools {
  readonly element = h('section', { class: 'card lobby-pools', 'aria-labelledby': 'pools-title', 'data-testid': 'pools' });
  /** What was drawn last: drawn again only when it changes, so that a keyboard on a button stays there. */
  private drawn = '';

  constructor(private readonly host: PoolsHost) {}

  render(pools: readonly Pool[], seek: Seek | null, force = false): void {
    const key = JSON.stringify([pools, seek?.id ?? null, this.host.ready(), this.host.sending(), this.host.signedIn()]);
    if (key === this.drawn && !force) return;
    this.drawn = key;
    const words = this.host.words();
    const waiting = lobbyWaitingText();
    const others = othersWaiting(pools, seek);
    const rows = others.map((pool) => {
      const what = [gameTitle(pool.variant), clockLabel(pool.time) ?? words.untimed, pool.rated ? words.rated : words.casual].join(' · ');
      // A rated pool needs an account; one's own seek already waits (a new seek would replace it).
      const join = h('button', {
        type: 'button', class: 'btn btn-primary', 'data-testid': 'pool-join', 'aria-label': waiting.joinLabel(what),
        disabled: !this.host.ready() || this.host.sending() || (pool.rated && !this.host.signedIn()),
      }, waiting.join);
      join.addEventListener('click', () => this.host.seek(pool.variant, timeChoiceOf(pool.time), pool.rated));
      return h('li', { class: 'pool', 'data-testid': 'pool' },
        h('span', { class: 'pool-what' }, what),
        h('span', { class: 'muted pool-count', 'data-testid': 'pool-count' }, waiting.waiting(pool.seeking)),
        join);
    });
    this.element.replaceChildren(h('h2', { id: 'pools-title' }, waiting.heading),
      rows.length ? h('ul', { class: 'pool-list' }, ...rows) : h('p', { class: 'muted', 'data-testid': 'pools-none' }, waiting.none));
  }
}
