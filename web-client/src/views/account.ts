// Optional accounts: sign up (/signup), sign in (/signin) and the account page (/account). Errors
// come back as codes and are shown translated, next to the field they concern when there is one.
import { h, clear } from '../lib/dom';
import { ApiError, type Account } from '../lib/api';
import { account, changePassword, deleteAccount, noteSignedOut, refreshAccount, signIn, signOut, signUp } from '../lib/account';
import { normalUsername, passwordProblem, usernameProblem } from '../lib/credentials';
import { pick, t } from '../i18n';
import { yourGames } from '../lib/your-games';
import { gamesInPlayList } from './games-in-play';
import { notificationSettings } from './notification-settings';
import { peopleLists } from './people-lists';
import { challengesList } from './challenges-list';
import { pupilSection } from './account-pupil';
import { formatDate, gameItem } from './account-games';

type Navigate = (path: string) => void;

/** A message for the next page (after logging out, or deleting the account). */
let flash: string | null = null;

function takeFlash(): HTMLElement | null {
  const text = flash;
  flash = null;
  return text ? h('p', { class: 'notice', role: 'status', 'data-testid': 'flash' }, text) : null;
}

/** The translated text of a failed account request. */
export function accountErrorText(error: unknown): string {
  const catalogue = t();
  if (error instanceof ApiError && error.code === 'too_many_attempts' && error.retryAfter !== null)
    return catalogue.account.tooManyAttempts(error.retryAfter);
  // A name refused for a reason the code alone does not tell (protocol/README.md, the errors' details).
  if (error instanceof ApiError && error.code === 'username_taken' && error.reason === 'look_alike')
    return catalogue.account.nameLooksTaken;
  if (error instanceof ApiError && error.code === 'bad_username' && error.reason === 'mixed_scripts')
    return catalogue.account.usernameProblems['mixed-scripts'] ?? '';
  const code = error instanceof ApiError ? error.code : 'network';
  return pick(catalogue.errors, code) ?? code;
}

interface Field {
  wrap: HTMLElement;
  input: HTMLInputElement;
  setError(text: string): void;
}

let fieldCount = 0;

/** A labelled input with a hint and an error line, both tied to it by aria-describedby. */
function field(label: string, options: { type: 'text' | 'password'; name: string; autocomplete: string; hint?: string; testid: string }): Field {
  const id = `f${++fieldCount}-${options.name}`;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const input = h('input', {
    id, name: options.name, type: options.type, autocomplete: options.autocomplete, autocapitalize: 'off', spellcheck: 'false',
    'aria-describedby': options.hint ? `${hintId} ${errorId}` : errorId, 'data-testid': options.testid, required: true,
  });
  const error = h('p', { class: 'field-error', id: errorId, 'data-testid': `${options.testid}-error` });
  const parts: (HTMLElement | null)[] = [h('label', { for: id }, label), input,
    options.hint ? h('p', { class: 'field-hint', id: hintId }, options.hint) : null, error];
  if (options.type === 'password') {
    const show = h('input', { type: 'checkbox', 'data-testid': `${options.testid}-show`, 'aria-controls': id });
    show.addEventListener('change', () => (input.type = show.checked ? 'text' : 'password'));
    parts.push(h('label', { class: 'switch show-password' }, show, h('span', {}, t().account.showPassword)));
  }
  return {
    wrap: h('div', { class: 'field' }, ...parts),
    input,
    setError(text: string) {
      error.textContent = text;
      if (text) input.setAttribute('aria-invalid', 'true');
      else input.removeAttribute('aria-invalid');
    },
  };
}

interface FormParts {
  form: HTMLFormElement;
  submit: HTMLButtonElement;
  error: HTMLElement;
}

function form(testid: string, label: string, children: HTMLElement[]): FormParts {
  const submit = h('button', { type: 'submit', class: 'btn btn-primary', 'data-testid': `${testid}-submit` }, label);
  const error = h('p', { class: 'form-error', role: 'alert', 'data-testid': `${testid}-error` });
  const element = h('form', { class: 'account-form', 'data-testid': testid, novalidate: true }, ...children, error, submit);
  return { form: element, submit, error };
}

