// While a challenge sent by name waits for its answer (issue 38): in place of the invitation, whose
// link would be the player challenged's alone, the wait and "Withdraw" (the protocol's `abort`,
// said "withdrawn"). Its own chunk: the game page is in the first load, and few games are challenges.
import { h } from '../lib/dom';
import type { InvitationContext } from './invitation';
import { challengeSentText } from '../i18n/challenge-sent-text';

export function challengeSentCard(context: Omit<InvitationContext, 'link'>, name: string): HTMLElement {
  const words = challengeSentText();
  const withdraw = h('button', {
    type: 'button', class: 'btn btn-secondary', 'data-focus': 'cancel-invitation', 'data-testid': 'cancel-invitation', onclick: () => context.cancel(),
  }, words.withdraw);
  return h('section', { class: 'card share', 'data-testid': 'challenge-sent', 'aria-labelledby': 'share-title' },
    h('h2', { id: 'share-title' }, words.sentTitle(name)),
    h('p', { class: 'share-text' }, words.sentText(name)),
    h('div', { class: 'row' }, withdraw),
    context.waitingNote);
}
