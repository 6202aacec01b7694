// While the friend has not come: the invitation comes first, above the board (the one thing to do
// next is to send the link). The link, the share or copy button, "Cancel the invitation" (the
// protocol's `abort`, allowed before anyone has moved), and a live note that a tap on the board
// fills in: there is nothing to play until the friend arrives.
import { h } from '../lib/dom';
import { copyLink, shareCancelled, shareWay } from '../lib/share';
import { t } from '../i18n';

export interface InvitationContext {
  link: string;
  /** The note a tap on the board fills in; the same element across redraws, so it is announced. */
  waitingNote: HTMLElement;
  toast(text: string): void;
  cancel(): void;
}

export function invitationCard(context: InvitationContext): HTMLElement {
  const catalogue = t();
  const game = catalogue.game;
  const linkField = h('input', {
    class: 'share-link', type: 'text', readonly: true, value: context.link, 'aria-label': game.shareTitle, 'data-testid': 'share-link',
    onfocus: () => linkField.select(),
  });
  const data: ShareData = { title: catalogue.appName, text: game.shareMessage, url: context.link };
  const copy = () => {
    void copyLink(context.link, linkField).then((copied) => context.toast(copied ? game.copied : game.copyFailed));
  };
  const way = shareWay(navigator, window.matchMedia('(pointer: coarse)').matches, data);
  const send = way === 'share'
    ? h('button', {
        type: 'button', class: 'btn btn-primary', 'data-focus': 'share-native', 'data-testid': 'share-native',
        onclick: () => navigator.share(data).catch((error: unknown) => {
          if (!shareCancelled(error)) copy();
        }),
      }, game.share)
    : h('button', { type: 'button', class: 'btn btn-primary', 'data-focus': 'copy-link', 'data-testid': 'copy-link', onclick: copy }, game.copy);
  const cancel = h('button', {
    type: 'button', class: 'btn btn-secondary', 'data-focus': 'cancel-invitation', 'data-testid': 'cancel-invitation', onclick: () => context.cancel(),
  }, game.cancelInvitation);
  return h('section', { class: 'card share', 'data-testid': 'share-box', 'aria-labelledby': 'share-title' },
    h('h2', { id: 'share-title' }, game.shareTitle),
    h('p', { class: 'share-text' }, game.shareText),
    linkField,
    h('div', { class: 'row' }, send, cancel),
    context.waitingNote);
}
