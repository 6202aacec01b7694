// The account page of a pupil (issue 39): "Your teacher's class: <name>" (a link to its page, the name
// asked of `GET /api/clubs`), and while its teacher protects it, what is not available (the lobby,
// clubs, other tournaments) said in words, in place of buttons that would fail.
import { h } from '../lib/dom';
import { api, type Account } from '../lib/api';
import { clubPath, readClubs } from '../lib/clubs';
import { pupilText } from '../i18n/pupil-text';

/** Null for an account that is no pupil's. */
export function pupilSection(signedIn: Account): HTMLElement | null {
  const pupil = signedIn.pupil;
  if (!pupil) return null;
  const words = pupilText();
  const section = h('section', { class: 'card pupil-card-note', 'data-testid': 'account-pupil' });
  if (pupil.class) {
    const link = h('a', { href: clubPath(pupil.class), 'data-link': '', 'data-testid': 'account-class' }, '…');
    section.append(h('p', {}, words.yourClass, ' ', link));
    const classId = pupil.class;
    // Asked once the section is on the page (the account page also builds one only to read its facts).
    window.setTimeout(() => {
      if (!section.isConnected) return;
      api<unknown>('GET', '/api/clubs').then((answer) => {
        link.textContent = readClubs(answer).find((club) => club.id === classId)?.name ?? classId;
      }, () => (link.textContent = classId));
    }, 0);
  }
  if (pupil.protected) {
    section.append(h('h2', {}, words.protectedHeading),
      h('ul', { 'data-testid': 'account-protected' }, ...words.protectedItems.map((item) => h('li', {}, item))),
      h('p', { class: 'muted' }, words.protectedBy));
  }
  return section;
}