/** Sends a form: the button says what is happening, and the error comes back in the form. */
async function sending(parts: FormParts, busyLabel: string, action: () => Promise<void>, onError: (error: unknown) => boolean): Promise<void> {
  const label = parts.submit.textContent ?? '';
  parts.submit.disabled = true;
  parts.submit.textContent = busyLabel;
  parts.error.textContent = '';
  try {
    await action();
  } catch (error) {
    noteSignedOut(error); // the session ended elsewhere: the header says so
    if (!onError(error)) parts.error.textContent = accountErrorText(error);
  } finally {
    parts.submit.disabled = false;
    parts.submit.textContent = label;
  }
}

/** The page a sign-in link asked to come back to (`?next=/c/…`): a path of this site only. */
export function pageAfterSignIn(search: string): string | null {
  const next = new URLSearchParams(search).get('next');
  return next && /^\/(?![/\\])/.test(next) && next.length <= 500 ? next : null;
}

function credentialsPage(root: HTMLElement, navigate: Navigate, mode: 'signin' | 'signup'): void {
  const text = t().account;
  clear(root);
  const signingUp = mode === 'signup';
  const username = field(text.username, { type: 'text', name: 'username', autocomplete: 'username', testid: 'username', ...(signingUp ? { hint: text.usernameHint } : {}) });
  const password = field(text.password, { type: 'password', name: 'password', autocomplete: signingUp ? 'new-password' : 'current-password', testid: 'password', ...(signingUp ? { hint: text.passwordHint } : {}) });
  const parts = form(mode, signingUp ? text.signUp : text.signIn, [username.wrap, password.wrap]);
  const check = (): boolean => {
    const nameProblem = signingUp ? usernameProblem(username.input.value) : username.input.value ? null : 'empty';
    const passProblem = signingUp ? passwordProblem(password.input.value) : password.input.value ? null : 'empty';
    username.setError(nameProblem ? text.usernameProblems[nameProblem] ?? '' : '');
    password.setError(passProblem ? text.passwordProblems[passProblem] ?? '' : '');
    if (nameProblem) username.input.focus();
    else if (passProblem) password.input.focus();
    return !nameProblem && !passProblem;
  };
  // Once a field has been left, its hint turns into an error as soon as it is wrong, and back.
  for (const [one, problem] of [[username, usernameProblem], [password, passwordProblem]] as const) {
    if (!signingUp) continue;
    let touched = false;
    one.input.addEventListener('blur', () => {
      touched = one.input.value !== '';
      if (touched) one.input.dispatchEvent(new Event('input'));
    });
    one.input.addEventListener('input', () => {
      if (!touched) return;
      const found = problem(one.input.value);
      const messages: Record<string, string> = one === username ? text.usernameProblems : text.passwordProblems;
      one.setError(found ? messages[found] ?? '' : '');
    });
  }
  parts.form.addEventListener('submit', (event) => {
    event.preventDefault();
    if (!check()) return;
    void sending(parts, signingUp ? text.signingUp : text.signingIn, async () => {
      await (signingUp ? signUp : signIn)(normalUsername(username.input.value), password.input.value);
      navigate(pageAfterSignIn(window.location.search) ?? '/account');
    }, (error) => {
      const code = error instanceof ApiError ? error.code : '';
      const target = code === 'username_taken' || code === 'bad_username' ? username : code === 'bad_password' ? password : null;
      if (!target) return false;
      target.setError(accountErrorText(error));
      target.input.focus();
      return true;
    });
  });
  root.append(h('section', { class: 'page account-page', 'data-testid': `${mode}-page` },
    h('h1', {}, signingUp ? text.signUpTitle : text.signInTitle),
    takeFlash(),
    h('p', { class: 'muted' }, text.optional),
    h('div', { class: 'card' }, parts.form),
    h('p', {}, signingUp ? text.haveAccount : text.noAccount, ' ',
      h('a', { href: `${signingUp ? '/signin' : '/signup'}${window.location.search}`, 'data-link': '', 'data-testid': signingUp ? 'to-signin' : 'to-signup' }, signingUp ? text.signIn : text.createOne))));
}

