// One finished game of an account's list, as the account page shows one's own and a teacher's page a
// pupil's (issue 39): the outcome, the game, the opponent and the side, the date and the moves.
import { h } from '../lib/dom';
import type { AccountGame } from '../lib/api';
import { gameTitle, language, pick, t } from '../i18n';

export function formatDate(ms: number): string {
  return new Intl.DateTimeFormat(language(), { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(ms));
}

export function gameItem(game: AccountGame): HTMLElement {
  const catalogue = t();
  const text = catalogue.account;
  // A stranger is named when their profile is public; the line is a link already, so the name is text.
  const person = game.opponent !== 'stranger' ? text.friend : typeof game.opponent_name === 'string' ? game.opponent_name : text.stranger;
  const opponent = game.opponent === 'computer' ? text.computer(pick(catalogue.levels, game.level) ?? game.level ?? '') : person;
  return h('li', {},
    h('a', { class: 'game-link', href: `/g/${game.game}`, 'data-link': '', 'data-testid': `game-${game.game}` },
      h('span', { class: `outcome outcome-${game.outcome}` }, text.outcomes[game.outcome] ?? game.outcome),
      h('span', {}, `${gameTitle(game.variant)}, ${text.against(opponent)}, ${text.playedAs[game.side] ?? game.side}`),
      h('span', { class: 'exercise-meta' }, `${formatDate(game.finished_ms)} · ${text.moveCount(game.moves)}`)));
}

