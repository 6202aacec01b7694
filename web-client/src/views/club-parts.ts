// What the clubs' pages draw alike: the way to sign in (and come back), a refusal in words, the page
// of a club the reader may not see, a confirmation asked in place of a button.
import { h } from '../lib/dom';
import type { ClubWords } from '../i18n/club-text';

/** "Sign in", coming back to `back` once signed in. */
export function signInLink(label: string, back: string, testid = 'sign-in-link'): HTMLElement {
  return h('a', { href: `/signin?next=${encodeURIComponent(back)}`, 'data-link': '', 'data-testid': testid }, label);
}

/** A refusal's words, with the way to sign in when that is the way out. */
export function refusalNodes(refusal: { text: string; signIn: boolean }, words: ClubWords): (Node | string)[] {
  const back = `${window.location.pathname}${window.location.search}`;
  return refusal.signIn ? [refusal.text, ' ', signInLink(words.signIn, back)] : [refusal.text];
}

/** "No such club": whatever a reader may not see, as the server says it (404 for all). */
export function clubNotFound(words: ClubWords): HTMLElement {
  return h('section', { class: 'page not-found', 'data-testid': 'club-not-found' },
    h('h1', {}, words.notFound), h('p', {}, words.notFoundHint),
    h('a', { class: 'btn btn-primary', href: '/clubs', 'data-link': '' }, words.allClubs));
}

/**
 * A question asked before something that cannot be undone (leave, a new link, a password reset): the
 * question, "yes" and "no"; the keyboard goes to "yes" once it is drawn (the caller focuses it).
 */
export function confirmBox(question: string, yes: string, no: string, testid: string, onYes: () => void, onNo: () => void): HTMLElement {
  return h('div', { class: 'club-confirm', role: 'group', 'aria-label': question, 'data-testid': testid },
    h('p', {}, question),
    h('button', { type: 'button', class: 'btn btn-danger', 'data-testid': `${testid}-yes`, onclick: onYes }, yes),
    h('button', { type: 'button', class: 'btn btn-secondary', 'data-testid': `${testid}-no`, onclick: onNo }, no));
}