export function renderSignIn(root: HTMLElement, navigate: Navigate): void {
  credentialsPage(root, navigate, 'signin');
}

export function renderSignUp(root: HTMLElement, navigate: Navigate): void {
  credentialsPage(root, navigate, 'signup');
}

/** Password managers want to know whose password a form changes. */
function hiddenUsername(username: string): HTMLElement {
  return h('input', { type: 'text', name: 'username', autocomplete: 'username', value: username, readonly: true, hidden: true, tabindex: -1 });
}

function passwordForm(username: string): HTMLElement {
  const text = t().account;
  const current = field(text.currentPassword, { type: 'password', name: 'current', autocomplete: 'current-password', testid: 'current-password' });
  const next = field(text.newPassword, { type: 'password', name: 'new', autocomplete: 'new-password', hint: text.passwordHint, testid: 'new-password' });
  const done = h('p', { role: 'status', 'data-testid': 'password-changed' });
  const parts = form('change-password', text.changePassword, [hiddenUsername(username), current.wrap, next.wrap, done]);
  parts.form.addEventListener('submit', (event) => {
    event.preventDefault();
    done.textContent = '';
    const currentProblem = current.input.value ? null : 'empty';
    const newProblem = passwordProblem(next.input.value);
    current.setError(currentProblem ? text.passwordProblems[currentProblem] ?? '' : '');
    next.setError(newProblem ? text.passwordProblems[newProblem] ?? '' : '');
    if (currentProblem || newProblem) {
      (currentProblem ? current : next).input.focus();
      return;
    }
    void sending(parts, text.changePassword, async () => {
      await changePassword(current.input.value, next.input.value);
      current.input.value = '';
      next.input.value = '';
      done.textContent = text.passwordChanged;
    }, (error) => {
      const code = error instanceof ApiError ? error.code : '';
      const target = code === 'wrong_credentials' ? current : code === 'bad_password' ? next : null;
      if (!target) return false;
      // Signed in already: only the password can be wrong, and it is the current one.
      target.setError(code === 'wrong_credentials' ? t().account.wrongCurrentPassword : accountErrorText(error));
      target.input.focus();
      return true;
    });
  });
  return parts.form;
}

function deleteForm(username: string, navigate: Navigate): HTMLElement {
  const text = t().account;
  const password = field(text.deleteConfirm, { type: 'password', name: 'password', autocomplete: 'current-password', testid: 'delete-password' });
  const parts = form('delete-account', text.delete, [hiddenUsername(username), password.wrap]);
  parts.submit.className = 'btn btn-danger';
  parts.form.addEventListener('submit', (event) => {
    event.preventDefault();
    if (!password.input.value) {
      password.setError(text.passwordProblems['empty'] ?? '');
      password.input.focus();
      return;
    }
    void sending(parts, text.deleting, async () => {
      await deleteAccount(password.input.value);
      flash = text.deleted;
      navigate('/signin');
    }, (error) => {
      if (!(error instanceof ApiError && error.code === 'wrong_credentials')) return false;
      password.setError(t().account.wrongPassword);
      password.input.focus();
      return true;
    });
  });
  return parts.form;
}

/** The ratings, the public profile's switch and the rating charts: their own chunk, drawn once the card is on the page. */
function ratingsCard(signedIn: Account): HTMLElement {
  const card = h('section', { class: 'card', 'data-testid': 'account-ratings', hidden: true });
  void import('./account-ratings').then((part) => {
    // A card made only to refresh the page's facts (refreshFacts) is never shown: it asks nothing.
    if (card.isConnected) part.mountAccountRatings(card, signedIn, accountErrorText);
  }, () => undefined);
  return card;
}

