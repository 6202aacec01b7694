// The game view's side panel as it stands on the page, and what is redrawn with it: the status line,
// the panel itself (game-panel.ts says what is in it), "Show my threatened pieces" under the board,
// the step bar, a finished game's summary and perfect play, and the opponent's requests in the bar
// above the board. All of it is rebuilt from one PanelContext whenever the game changes; apart from
// the controller because rebuilding in place has its own care: the keyboard's focus and the move
// list's scroll are kept across it, and the requests bar is redrawn (and so announced) only when
// the requests change.
import { h } from '../lib/dom';
import { isOver, isPlayer } from '../lib/game-state';
import type { Snapshot } from '../lib/types';
import { endSummary } from './game-end';
import { actionBar } from './game-action-bar';
import { confirmSwitch, opponentRequests, renderPanel, statusText, threatSwitch, type PanelContext } from './game-panel';
import type { GamePerfectPlay } from './game-perfect-play';
import type { GameStepThrough } from './game-step-through';

export interface SidePanelHost {
  readonly gameId: string;
  /** Draws the panel again from the game's state now (perfect play has come, or its switch changed). */
  redraw(): void;
  toast(text: string): void;
}

export class SidePanel {
  // The status line stays the same element so that screen readers announce its changes. A div: the
  // bold line over the panel is a live status, not a paragraph posing as a heading (axe's p-as-heading).
  readonly statusLine = h('div', { class: 'status', 'data-testid': 'status', role: 'status', 'aria-live': 'polite' });
  readonly panel = h('div', { class: 'panel' });
  // Under the board: "Show my threatened pieces" and what it found, and "Confirm each move", in view with the board on a phone.
  readonly threatSwitchSlot = h('div', { class: 'threat-switch' });
  // The player's actions during play, under the board (game-action-bar.ts).
  readonly actionBar = h('div', { class: 'action-bar', 'data-testid': 'action-bar' });
  // The opponent's requests, just above the board and announced: in view wherever the board is (on a
  // phone the panel is below the fold, and on a desktop a tall board pushes what is under it out of view).
  readonly requestBar = h('div', { class: 'request-bar', role: 'status', 'aria-live': 'polite', 'data-testid': 'request-bar' });
  private requestsShown = ''; // which requests the bar holds: redrawn (and announced) only when they change
  /** A finished game of a solved variant: "Show perfect play" in the end area (its own chunk, asked once). */
  private perfectPlay: GamePerfectPlay | null = null;
  private perfectPlayAsked = false;

  constructor(private readonly host: SidePanelHost) {}

  /** After a change of language: the requests are drawn again, in it. */
  relabel(): void {
    this.requestsShown = '';
  }

  /** The control of the panel that `data-focus` names, if it is there. */
  control(focusKey: string): HTMLElement | null {
    return this.panel.querySelector<HTMLElement>(`[data-focus="${focusKey}"]`) ?? this.actionBar.querySelector<HTMLElement>(`[data-focus="${focusKey}"]`);
  }

  draw(context: PanelContext, steps: GameStepThrough): void {
    const { snapshot, role } = context;
    this.statusLine.textContent = statusText(snapshot, role);
    this.statusLine.classList.toggle('over', isOver(snapshot));
    const focusKey = (document.activeElement as HTMLElement | null)?.dataset?.['focus'];
    this.panel.replaceChildren(...renderPanel(context));
    const switches = [threatSwitch(context), confirmSwitch(context)].filter((node): node is HTMLElement => node !== null);
    this.threatSwitchSlot.replaceChildren(...switches);
    const actions = actionBar(context);
    this.actionBar.replaceChildren(...(actions ? [actions] : []));
    steps.renderBar(snapshot);
    // A cancelled game has nothing to sum up: its actions (invite again) come first.
    if (isOver(snapshot) && isPlayer(role, snapshot) && snapshot.result.state !== 'aborted')
      this.panel.prepend(endSummary({ snapshot, gameId: this.host.gameId, status: this.statusLine.textContent ?? '', toast: (text) => this.host.toast(text) }));
    if (isOver(snapshot) && snapshot.moves.length > 0) this.showPerfectPlay(snapshot, steps);
    const requests = opponentRequests(context);
    const requestsKey = `${document.documentElement.lang}|${requests.map((box) => box.dataset['testid']).join(',')}`;
    if (requestsKey !== this.requestsShown) {
      this.requestsShown = requestsKey;
      this.requestBar.replaceChildren(...requests);
      if (focusKey) this.requestBar.querySelector<HTMLElement>(`[data-focus="${focusKey}"]`)?.focus();
    }
    // The list box keeps its height: follow the newest move inside it, without scrolling the page away from the board.
    // While stepping through, the move shown is followed instead.
    const moves = this.panel.querySelector<HTMLElement>('[data-testid="moves"]');
    const current = moves?.querySelector<HTMLElement>('.mv.current');
    if (moves && current) moves.scrollTop += current.getBoundingClientRect().top - moves.getBoundingClientRect().top - moves.clientHeight / 2;
    else if (moves) moves.scrollTop = moves.scrollHeight;
    if (focusKey) (this.control(focusKey) ?? this.threatSwitchSlot.querySelector<HTMLElement>(`[data-focus="${focusKey}"]`))?.focus();
  }

  private showPerfectPlay(snapshot: Snapshot, steps: GameStepThrough): void {
    if (!this.perfectPlayAsked) {
      this.perfectPlayAsked = true;
      void import('./game-perfect-play').then((module) => module.loadPerfectPlay(this.host.gameId, snapshot.moves.length)).then((found) => {
        this.perfectPlay = found;
        if (found) this.host.redraw();
      }, () => undefined);
    }
    this.perfectPlay?.decorate(this.panel, {
      current: steps.current ? steps.current.ply - 1 : null,
      stepTo: (ply) => steps.start(ply),
      redraw: () => this.host.redraw(),
    });
  }

  /** The away countdown the panel shows while the opponent is away, if any (the clock's tick updates it). */
  countdown(): HTMLElement | null {
    return this.panel.querySelector<HTMLElement>('[data-countdown]');
  }
}
