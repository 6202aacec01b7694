// Reporting a seat's player on the game page (issue 27). Discreet: "⋯" in the bar of each other
// person's seat (the opponent's for a player, both for a spectator; never the computer's) opens a
// small menu with the player's profile, when they have a name, and "Report…", which opens a dialog
// with the five reasons. Sent as `report`; the server's `reported` turns the dialog into a thank-you
// (and the menu's item into "Reported"; a report this browser or account made before is answered the
// same way); its rate_limited (the caps on reports an hour), or no answer at all, is said in the dialog.
import { h } from '../lib/dom';
import { REFS, REPORT_REASONS, reportableSides, type ReportReason } from '../lib/game-social';
import { isPlayer, type Role } from '../lib/game-state';
import { browserToken } from '../lib/lobby-storage';
import { playersOf } from '../lib/rating-change';
import type { ClientMessage, Side, Snapshot } from '../lib/types';
import { pick, t } from '../i18n';
import { socialText } from '../i18n/game-social-text';
import type { ClockView } from './player-bar';
import { SocialMenu } from './social-menu';
import { profilePath, seatName } from './game-players';

/** No answer within this long: the report may not have gone (the network dropped). */
const ANSWER_MS = 10_000;

export class GameReport {
  /** The dialog; it stands in the page with the social parts (a modal dialog is drawn above everything). */
  readonly dialog = h('dialog', { class: 'report-dialog', 'aria-labelledby': 'report-title', 'data-testid': 'report-dialog' });
  private readonly menus = new Map<Side, SocialMenu>();
  private readonly reported = new Set<Side>();
  private against: Side | null = null;
  private waiting: number | undefined;

  constructor(private readonly send: (message: ClientMessage) => void) {}

  render(snapshot: Snapshot, role: Role | null, barOf: (side: Side) => ClockView): void {
    const sides = reportableSides(snapshot, role);
    for (const [side, menu] of this.menus) if (!sides.includes(side)) menu.place(null);
    for (const side of sides) {
      let menu = this.menus.get(side);
      if (!menu) {
        menu = new SocialMenu('⋯', 'player-menu');
        this.menus.set(side, menu);
      }
      menu.element.dataset['side'] = side;
      const words = socialText();
      const who = seatName(snapshot, role, side);
      menu.label(words.playerMenu(who), words.playerMenu(who));
      this.fillMenu(menu, side, snapshot, role);
      menu.place(barOf(side));
    }
  }

  /** The menu's items: the profile (a player with a name), then Report… or Reported. */
  private fillMenu(menu: SocialMenu, side: Side, snapshot: Snapshot, role: Role | null): void {
    const words = socialText();
    const name = playersOf(snapshot)?.[side]?.name ?? null;
    const key = JSON.stringify([words.report, name, this.reported.has(side)]);
    if (menu.box.dataset['key'] === key) return;
    menu.box.dataset['key'] = key;
    const items: HTMLElement[] = [];
    if (name) items.push(h('a', { class: 'social-choice', href: profilePath(name), 'data-link': '', 'data-testid': 'player-profile' }, words.profile(name)));
    items.push(this.reported.has(side)
      ? h('button', { type: 'button', class: 'social-choice', disabled: true, 'data-testid': 'report-open' }, words.reported)
      : h('button', { type: 'button', class: 'social-choice', 'data-testid': 'report-open', onclick: () => {
          menu.close(false);
          this.open(side, snapshot, role, menu);
        } }, words.report));
    menu.box.replaceChildren(...items);
  }

  private open(side: Side, snapshot: Snapshot, role: Role | null, menu: SocialMenu): void {
    const words = socialText();
    this.against = side;
    const player = playersOf(snapshot)?.[side] ?? null;
    const who = player ? player.name : isPlayer(role, snapshot) ? words.reportOpponent : words.reportSide(pick(t().sides, side) ?? side);
    const reasons = REPORT_REASONS.map((reason, index) => h('label', { class: 'choice' },
      h('input', { type: 'radio', name: 'report-reason', value: reason, required: index === 0, 'data-testid': `report-${reason}` }),
      h('span', {}, words.reasons[reason])));
    const status = h('p', { class: 'report-status', role: 'status', 'aria-live': 'polite', 'data-testid': 'report-status' });
    const submit = h('button', { type: 'submit', class: 'btn btn-primary', 'data-testid': 'report-send' }, words.reportSend);
    const cancel = h('button', { type: 'button', class: 'btn btn-secondary', 'data-testid': 'report-cancel', onclick: () => this.dialog.close() }, words.cancel);
    const form = h('form', { class: 'report-form' },
      h('fieldset', {}, h('legend', {}, words.reportWhy), ...reasons),
      h('p', { class: 'muted' }, words.reportNote),
      status,
      h('div', { class: 'row' }, submit, cancel));
    form.addEventListener('submit', (event) => {
      event.preventDefault();
      const chosen = form.querySelector<HTMLInputElement>('input[name="report-reason"]:checked');
      if (!chosen || submit.disabled) return;
      submit.disabled = true;
      status.textContent = words.sending;
      // The browser's token names a reporter who is not signed in: one report a game and seat, however often the page reloads.
      this.send({ type: 'report', against: side, reason: chosen.value as ReportReason, browser: browserToken(), ref: REFS.report });
      window.clearTimeout(this.waiting);
      this.waiting = window.setTimeout(() => this.failed(words.noAnswer), ANSWER_MS);
    });
    this.dialog.replaceChildren(h('h2', { id: 'report-title' }, words.reportTitle(who)), form);
    this.dialog.onclose = () => {
      window.clearTimeout(this.waiting);
      if (menu.element.isConnected) menu.toggle.focus();
    };
    this.dialog.showModal();
    reasons[0]?.querySelector('input')?.focus();
  }

  /** The server's `reported`: thanks, and the seat's item says "Reported". */
  answered(side: Side, snapshot: Snapshot, role: Role | null): void {
    this.reported.add(side);
    const menu = this.menus.get(side);
    if (menu) this.fillMenu(menu, side, snapshot, role);
    if (!this.dialog.open || this.against !== side) return;
    window.clearTimeout(this.waiting);
    const words = socialText();
    const close = h('button', { type: 'button', class: 'btn btn-primary', 'data-testid': 'report-close', onclick: () => this.dialog.close() }, words.close);
    this.dialog.querySelector('form')?.replaceWith(
      h('p', { class: 'report-status', role: 'status', 'data-testid': 'report-status' }, words.reportThanks),
      h('div', { class: 'row' }, close));
    close.focus();
  }

  /** The server refused the report (`code`), or did not answer: said in the dialog, which stays open to try again. */
  refused(code: string): void {
    const words = socialText();
    this.failed(code === 'rate_limited' ? words.reportLimited : words.reportFailed);
  }

  private failed(text: string): void {
    window.clearTimeout(this.waiting);
    if (!this.dialog.open) return;
    const status = this.dialog.querySelector<HTMLElement>('[data-testid="report-status"]');
    if (status) status.textContent = text;
    const submit = this.dialog.querySelector<HTMLButtonElement>('[data-testid="report-send"]');
    if (submit) submit.disabled = false;
  }
}
