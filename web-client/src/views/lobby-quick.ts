// Quick pairing, the lobby's first card: a game, a clock among the presets, casual or rated, "Play";
// then, while the server looks for an opponent, a waiting panel with the time waited and a button to
// stop. Which of the two is shown follows the server's word (seeking / seek_ended / the lobby's seek).
import { h } from '../lib/dom';
import { elapsedLabel, mayBeRated, presetTime, clockLabel } from '../lib/lobby-state';
import type { LobbyChoices } from '../lib/lobby-storage';
import type { Seek, TimeChoice } from '../lib/lobby-messages';
import { gameTitle } from '../i18n';
import type { LobbyWords } from '../i18n/lobby-text';
import { clockField, gameField, ratedField } from './lobby-fields';
import { lobbyWaitingText } from '../i18n/lobby-waiting-text';

export interface QuickHost {
  words(): LobbyWords;
  choices(): LobbyChoices;
  choicesChanged(): void;
  signedIn(): boolean;
  /** The lobby is joined: what is sent now is heard. */
  ready(): boolean;
  /** A seek or its cancellation was sent and not yet answered. */
  sending(): boolean;
  seek(variant: string, time: TimeChoice, rated: boolean): void;
  cancelSeek(): void;
  /** A game against the computer, the seek kept meanwhile (issue 38). */
  playComputer(): void;
  serverNow(): number;
}

export class QuickPairing {
  readonly element = h('section', { class: 'card lobby-quick', 'aria-labelledby': 'quick-title', 'data-testid': 'quick' });
  private shownSeek: Seek | null = null;
  private elapsed: HTMLElement | null = null;
  private playButton: HTMLButtonElement | null = null;

  constructor(private readonly host: QuickHost) {}

  /** Draws the form or the waiting panel anew (a change of language, of account, of the catalogue). */
  render(seek: Seek | null): void {
    this.shownSeek = seek;
    this.element.replaceChildren(...(seek ? this.waiting(seek) : this.form()));
    this.refreshButtons();
    this.tick();
  }

  /** The server's seek changed: the card turns over, and the keyboard follows to what replaced it. */
  update(seek: Seek | null): void {
    // The keyboard was on this card (or on nothing: a button it was on went away or was disabled).
    const focused = this.element.contains(document.activeElement) || document.activeElement === document.body || document.activeElement === null;
    const turned = (seek === null) !== (this.shownSeek === null);
    if (!turned && seek?.id === this.shownSeek?.id) {
      this.refreshButtons();
      return;
    }
    this.render(seek);
    if (focused) this.element.querySelector<HTMLElement>(seek ? '[data-testid="cancel-seek"]' : '[data-testid="quick-play"]')?.focus({ preventScroll: true });
  }

  /** The Play button's state: whether the lobby is there to hear it, and no answer awaited. */
  refreshButtons(): void {
    const words = this.host.words();
    if (this.playButton) {
      this.playButton.disabled = !this.host.ready() || this.host.sending() || this.host.choices().seekVariant === '';
      this.playButton.textContent = this.host.sending() ? words.sending : words.play;
    }
    const cancel = this.element.querySelector<HTMLButtonElement>('[data-testid="cancel-seek"]');
    if (cancel) cancel.disabled = !this.host.ready() || this.host.sending();
  }

  /** Once a second while waiting: the time waited, counted from the server's `since_ms`. */
  tick(): void {
    if (this.shownSeek && this.elapsed) this.elapsed.textContent = this.host.words().waited(elapsedLabel(this.host.serverNow() - this.shownSeek.since_ms));
  }

  private form(): HTMLElement[] {
    const words = this.host.words();
    const choices = this.host.choices();
    const time = presetTime(choices.seekTime);
    const why = !this.host.signedIn() ? 'account' : time ? null : 'clock';
    const rated = choices.seekRated && mayBeRated(this.host.signedIn(), time);
    const redraw = () => {
      this.host.choicesChanged();
      const focused = document.activeElement instanceof HTMLElement ? document.activeElement.dataset['testid'] : undefined;
      this.render(null);
      if (focused) this.element.querySelector<HTMLElement>(`[data-testid="${focused}"]`)?.focus({ preventScroll: true });
    };
    this.playButton = h('button', { type: 'submit', class: 'btn btn-primary btn-wide btn-play', 'data-testid': 'quick-play' }, words.play);
    const form = h('form', { class: 'lobby-form', 'data-testid': 'quick-form', 'aria-labelledby': 'quick-title' },
      gameField('quick-game', words, choices.seekVariant, (variant) => {
        choices.seekVariant = variant;
        this.host.choicesChanged();
      }),
      clockField('quick-time', words, choices.seekTime, false, (preset) => {
        choices.seekTime = preset;
        redraw();
      }),
      ratedField('quick-rated', words, rated, why, (value) => {
        choices.seekRated = value;
        this.host.choicesChanged();
      }),
      this.playButton);
    form.addEventListener('submit', (event) => {
      event.preventDefault();
      const chosen = presetTime(choices.seekTime);
      if (!chosen || choices.seekVariant === '') return;
      this.host.seek(choices.seekVariant, chosen, choices.seekRated && mayBeRated(this.host.signedIn(), chosen));
      this.refreshButtons();
    });
    this.elapsed = null;
    return [h('h2', { id: 'quick-title' }, words.quick), h('p', { class: 'muted lobby-hint' }, words.quickHint), form];
  }

  private waiting(seek: Seek): HTMLElement[] {
    const words = this.host.words();
    this.playButton = null;
    this.elapsed = h('p', { class: 'lobby-elapsed', 'data-testid': 'seek-elapsed' });
    const what = [gameTitle(seek.variant), clockLabel(seek.time) ?? words.untimed, seek.rated ? words.rated : words.casual].join(' · ');
    // The keyboard lands on this button: it tells a screen reader what is going on, and for which game.
    const cancel = h('button', { type: 'button', class: 'btn btn-secondary btn-wide', 'data-testid': 'cancel-seek', 'aria-describedby': 'quick-title seek-what', onclick: () => {
      this.host.cancelSeek();
      this.refreshButtons();
    } }, words.cancelSeek);
    const waiting = lobbyWaitingText();
    const computer = h('button', { type: 'button', class: 'btn btn-secondary btn-wide', 'data-testid': 'seek-play-computer', 'aria-describedby': 'seek-kept', onclick: () => this.host.playComputer() },
      waiting.whileWaiting);
    return [
      h('div', { class: 'lobby-waiting', 'data-testid': 'seeking' },
        h('h2', { id: 'quick-title' }, h('span', { class: 'lobby-spinner', 'aria-hidden': 'true' }), words.seeking),
        h('p', { class: 'lobby-seek-what', id: 'seek-what', 'data-testid': 'seek-what' }, what),
        this.elapsed,
        cancel,
        computer,
        h('p', { class: 'muted lobby-hint', id: 'seek-kept' }, waiting.kept)),
    ];
  }
}