function accountContent(signedIn: Account, navigate: Navigate): HTMLElement[] {
  const text = t().account;
  const playing = gamesInPlayList(t(), yourGames(20));
  const logOutError = h('p', { class: 'form-error', role: 'alert' });
  const logOut = h('button', {
    type: 'button', class: 'btn btn-secondary', 'data-testid': 'log-out',
    onclick: () => {
      signOut().then(() => {
        flash = text.loggedOut;
        navigate('/signin');
      }).catch((error: unknown) => (logOutError.textContent = accountErrorText(error)));
    },
  }, text.logOut);
  return [
    h('p', { 'data-testid': 'account-name' }, text.signedInAs(signedIn.username)),
    h('p', { class: 'muted' }, text.created(formatDate(signedIn.created_ms))),
    ...[pupilSection(signedIn)].filter((one): one is HTMLElement => one !== null),
    h('p', {}, h('span', { 'data-testid': 'account-solved' }, text.solvedCount(signedIn.solved.length)), ' ',
      h('a', { href: '/exercises', 'data-link': '' }, text.seeExercises)),
    h('div', { class: 'actions' }, logOut),
    logOutError,
    ratingsCard(signedIn),
    // The games in play, those waiting for the player's move first (as on Home, from the same list).
    h('div', { class: 'card', 'data-testid': 'account-playing', hidden: playing === null }, ...(playing ? [playing] : [])),
    h('section', { class: 'card', 'data-testid': 'account-games' },
      h('h2', {}, text.gamesTitle),
      signedIn.games.length ? h('ul', { class: 'game-list' }, ...signedIn.games.map(gameItem)) : h('p', { class: 'muted' }, text.noGames)),
    challengesList(),
    peopleLists(),
    notificationSettings(),
    h('section', { class: 'card' }, h('h2', {}, text.changePasswordTitle), passwordForm(signedIn.username)),
    h('section', { class: 'card danger-zone' }, h('h2', {}, text.deleteTitle), h('p', {}, text.deleteText), deleteForm(signedIn.username, navigate)),
  ];
}

/** Puts the server's facts of `fresh` (an accountContent) in place of those shown, leaving the forms as they are. */
function refreshFacts(body: HTMLElement, fresh: HTMLElement[]): void {
  for (const id of ['account-solved', 'account-playing', 'account-games']) {
    const selector = `[data-testid="${id}"]`;
    const next = fresh.map((element) => (element.matches(selector) ? element : element.querySelector(selector))).find(Boolean);
    const shown = body.querySelector(selector);
    if (next && shown) shown.replaceWith(next);
  }
}

/** The account page: renders at once (heading first), then what the server says. */
export function renderAccount(root: HTMLElement, navigate: Navigate): { destroy(): void; relabel(): void } {
  let alive = true;
  const body = h('div', {});
  const frame = (): void => {
    clear(root);
    root.append(h('section', { class: 'page account-page', 'data-testid': 'account-page' }, h('h1', {}, t().account.title), takeFlash(), body));
  };
  // The account whose forms are on the page: the server's answer then updates only what it tells
  // (the solved count, the games), never the forms, where the player may already be typing.
  let formsOf: string | null = null;
  const fill = (): void => {
    const text = t().account;
    const known = account();
    if (known && known.username === formsOf) return refreshFacts(body, accountContent(known, navigate));
    formsOf = known ? known.username : null;
    if (known === undefined) body.replaceChildren(h('p', { class: 'muted', role: 'status' }, text.loading));
    else if (known === null)
      body.replaceChildren(h('p', { 'data-testid': 'not-signed-in' }, text.notSignedIn), h('div', { class: 'actions' },
        h('a', { class: 'btn btn-primary', href: '/signin', 'data-link': '' }, text.signIn),
        h('a', { class: 'btn btn-secondary', href: '/signup', 'data-link': '' }, text.signUpTitle)));
    else body.replaceChildren(...accountContent(known, navigate));
  };
  frame();
  fill();
  // Always ask again: the games list and solved count change elsewhere.
  void refreshAccount({ probe: true }).then(() => {
    if (alive) fill();
  });
  return {
    destroy: () => (alive = false),
    relabel: () => {
      // Every text in the new language: the forms too.
      formsOf = null;
      frame();
      fill();
    },
  };
}
