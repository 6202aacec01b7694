// A class's pupils, on its page for its teacher (issue 39): "Add pupils" (one name a line, up to 40,
// checked line by line as the server checks them: lib/clubs.ts) → the card of their user names and
// first passwords (views/pupil-card.ts), shown once; the names refused, each with its reason in words.
// Then the pupils' table (`GET …/pupils`): each one's protection (a switch), exercises solved, a link
// to their progress and "Reset" (asked first, then the new password on the card, printable too).
import { h } from '../lib/dom';
import { api } from '../lib/api';
import { cardRows, checkPupilNames, progressPath, readCard, readPupils, readReset, type CardRow, type Pupil, type PupilRefusal } from '../lib/clubs';
import { clubRefusal, clubText, nameProblemLines, type ClubWords } from '../i18n/club-text';
import { confirmBox, refusalNodes } from './club-parts';
import { pupilCard, showCard } from './pupil-card';

export class ClubPupils {
  readonly element = h('section', { class: 'club-pupils', 'aria-labelledby': 'club-pupils-title', 'data-testid': 'club-pupils' });
  private typed = '';
  private problems: string[] = [];
  private refused: PupilRefusal[] = [];
  private sending = false;
  private sendError: { text: string; signIn: boolean } | null = null;
  /** Every account made or reset while the page is open: the card, shown until the page is left. */
  private rows: CardRow[] = [];
  private pupils: Pupil[] | null = null;
  private confirming: string | null = null;
  private said = '';

  constructor(private readonly clubId: string, private readonly className: () => string) {
    this.draw();
    void this.load();
  }

  relabel(): void {
    this.draw();
  }

  private base(): string {
    return `/api/clubs/${encodeURIComponent(this.clubId)}/pupils`;
  }

  private async load(): Promise<void> {
    try {
      this.pupils = readPupils(await api<unknown>('GET', this.base()));
    } catch {
      this.pupils ??= [];
    }
    this.drawTable();
  }

  private readonly formSlot = h('div', {});
  private readonly cardSlot = h('div', {});
  private readonly tableSlot = h('div', {});

  private draw(): void {
    const words = clubText();
    this.element.replaceChildren(h('h2', { id: 'club-pupils-title' }, words.pupilsHeading), this.formSlot, this.cardSlot, this.tableSlot);
    this.drawForm();
    this.drawCard(false);
    this.drawTable();
  }

  private drawForm(): void {
    const words = clubText();
    const area = h('textarea', {
      id: 'pupil-names', rows: 6, autocomplete: 'off', spellcheck: 'false', autocapitalize: 'words',
      'aria-describedby': 'pupil-names-hint pupil-names-problems', 'aria-invalid': String(this.problems.length > 0), 'data-testid': 'pupil-names',
    });
    area.value = this.typed;
    const counted = h('p', { class: 'muted club-hint', 'data-testid': 'pupil-names-count' });
    const count = () => (counted.textContent = words.namesCount(checkPupilNames(this.typed).names.length));
    count();
    area.addEventListener('input', () => {
      this.typed = area.value;
      count();
    });
    const problems = h('div', { id: 'pupil-names-problems', role: 'alert', 'data-testid': 'pupil-names-problems' },
      ...(this.problems.length ? [h('ul', { class: 'form-error club-problems' }, ...this.problems.map((line) => h('li', {}, line)))] : []),
      ...(this.sendError ? [h('p', { class: 'form-error' }, ...refusalNodes(this.sendError, words))] : []),
      ...(this.refused.length ? [h('div', { class: 'club-refused', 'data-testid': 'pupils-refused' }, h('p', {}, words.refusedHeading),
        h('ul', {}, ...this.refused.map((one) => h('li', { 'data-given': one.given }, words.refusedLine(one.given, words.refusedReasons[one.reason])))))] : []));
    const submit = h('button', { type: 'submit', class: 'btn btn-primary', disabled: this.sending, 'data-testid': 'add-pupils' }, this.sending ? words.making : words.makeAccounts);
    const form = h('form', { class: 'club-form pupils-form', novalidate: true, 'data-testid': 'pupils-form' },
      h('h3', {}, words.addPupils),
      h('label', { for: area.id }, words.namesLabel), area,
      h('p', { class: 'muted club-hint', id: 'pupil-names-hint' }, words.namesHint), counted, problems, submit);
    form.addEventListener('submit', (event) => {
      event.preventDefault();
      this.add();
    });
    this.formSlot.replaceChildren(form);
  }

  private add(): void {
    const words = clubText();
    this.problems = nameProblemLines(this.typed, words);
    this.refused = [];
    this.sendError = null;
    if (this.problems.length > 0) {
      this.drawForm();
      this.formSlot.querySelector<HTMLElement>('textarea')?.focus();
      return;
    }
    this.sending = true;
    this.drawForm();
    api<unknown>('POST', this.base(), { names: checkPupilNames(this.typed).names }).then((answer) => {
      const made = readCard(answer);
      this.sending = false;
      this.refused = made.refused;
      // The names refused stay in the box, to be changed and sent again; the others are made.
      this.typed = made.refused.map((one) => one.given).join('\n');
      this.rows = cardRows(this.rows, made.card);
      this.drawForm();
      this.drawCard(made.card.length > 0);
      void this.load();
    }, (error: unknown) => {
      this.sending = false;
      this.sendError = clubRefusal(error, words);
      this.drawForm();
    });
  }

