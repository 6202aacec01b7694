// The card of a class's new accounts (issue 39): one box per pupil to cut out, with the site's
// address, the name the teacher gave, the user name and the first password, large and legible; above
// them the notice that these passwords are shown only this once, and Print (window.print()). The
// print stylesheet (styles/clubs.css, @media print) prints the card alone, black on white; with two
// cards on the page only the one whose Print was pressed. The keyboard goes to the card when it appears.
import { h } from '../lib/dom';
import type { CardRow } from '../lib/clubs';
import type { ClubWords } from '../i18n/club-text';

/** The card's boxes, one per row, in the rows' order. */
export function cardBoxes(rows: readonly CardRow[], words: ClubWords, host: string): HTMLElement {
  return h('ul', { class: 'card-boxes', 'data-testid': 'card-boxes' }, ...rows.map((row) =>
    h('li', { class: 'card-box', 'data-testid': 'card-box', 'data-username': row.username },
      h('p', { class: 'card-site' }, words.site(host)),
      h('p', { class: 'card-given' }, row.given),
      h('dl', { class: 'card-lines' },
        h('dt', {}, words.username), h('dd', { class: 'card-username', 'data-testid': 'card-username' }, row.username),
        h('dt', {}, words.password), h('dd', { class: 'card-password', 'data-testid': 'card-password' }, row.password)))));
}

/** The card as a section of the page: heading, notice, Print, boxes. */
export function pupilCard(heading: string, rows: readonly CardRow[], words: ClubWords, testid = 'pupil-card'): HTMLElement {
  const title = h('h2', { id: `${testid}-title` }, heading);
  const card = h('section', { class: 'pupil-card', tabindex: -1, 'aria-labelledby': title.id, 'data-testid': testid });
  const print = h('button', { type: 'button', class: 'btn btn-primary no-print', 'data-testid': `${testid}-print` }, words.print);
  print.addEventListener('click', () => {
    // Only this card is printed, whatever other card the page holds.
    document.documentElement.classList.add('print-one');
    card.classList.add('print-target');
    const done = () => {
      document.documentElement.classList.remove('print-one');
      card.classList.remove('print-target');
      window.removeEventListener('afterprint', done);
    };
    window.addEventListener('afterprint', done);
    window.print();
  });
  card.append(title,
    h('p', { class: 'card-once no-print', 'data-testid': `${testid}-once` }, words.cardOnce),
    print,
    cardBoxes(rows, words, window.location.host));
  return card;
}

/** The card shown: in view, and the keyboard on it (a screen reader reads its heading). */
export function showCard(card: HTMLElement): void {
  card.focus({ preventScroll: true });
  card.scrollIntoView({ block: 'start' });
}
