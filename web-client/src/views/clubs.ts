// /clubs (issue 39): the reader's clubs and classes (`GET /api/clubs`, newest first), each a link to
// its page with its kind, organiser and members, then "Make a club or a class" (kind and name). A
// signed-out visitor is shown the way to sign in (and back here); a pupil sees its class only, and no
// form (its teacher decides). A lazy chunk.
import { h } from '../lib/dom';
import { api } from '../lib/api';
import { account, onAccountChange, signedInAsFarAsKnown } from '../lib/account';
import { CLUB_KINDS, badClubName, clubPath, readClub, readClubs, type Club, type ClubKind } from '../lib/clubs';
import { clubRefusal, clubText, type ClubWords } from '../i18n/club-text';
import { tournamentLinkText } from '../i18n/tournament-link-text';
import { t } from '../i18n';
import { refusalNodes, signInLink } from './club-parts';
import '../styles/clubs.css';

export interface ClubsHost {
  navigate(path: string): void;
  setTitle(title: string): void;
}

/** The form as last typed, kept while the page lives (a change of language draws it again). */
const typed: { kind: ClubKind; name: string } = { kind: 'club', name: '' };

function clubItem(club: Club, words: ClubWords): HTMLElement {
  return h('li', { class: 'club-item', 'data-testid': `club-${club.id}` },
    h('a', { class: 'club-name', href: clubPath(club.id), 'data-link': '' }, club.name),
    h('span', { class: 'club-meta' }, [words.kinds[club.kind], words.organisedBy(club.kind, club.organiser), words.members(club.members)].join(' · '),
      club.role === 'organiser' ? h('span', { class: 'club-tag' }, words.youOrganise) : null));
}

export class ClubsView {
  private clubs: Club[] | null = null;
  private failed = false;
  private readonly stopAccount: () => void;
  private readonly listSlot = h('div', { class: 'club-list-slot' });
  private readonly createSlot = h('div', {});

  constructor(private readonly root: HTMLElement, private readonly host: ClubsHost) {
    this.relabel();
    void this.load();
    this.stopAccount = onAccountChange(() => {
      this.relabel();
      void this.load();
    });
  }

  destroy(): void {
    this.stopAccount();
  }

  private signedIn(): boolean {
    return signedInAsFarAsKnown();
  }

  relabel(): void {
    const words = clubText();
    this.host.setTitle(`${words.heading} — ${t().appName}`);
    const pupil = account()?.pupil;
    this.root.replaceChildren(h('section', { class: 'page clubs', 'data-testid': 'clubs' },
      h('h1', {}, words.heading),
      h('p', { class: 'muted club-intro' }, pupil ? words.pupilNote : words.intro),
      h('section', { 'aria-labelledby': 'club-list-title' }, h('h2', { id: 'club-list-title' }, pupil ? words.yourClass : words.yours), this.listSlot),
      this.createSlot));
    this.drawList();
    this.drawCreate();
  }

  private async load(): Promise<void> {
    if (!this.signedIn()) return this.drawList();
    try {
      this.clubs = readClubs(await api<unknown>('GET', '/api/clubs'));
      this.failed = false;
    } catch {
      this.failed = this.clubs === null;
    }
    this.drawList();
  }

  private drawList(): void {
    const words = clubText();
    if (!this.signedIn()) {
      this.listSlot.replaceChildren(h('p', { 'data-testid': 'clubs-sign-in' }, words.signInToSee, ' ', signInLink(words.signIn, '/clubs')));
      return;
    }
    if (this.failed) {
      this.listSlot.replaceChildren(h('p', { class: 'form-error', role: 'alert' }, words.loadFailed),
        h('button', { type: 'button', class: 'btn btn-secondary', onclick: () => void this.load() }, words.retry));
      return;
    }
    if (!this.clubs) {
      this.listSlot.replaceChildren(h('p', { class: 'muted' }, words.loading));
      return;
    }
    // A pupil sees its class only (the server lists nothing else for it: kept so whatever it says).
    const pupil = account()?.pupil;
    const shown = pupil ? this.clubs.filter((club) => club.id === pupil.class) : this.clubs;
    this.listSlot.replaceChildren(shown.length === 0
      ? h('p', { class: 'muted', 'data-testid': 'clubs-none' }, words.none)
      : h('ul', { class: 'club-list', 'data-testid': 'club-list' }, ...shown.map((club) => clubItem(club, words))));
  }

  private drawCreate(): void {
    if (!this.signedIn() || account()?.pupil) {
      this.createSlot.replaceChildren();
      return;
    }
    const words = clubText();
    const kinds = h('fieldset', { class: 'club-kinds' }, h('legend', {}, words.kind),
      ...CLUB_KINDS.map((kind) => {
        const input = h('input', { type: 'radio', name: 'club-kind', value: kind, checked: typed.kind === kind, 'data-testid': `club-kind-${kind}`, 'aria-describedby': `club-kind-hint-${kind}` });
        input.addEventListener('change', () => (typed.kind = kind));
        return h('label', { class: 'choice club-kind' }, input,
          h('span', { class: 'choice-label' }, h('strong', {}, words.kinds[kind]), h('span', { class: 'muted club-kind-hint', id: `club-kind-hint-${kind}` }, words.kindHints[kind])));
      }));
    const name = h('input', { type: 'text', id: 'club-name', maxlength: 60, autocomplete: 'off', value: typed.name, 'aria-describedby': 'club-name-hint club-name-error', 'data-testid': 'club-name' });
    name.addEventListener('input', () => (typed.name = name.value));
    const nameError = h('p', { class: 'form-error', id: 'club-name-error', 'data-testid': 'club-name-error' });
    const alert = h('p', { class: 'form-error', role: 'alert', 'data-testid': 'club-create-error' });
    const submit = h('button', { type: 'submit', class: 'btn btn-primary btn-wide', 'data-testid': 'club-create' }, words.submit);
    const form = h('form', { class: 'club-form', novalidate: true, 'data-testid': 'club-form' },
      kinds,
      h('div', { class: 'club-field' }, h('label', { for: name.id }, words.name), name, h('p', { class: 'muted club-hint', id: 'club-name-hint' }, words.nameHint), nameError),
      alert, submit);
    form.addEventListener('submit', (event) => {
      event.preventDefault();
      const wrong = badClubName(typed.name);
      nameError.textContent = wrong ? words.nameProblem : '';
      name.setAttribute('aria-invalid', String(wrong));
      if (wrong) return name.focus();
      alert.replaceChildren();
      submit.disabled = true;
      submit.textContent = words.creating;
      api<unknown>('POST', '/api/clubs', { kind: typed.kind, name: typed.name.trim().normalize('NFC') }).then((answer) => {
        const made = readClub(answer);
        typed.name = '';
        this.host.navigate(made ? clubPath(made.id) : '/clubs');
      }, (error: unknown) => {
        alert.replaceChildren(...refusalNodes(clubRefusal(error, words), words));
        submit.disabled = false;
        submit.textContent = words.submit;
      });
    });
    this.createSlot.replaceChildren(h('section', { class: 'card club-create', 'aria-labelledby': 'club-create-title' },
      h('h2', { id: 'club-create-title' }, words.create), form));
  }
}

export function mountClubs(root: HTMLElement, host: ClubsHost): ClubsView {
  host.setTitle(`${tournamentLinkText().clubs} — ${t().appName}`);
  return new ClubsView(root, host);
}