  private drawCard(show: boolean): void {
    if (this.rows.length === 0) return this.cardSlot.replaceChildren();
    const card = pupilCard(clubText().cardHeading(this.className()), this.rows, clubText());
    this.cardSlot.replaceChildren(card);
    if (show) showCard(card);
  }

  private drawTable(): void {
    const words = clubText();
    const pupils = this.pupils;
    const parts: HTMLElement[] = [];
    if (this.confirming) {
      const name = this.confirming;
      parts.push(confirmBox(words.resetAsk(name), words.resetYes, words.cancel, 'reset-confirm', () => this.reset(name), () => {
        this.confirming = null;
        this.drawTable();
        this.tableSlot.querySelector<HTMLElement>(`[data-reset="${CSS.escape(name)}"]`)?.focus();
      }));
    }
    parts.push(h('p', { class: 'club-said', role: 'status', 'data-testid': 'pupils-said' }, this.said));
    if (pupils === null) parts.push(h('p', { class: 'muted' }, words.loading));
    else if (pupils.length === 0) parts.push(h('p', { class: 'muted', 'data-testid': 'no-pupils' }, words.noPupils));
    else {
      const c = words.columns;
      parts.push(h('div', { class: 'club-table-wrap' }, h('table', { class: 'club-table', 'data-testid': 'pupils-table' },
        h('caption', {}, words.pupilsCaption),
        h('thead', {}, h('tr', {}, h('th', { scope: 'col' }, c.pupil),
          h('th', { scope: 'col' }, h('span', { 'aria-hidden': 'true' }, c.solvedShort), h('span', { class: 'sr-only' }, c.solved)),
          h('th', { scope: 'col' }, c.protected), h('th', { scope: 'col' }, c.more))),
        h('tbody', {}, ...pupils.map((pupil) => this.row(pupil, words))))),
      h('p', { class: 'muted club-hint' }, words.protectedHint));
    }
    this.tableSlot.replaceChildren(...parts);
    if (this.confirming) this.tableSlot.querySelector<HTMLElement>('[data-testid="reset-confirm-yes"]')?.focus();
  }

  private row(pupil: Pupil, words: ClubWords): HTMLElement {
    const box = h('input', { type: 'checkbox', checked: pupil.protected, 'aria-label': words.protectedLabel(pupil.name), 'data-testid': 'pupil-protected' });
    box.addEventListener('change', () => this.protect(pupil, box));
    return h('tr', { 'data-testid': 'pupil-row', 'data-name': pupil.name },
      h('th', { scope: 'row', class: 'club-pupil-name' }, pupil.name),
      h('td', { class: 'club-number', 'data-testid': 'pupil-solved' }, String(pupil.solved)),
      h('td', {}, h('label', { class: 'switch' }, box)),
      h('td', { class: 'club-row-actions' }, h('a', { href: progressPath(this.clubId, pupil.name), 'data-link': '', 'aria-label': words.progressOf(pupil.name), 'data-testid': 'pupil-progress' }, words.progress), h('button', {
        type: 'button', class: 'btn btn-secondary btn-small', 'aria-label': words.resetOf(pupil.name), 'data-reset': pupil.name, 'data-testid': 'pupil-reset',
        onclick: () => {
          this.confirming = pupil.name;
          this.drawTable();
        },
      }, words.reset)));
  }

  private protect(pupil: Pupil, box: HTMLInputElement): void {
    const words = clubText();
    const wanted = box.checked;
    box.disabled = true;
    api<{ protected?: unknown }>('POST', `${this.base()}/${encodeURIComponent(pupil.name)}/protected`, { protected: wanted }).then((answer) => {
      pupil.protected = typeof answer.protected === 'boolean' ? answer.protected : wanted;
      this.said = words.protectedNow(pupil.name, pupil.protected);
    }, (error: unknown) => {
      this.said = clubRefusal(error, words).text;
    }).finally(() => {
      box.checked = pupil.protected;
      box.disabled = false;
      const said = this.tableSlot.querySelector('[data-testid="pupils-said"]');
      if (said) said.textContent = this.said;
    });
  }

  private reset(name: string): void {
    const words = clubText();
    this.confirming = null;
    api<unknown>('POST', `${this.base()}/${encodeURIComponent(name)}/reset`).then((answer) => {
      const row = readReset(answer);
      if (!row) throw new Error('no password');
      // The pupil's row on the card (the name they were given kept when the card has it).
      const known = this.rows.find((one) => one.username === row.username);
      this.rows = cardRows(this.rows, [{ ...row, given: known?.given ?? row.given }]);
      this.said = '';
      this.drawTable();
      this.drawCard(true);
    }, (error: unknown) => {
      this.said = clubRefusal(error, words).text;
      this.drawTable();
    });
  }
}
