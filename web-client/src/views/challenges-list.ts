// The direct challenges waiting for an answer (issue 38), on Home and the account page: those to the
// player first, each with "Accept" (its game, whose seat is kept for them) and "Decline"; then theirs
// to others, each with "Withdraw". Hidden while there are none; drawn once the server has answered.
import { h } from '../lib/dom';
import { answerChallenge, clockOf, waitingChallenges, type WaitingChallenge } from '../lib/challenges';
import { entryOf, titleOf } from '../lib/catalogue';
import { profilePath } from '../lib/profile';
import { challengeText } from '../i18n/challenge-text';
import { challengeSentText } from '../i18n/challenge-sent-text';
import { correspondenceText } from '../i18n/correspondence-text';
import { language, t } from '../i18n';

function clockText(challenge: WaitingChallenge): string {
  const clock = clockOf(challenge.time);
  if (!clock) return t().home.noClock;
  return 'days' in clock ? correspondenceText().perMoveShort(clock.days) : `${clock.minutes}+${clock.increment}`;
}

function sideText(side: string): string {
  return (t().sides as Record<string, string>)[side] ?? side;
}

function item(challenge: WaitingChallenge, answered: () => void): HTMLElement {
  const words = challengeText();
  const who = h('a', { href: profilePath(challenge.name), 'data-link': '' }, h('bdi', {}, challenge.name));
  const facts = [titleOf(entryOf(challenge.variant), language(), challenge.variant), clockText(challenge), words.youPlay(sideText(challenge.side).toLocaleLowerCase())].join(' · ');
  const status = h('span', { class: 'form-error', role: 'status' });
  const answer = h('button', { type: 'button', class: 'btn btn-secondary', 'data-testid': challenge.incoming ? 'challenge-decline' : 'challenge-withdraw' },
    challenge.incoming ? words.decline : challengeSentText().withdraw);
  answer.addEventListener('click', () => {
    answer.disabled = true;
    answerChallenge(challenge.game).then(answered, () => {
      status.textContent = words.failed;
      answer.disabled = false;
    });
  });
  const accept = challenge.incoming
    ? h('a', { class: 'btn btn-primary', href: `/g/${challenge.game}`, 'data-link': '', 'data-testid': 'challenge-accept' }, words.accept)
    : null;
  return h('li', { class: 'challenge-item', 'data-testid': challenge.incoming ? 'challenge-incoming' : 'challenge-outgoing', 'data-game': challenge.game },
    h('p', {}, challenge.incoming ? words.from('') : words.to(''), who, h('span', { class: 'muted' }, ` · ${facts}`)),
    h('div', { class: 'row' }, accept, answer), status);
}

export function challengesList(): HTMLElement {
  const words = challengeText();
  const card = h('section', { class: 'card challenges', hidden: true, 'data-testid': 'challenges', 'aria-label': words.incomingHeading });
  const draw = (challenges: WaitingChallenge[]) => {
    const incoming = challenges.filter((challenge) => challenge.incoming);
    const outgoing = challenges.filter((challenge) => !challenge.incoming);
    const again = () => void waitingChallenges().then(draw, () => undefined);
    card.hidden = challenges.length === 0;
    card.replaceChildren(
      ...(incoming.length ? [h('h2', {}, words.incomingHeading), h('ul', { class: 'game-list' }, ...incoming.map((one) => item(one, again)))] : []),
      ...(outgoing.length ? [h('h2', {}, words.outgoingHeading), h('ul', { class: 'game-list' }, ...outgoing.map((one) => item(one, again)))] : []));
  };
  // Asked once the card is on the page.
  window.setTimeout(() => {
    if (card.isConnected) void waitingChallenges().then(draw, () => undefined);
  }, 0);
  return card;
}
