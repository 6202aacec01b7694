// The account page's lists of people one knows (issue 38): the players one follows, those on the
// site now marked "online", each linked to their profile, with their games in play to watch; and the players one blocks, each with
// "Unblock". Drawn once the server has answered; the page's refreshes leave the card as it is.
import { h } from '../lib/dom';
import { blocked, following, setRelation, type KnownPlayer } from '../lib/people';
import { profilePath } from '../lib/profile';
import { peopleText } from '../i18n/people-text';
import { entryOf, titleOf } from '../lib/catalogue';
import { language } from '../i18n';

function nameLink(player: KnownPlayer): HTMLElement {
  return h('a', { href: profilePath(player.name), 'data-link': '' }, h('bdi', {}, player.name));
}

export function peopleLists(): HTMLElement {
  const words = peopleText();
  const followList = h('div', { 'data-testid': 'following-list' });
  const blockList = h('div', { 'data-testid': 'blocked-list' });
  const drawFollowing = (players: KnownPlayer[]) => {
    followList.replaceChildren(players.length === 0 ? h('p', { class: 'muted' }, words.followingNone)
      : h('ul', { class: 'game-list' }, ...players.map((player) => h('li', { 'data-testid': 'followed', 'data-online': String(player.online) },
        nameLink(player), player.online ? h('span', { class: 'muted' }, ` · ${words.online}`) : null,
        ...player.playing.map((game) => h('a', { class: 'followed-game', href: `/g/${game.game}`, 'data-link': '', 'data-testid': 'followed-game' },
          words.watch(titleOf(entryOf(game.variant), language(), game.variant), game.opponent)))))));
  };
  const drawBlocked = (players: KnownPlayer[]) => {
    blockList.replaceChildren(players.length === 0 ? h('p', { class: 'muted' }, words.blockedNone)
      : h('ul', { class: 'game-list' }, ...players.map((player) => {
        const unblock = h('button', { type: 'button', class: 'btn btn-secondary', 'data-testid': 'unblock' }, words.unblock);
        const item = h('li', { 'data-testid': 'blocked' }, nameLink(player), ' ', unblock);
        unblock.addEventListener('click', () => {
          unblock.disabled = true;
          setRelation(player.name, 'block', false).then(() => item.remove(), () => (unblock.disabled = false));
        });
        return item;
      })));
  };
  const card = h('section', { class: 'card', 'data-testid': 'people-lists' },
    h('h2', {}, words.followingHeading), followList,
    h('h2', {}, words.blockedHeading), blockList);
  // Asked once the card is on the page: one made only to refresh the page's facts asks nothing.
  window.setTimeout(() => {
    if (!card.isConnected) return;
    void following().then(drawFollowing, () => undefined);
    void blocked().then(drawBlocked, () => undefined);
  }, 0);
  return card;
}
