// The account page's ratings (issue 27), a chunk of its own loaded when the page shows a signed-in
// account: the current rating per category ("?" while provisional), the switch "Hide my public profile"
// (`POST /api/account/profile`, showing the account's `profile_hidden`) and a link to the player's own
// public profile, then a small chart of each category's rating history (`GET /api/account/ratings`).
import { h } from '../lib/dom';
import { api, type Account } from '../lib/api';
import { noteSignedOut, setProfileHidden } from '../lib/account';
import { profilePath } from '../lib/profile';
import { readAccountRatings, type AccountRatings } from '../lib/ratings';
import { ratingsText, type RatingsWords } from '../i18n/ratings-text';
import { ratingList } from './rating-list';
import { ratingCharts } from './rating-chart';
import { pupilText } from '../i18n/pupil-text';
import '../styles/live.css';

/** The last answer, so that a change of language draws the section at once (then asks again). */
let lastAnswer: { username: string; ratings: AccountRatings } | null = null;

function profileSwitch(words: RatingsWords, signedIn: Account, errorText: (error: unknown) => string): HTMLElement | null {
  if (typeof signedIn.profile_hidden !== 'boolean') return null; // an older server: nothing to switch
  // A protected pupil's profile stays hidden (the server refuses to show it): said, no switch.
  if (signedIn.pupil?.protected) return h('p', { class: 'muted', 'data-testid': 'profile-pupil' }, pupilText().profileHidden);
  let hidden = signedIn.profile_hidden;
  const said = h('p', { class: 'muted profile-said', role: 'status', 'data-testid': 'profile-hidden-said' });
  const error = h('p', { class: 'form-error', role: 'alert', 'data-testid': 'profile-hidden-error' });
  const box = h('input', { type: 'checkbox', 'data-testid': 'hide-profile', 'aria-describedby': 'profile-hidden-said' });
  said.id = 'profile-hidden-said';
  // What the switch means now: its description, and said by the live region after a change.
  const show = () => {
    box.checked = hidden;
    said.textContent = hidden ? words.hiddenNow : words.shownNow;
  };
  box.addEventListener('change', () => {
    const wanted = box.checked;
    box.disabled = true;
    error.textContent = '';
    setProfileHidden(wanted).then((account) => {
      hidden = account.profile_hidden ?? wanted;
      show();
    }, (failure: unknown) => {
      noteSignedOut(failure);
      error.textContent = errorText(failure);
      show();
    }).finally(() => (box.disabled = false));
  });
  show();
  return h('div', { class: 'profile-switch' }, h('label', { class: 'switch' }, box, h('span', {}, words.hideProfile)), said, error);
}


/** Draws the section into `section` (a card the account page placed), then what the server says. */
export function mountAccountRatings(section: HTMLElement, signedIn: Account, errorText: (error: unknown) => string): void {
  const words = ratingsText();
  // On a phone: the ratings, the profile's switch and its link first; the charts under them.
  const list = h('div', { 'data-testid': 'account-ratings-list' });
  const charts = h('div', { 'data-testid': 'account-ratings-charts' });
  const toggle = profileSwitch(words, signedIn, errorText);
  section.replaceChildren(
    h('h2', {}, words.ratings),
    list,
    ...(toggle ? [toggle] : []),
    h('p', {}, h('a', { href: profilePath(signedIn.username), 'data-link': '', 'data-testid': 'own-profile' }, words.seeProfile)),
    charts);
  section.hidden = false;
  const show = (ratings: AccountRatings) => {
    list.replaceChildren(ratingList(words, ratings.ratings));
    charts.replaceChildren(...ratingCharts(words, ratings.ratings, ratings.history));
  };
  const known = lastAnswer?.username === signedIn.username ? lastAnswer.ratings : null;
  if (known) show(known);
  else list.replaceChildren(h('p', { class: 'muted', role: 'status' }, words.loading));
  api<unknown>('GET', '/api/account/ratings').then((answer) => {
    const ratings = readAccountRatings(answer);
    if (!ratings) throw new Error('not ratings');
    lastAnswer = { username: signedIn.username, ratings };
    if (section.isConnected) show(ratings);
  }).catch((failure: unknown) => {
    noteSignedOut(failure);
    if (section.isConnected && !known) list.replaceChildren(h('p', { class: 'form-error', 'data-testid': 'ratings-failed' }, words.ratingsFailed));
  });
}
