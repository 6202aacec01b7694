// The games a player is in, as Home and the account page list them: those where it is their move
// first, each with whose move it is, the game and the opponent, and in a game of days per move the
// time the side to move has left ("2 days 3 hours left"). Finished games are never here
// (games-in-progress.ts keeps them apart).
import { h } from '../lib/dom';
import type { GameInProgress } from '../lib/games-in-progress';
import { timeLeftText } from '../lib/correspondence';
import { gameTitle, pick } from '../i18n';
import type { Catalogue } from '../i18n/en';

export function gamesInPlayList(catalogue: Catalogue, games: GameInProgress[]): HTMLElement | null {
  if (games.length === 0) return null;
  const home = catalogue.home;
  return h('section', { class: 'in-progress', 'aria-labelledby': 'in-progress-title' },
    h('h2', { id: 'in-progress-title' }, home.inProgress),
    h('ul', { class: 'game-list' }, ...games.map(({ game, summary, turn, here }) => {
      const person = summary.stranger ? catalogue.account.stranger : catalogue.account.friend;
      const opponent = summary.computer ? catalogue.account.computer(pick(catalogue.levels, summary.computer) ?? summary.computer) : person;
      const what = `${gameTitle(summary.variant)}, ${catalogue.account.against(opponent)}`;
      const parts = [h('span', { class: `turn turn-${turn}` }, home.turns[turn]), h('span', { class: 'exercise-meta' }, here ? what : `${what} · ${home.elsewhere}`)];
      // Days per move: the time the side to move has left ("2 days 3 hours left"), from this device's clock.
      if (summary.deadlineMs !== undefined) parts.push(h('span', { class: 'exercise-meta time-left', 'data-testid': 'time-left' }, timeLeftText(summary.deadlineMs - Date.now())));
      // Only the browser holding the seat's secret can play it: the account's others are said, not linked.
      return h('li', {}, here
        ? h('a', { class: 'game-link', href: `/g/${game}`, 'data-link': '', 'data-testid': `in-progress-${game}`, 'data-turn': turn }, ...parts)
        : h('div', { class: 'game-link elsewhere', 'data-testid': `in-progress-${game}`, 'data-turn': turn }, ...parts));
    })));
}
