// The game view at /g/<id>: follows one game over the WebSocket, draws what the server says and
// sends what the player does. The server is the only authority: nothing moves until it answers
// (but while a game against the computer goes on offline in this browser: game-link.ts).
// This controller holds the game as the server last told it (the snapshot, this browser's seat, the
// catalogue's entry) and decides what is drawn again when it changes. Each part it draws has its own
// file: above the board before play (game-above-board.ts), the board's marks (game-board.ts), the
// player's hand on the board with the promotion's choice and the Sacrifice's targets
// (game-move-input.ts), the players' bars and the flip (game-bars.ts), the moves in a line above the board
// (move-strip.ts), browsing earlier positions during play and after it (game-step-through.ts), the
// side panel (game-side-panel.ts, game-panel.ts), and what a game leads to: the rematch, a new
// invitation (game-next.ts); the board kept in the window (board-in-window.ts).
// Over 500 lines: by thirty (issue 37's waiting move and the store's resync, issue 39's tournament part,
// issue 40's placing of the action bar, the arrows anywhere and game-accessibility.ts, each drawn in
// its own file); the next change here moves the handling of the server's messages to a file of its own.
import { h, clear } from '../lib/dom';
import { applyEvent, bothSeated, computerOpponent, drawDeclined, isMyMove, isOver, isPlayer, type Role } from '../lib/game-state';
import { ServerTime, secondsUntil } from '../lib/clock';
import { DEFAULT_COORDS, parsePosition, pieceOn, type Board } from '../lib/position';
import { secretFor, setting, storeSecret, storeSetting } from '../lib/storage';
import { notePlayersGame } from '../lib/game-started';
import { beep, playSound, soundOn } from '../lib/sound';
import { soundOfEvent } from '../lib/game-sounds';
import { TurnNotice, pageAttended } from '../lib/turn-notice';
import { PROTOCOL_VERSION, type ClientMessage, type ServerMessage, type Snapshot } from '../lib/types';
import type { ConnectionStatus } from '../net/connection';
import { gameTitle, language, t, pick } from '../i18n';
import { BoardView } from './board';
import { GameBars } from './game-bars';
import { firstMoveText, statusText, type PanelContext } from './game-panel';
import { GameAccessibility } from './game-accessibility';
import { renderNotFound } from './not-found';
import { pieceSet, setPieceSet, type PieceSet } from './piece-art';
import { gameBoardShown } from './game-board';
import { MoveInput } from './game-move-input';
import { GameStepThrough } from './game-step-through';
import { SidePanel } from './game-side-panel';
import { AboveBoard } from './game-above-board';
import { NextGame } from './game-next';
import { GameEntry } from './game-entry';
import { MoveStrip } from './move-strip';
import { BoardInWindow } from './board-in-window';
import { GameLink } from './game-link';
import { SocialSlot } from './game-social-slot';
import { TournamentSlot } from './game-tournament-slot';
import type { ShownKind } from './game-offline';

export interface GameViewHost {
  navigate(path: string): void;
  setTitle(title: string): void;
}

export class GameController {
  private snapshot: Snapshot | null = null;
  private board: Board | null = null;
  private role: Role | null = null;
  private secret: string | null;
  private connectionStatus: ConnectionStatus = 'connecting';
  private awaitingSnapshot = false;
  private confirming: 'resign' | 'abort' | null = null;
  private drawDeclined = false; // the opponent's answer to this player's draw offer, shown until the next move
  private toastTimer: number | undefined;
  private readonly serverTime = new ServerTime();
  private readonly link: GameLink; // the server, or this browser playing alone while it is away
  private readonly ticker: number;
  private boardView: BoardView | null = null;
  private showThreats = setting('threats') === 'on';
  private confirmMoves = setting('confirm-moves') === 'on';
  private readonly variant = new GameEntry(); // the game's catalogue entry, once the server's catalogue answers
  private pieces: PieceSet = pieceSet();
  private readonly turnNotice = new TurnNotice({ setTitle: (title) => this.host.setTitle(title), beep, soundOn }, pageAttended(document));
  private readonly attentionChanged = () => this.turnNotice.setAttended(pageAttended(document));
  // Closing or reloading the tab: the browser's own "leave this page?" (it shows no text of ours).
  private readonly beforeUnload = (event: BeforeUnloadEvent) => {
    if (this.clockRunsForMe()) event.preventDefault();
  };

  private readonly boardWrap = h('div', { class: 'board-wrap' });
  private readonly boardCol = h('div', { class: 'board-col' });
  private readonly aboveStack = h('div', { class: 'above-stack' });
  private readonly moves = new MoveInput({
    snapshot: () => this.snapshot,
    role: () => this.role,
    entry: () => this.variant.entry,
    pieceSet: () => this.pieces,
    coords: () => this.coords(),
    myMoveNow: () => this.myMoveNow() && !this.browsingLive() && !this.link.moveWaiting(), // not on a browsed position, nor while a move waits for the server
    mayPremove: () => this.mayPremove(),
    ownPieceOn: (name) => this.board !== null && this.role !== null && pieceOn(this.board, name)?.side === this.role,
    confirmMoves: () => this.confirmMoves,
    send: (message) => this.send(message),
    redrawBoard: () => this.renderBoard(),
    focusBoard: (options) => this.focusBoard(options),
    toast: (text) => this.showToast(text),
  }, this.boardWrap);
  // The game's earlier positions browsed: the positions from the server and the one shown.
  private readonly steps: GameStepThrough;
  private readonly strip = new MoveStrip((ply) => this.steps.start(ply), (step) => this.steps.step(step));
  private readonly arrowKeys = (event: KeyboardEvent) => {
    this.steps.keyAnywhere(event);
    this.access.keyAnywhere(event);
  };
  private readonly access = new GameAccessibility({ // the heading, the first focus, what is said (game-accessibility.ts)
    result: (snapshot) => statusText(snapshot, this.role),
    clocks: () => [this.bars.bottom.time, this.bars.top.time].filter((time) => !time.hidden).map((time) => time.getAttribute('aria-label') ?? ''),
    focusBoard: (options) => this.focusBoard(options),
  });
  private readonly sidePanel: SidePanel;
  private readonly inWindow: BoardInWindow;
  private readonly nextGame: NextGame;
  // Above the board: the invitation while the friend has not come, or the friend's how-to.
  private readonly aboveBoard = new AboveBoard({
    role: () => this.role,
    entry: () => this.variant.entry,
    send: (message) => this.send(message),
    toast: (text) => this.showToast(text),
    focusBoard: () => this.focusBoard(),
  });
  /** Said when "Show my threatened pieces" shows nothing (a live region, so the switch is not silent). */
  private readonly threatNote = h('p', { class: 'muted threat-note', role: 'status', 'aria-live': 'polite', 'data-testid': 'threat-note' });
  private readonly goalLegend = h('p', { class: 'goal-legend', 'data-testid': 'goal-legend' });
  private readonly boardTools: HTMLElement;
  private readonly boardFoot: HTMLElement;
  private readonly toast = h('div', { class: 'toast', role: 'alert', 'aria-live': 'assertive' });
  private readonly banner = h('div', { class: 'conn-banner', role: 'status' });
  private readonly bars = new GameBars(() => this.render());
  private readonly social = new SocialSlot({ snapshot: () => this.snapshot, role: () => this.role, bars: () => this.bars, panel: () => this.sidePanel.panel, send: (message) => this.send(message) });
  private readonly tournament: TournamentSlot; // a tournament's game: the link back, its socket, Berserk (game-tournament.ts)

  constructor(private readonly root: HTMLElement, private readonly gameId: string, private readonly host: GameViewHost) {
    this.secret = secretFor(gameId);
    // Made here, not as fields: they need the game's id, which fields are initialised before.
    this.steps = new GameStepThrough({
      gameId,
      snapshot: () => this.snapshot,
      redrawPosition: () => {
        this.moves.putDown();
        this.renderBoard();
        this.renderPanel();
      },
      showBoard: () => this.inWindow.showBoard(),
      toast: (text) => this.showToast(text),
    });
    this.sidePanel = new SidePanel({ gameId, redraw: () => this.renderPanel(), toast: (text) => this.showToast(text) });
    this.nextGame = new NextGame({ gameId, navigate: (path) => this.host.navigate(path), toast: (text) => this.showToast(text) });
    this.tournament = new TournamentSlot({ gameId, snapshot: () => this.snapshot, role: () => this.role, bars: () => this.bars, anchor: () => this.goalLegend, // the side column's first line
      send: (message) => this.send(message), navigate: (path) => this.host.navigate(path), toast: (text) => this.showToast(text) });
    this.boardTools = h('div', { class: 'board-tools' }, this.moves.premoveNote, this.sidePanel.threatSwitchSlot, this.threatNote);
    // Right under the board and its player's bar: the actions, or in their place the question about a
    // move or the step bar while an earlier position is browsed (game-foot.css).
    this.boardFoot = h('div', { class: 'board-foot' }, this.moves.questionSlot, this.steps.slot, this.sidePanel.actionBar, this.access.clocksButton);
    this.layout();
    this.inWindow = new BoardInWindow({ boardCol: this.boardCol, boardWrap: this.boardWrap, aboveStack: this.aboveStack, topBar: this.bars.top.bar, bottomBar: this.bars.bottom.bar, foot: this.boardFoot });
    this.link = new GameLink({
      gameId,
      role: () => this.role,
      serverNow: () => this.serverTime.now(performance.now()),
      current: () => this.snapshot,
      receive: (message) => this.receive(message),
      status: (status) => {
        this.connectionStatus = status;
        if (this.link) this.renderBanner(); // the first status comes while the link is being made
      },
      show: (snapshot, kind) => this.show(snapshot, kind),
      toast: (text) => this.showToast(text),
    });
    // The move waiting for the connection, right under the board above the actions: in a phone's first
    // screen with them (below the action bar it was out of view).
    this.boardFoot.prepend(this.link.pendingNote);
    this.ticker = window.setInterval(() => this.tick(), 100);
    document.addEventListener('visibilitychange', this.attentionChanged);
    document.addEventListener('keydown', this.arrowKeys);
    window.addEventListener('beforeunload', this.beforeUnload);
    window.addEventListener('focus', this.attentionChanged);
    window.addEventListener('blur', this.attentionChanged);
  }

  destroy(): void {
    this.link.close();
    this.tournament.destroy();
    document.removeEventListener('visibilitychange', this.attentionChanged);
    document.removeEventListener('keydown', this.arrowKeys);
    window.removeEventListener('beforeunload', this.beforeUnload);
    window.removeEventListener('focus', this.attentionChanged);
    window.removeEventListener('blur', this.attentionChanged);
    this.inWindow.destroy();
    window.clearInterval(this.ticker);
    window.clearTimeout(this.toastTimer);
  }

  /** Re-draws every text, after a change of language. */
  relabel(): void {
    this.aboveBoard.relabel(); // drawn again in the new language
    this.sidePanel.relabel();
    this.layout();
    this.render();
  }

  private layout(): void {
    clear(this.root);
    // Above the board on a phone, beside it at the top of the side column on a desktop (styles.css):
    // either way the board and both clocks stay in the first screen while a box is shown.
    this.aboveStack.replaceChildren(this.aboveBoard.element, this.sidePanel.requestBar);
    this.access.relabel();
    this.boardCol.replaceChildren(this.strip.element, this.bars.top.bar, this.boardWrap, this.bars.bottom.bar);
    // On a phone one column: the heading, the board, its foot (the actions), the status, the tools, all
    // in the first screen; on a desktop the heading, the actions and the status head the side column,
    // the tools stay under the board (styles.css).
    const view = h(
      'section',
      { class: 'game-view', 'data-testid': 'game-view' },
      // The heading first: the invitation's and the how-to's h2 are the game's parts (on a desktop the grid puts each in its area).
      this.access.heading,
      this.aboveStack,
      this.boardCol,
      this.boardFoot,
      this.sidePanel.statusLine,
      this.boardTools,
      h('div', { class: 'side-col' }, this.goalLegend, this.sidePanel.panel),
    );
    this.root.append(this.banner, view, this.toast, this.access.region);
    if (!this.snapshot) this.sidePanel.statusLine.textContent = t().game.connecting;
  }

  // ---- messages from the server ----

  private receive(message: ServerMessage): void {
    const now = performance.now();
    if (this.social.receive(message)) return; // quick messages, reports, listing: game-social.ts
    switch (message.type) {
      case 'hello':
        this.serverTime.sync(message.server_time_ms, now);
        this.join();
        return;
      case 'joined':
        if (message.game !== this.gameId) return;
        this.role = message.role;
        if (message.secret) {
          this.secret = message.secret;
          storeSecret(this.gameId, message.secret);
        }
        this.adopt(message.snapshot, now);
        return;
      case 'snapshot':
        if (message.snapshot.game !== this.gameId) return;
        // A snapshot with fewer moves (the server went back to its stored state): as after a takeback.
        if (message.reason === 'store_resync') this.moves.cancelPremove();
        this.steps.forgetLaterPositions(message.snapshot);
        this.adopt(message.snapshot, now);
        return;
      case 'event': {
        if (!this.snapshot || this.awaitingSnapshot) return;
        const outcome = applyEvent(this.snapshot, message);
        if (outcome.kind === 'stale') return;
        if (outcome.kind === 'gap') {
          this.awaitingSnapshot = true;
          this.send({ type: 'snapshot' });
          return;
        }
        this.serverTime.sync(message.server_time_ms, now);
        this.noteDrawAnswer(this.snapshot, outcome.snapshot, message.kind);
        const sound = soundOfEvent(this.snapshot, outcome.snapshot, message.kind);
        if (sound) playSound(sound);
        this.setSnapshot(outcome.snapshot);
        if (message.kind === 'move' || message.kind === 'takeback') this.moves.putDown();
        if (message.kind === 'takeback' || isOver(outcome.snapshot)) this.moves.cancelPremove();
        if (message.kind === 'takeback') this.steps.forgetLaterPositions(outcome.snapshot);
        this.render();
        this.moves.turnCame(outcome.snapshot);
        if (message.kind === 'rematch') this.followRematch();
        return;
      }
      case 'error':
        this.onError(message.code, message.message, message.detail);
        return;
    }
  }

  private join(): void {
    const message: ClientMessage = this.secret
      ? { type: 'join', protocol: PROTOCOL_VERSION, game: this.gameId, secret: this.secret }
      : { type: 'join', protocol: PROTOCOL_VERSION, game: this.gameId };
    this.send(message);
  }

  private adopt(snapshot: Snapshot, now: number): void {
    this.serverTime.sync(snapshot.server_time_ms, now);
    this.show(snapshot, 'synced');
  }

  private noteDrawAnswer(before: Snapshot, after: Snapshot, kind: string): void {
    if (!isPlayer(this.role, after)) return;
    if (drawDeclined(before, after, kind, this.role)) {
      this.drawDeclined = true;
      const game = t().game;
      this.showToast(computerOpponent(this.role, after) ? game.computerDeclinesDraw : game.drawDeclined);
    } else if ((kind !== 'offer' && kind !== 'connection') || after.offers.draw !== null) {
      this.drawDeclined = false;
    }
  }

  /** A whole state of the game: the server's, or this browser's own while it plays alone offline. */
  private show(snapshot: Snapshot, kind: ShownKind): void {
    const sound = this.snapshot && kind !== 'synced' ? soundOfEvent(this.snapshot, snapshot, kind) : null;
    if (sound) playSound(sound);
    this.awaitingSnapshot = false;
    this.setSnapshot(snapshot);
    if (kind === 'synced') this.moves.keepIfMovable(snapshot);
    else this.moves.putDown();
    if (isOver(snapshot)) this.moves.cancelPremove();
    this.render();
    this.moves.turnCame(snapshot);
  }

  private setSnapshot(snapshot: Snapshot): void {
    this.access.changed(this.snapshot, snapshot);
    this.snapshot = snapshot;
    this.link.prepare(snapshot);
    this.nextGame.noteSeries(snapshot, this.role);
    this.board = parsePosition(snapshot.position, this.variant.layout(snapshot));
    this.moves.keepChoiceIfLegal(snapshot);
  }

  private coords() {
    return this.board?.coords ?? (this.snapshot ? this.variant.layout(this.snapshot).coords : DEFAULT_COORDS);
  }

  private onError(code: string, message: string, detail: string | undefined): void {
    if (code === 'game_not_found' && !this.snapshot) {
      this.destroy();
      renderNotFound(this.root, 'game');
      this.host.setTitle(t().notFound.title);
      return;
    }
    if (code === 'bad_secret' && this.secret) {
      // A key this server does not know (another server's, or an old one): come in as a visitor.
      this.secret = null;
      this.join();
      return;
    }
    const catalogue = t();
    const text = (code === 'illegal_move' && pick(catalogue.illegal, detail)) || pick(catalogue.errors, code) || message;
    this.showToast(text);
  }

  /** This player's clock runs on if they leave: a timed game under way with both seats taken. */
  private clockRunsForMe(): boolean {
    const snapshot = this.snapshot;
    return snapshot !== null && snapshot.clock !== null && isPlayer(this.role, snapshot) && !isOver(snapshot) && bothSeated(snapshot);
  }

  /** Leaving by a link or Back inside the site: asked first while the clock runs. */
  mayLeave(): boolean {
    return !this.clockRunsForMe() || window.confirm(t().game.leaveRunningGame);
  }

  /** Players go on to the agreed rematch with the same secret (it holds their new seat too). */
  private followRematch(): void {
    this.nextGame.followRematch(this.snapshot, this.role, this.secret);
  }

  // ---- what the player does ----

  send(message: ClientMessage): void {
    if (!this.link.send(message)) this.showToast(t().game.reconnecting);
  }

  private myMoveNow(): boolean {
    return this.snapshot !== null && isMyMove(this.role, this.snapshot);
  }

  /** The opponent is to move in a game under way, which this browser plays: a move may be queued. */
  private mayPremove(): boolean {
    const snapshot = this.snapshot;
    return snapshot !== null && isPlayer(this.role, snapshot) && bothSeated(snapshot) && !isOver(snapshot) && !this.browsingLive() && !this.link.moveWaiting();
  }

  /** An earlier position is on the board while the game is played. */
  private browsingLive(): boolean {
    return this.snapshot !== null && this.steps.browsingLive(this.snapshot);
  }

  private tapSquare(name: string): void {
    const snapshot = this.snapshot;
    // A tap on an earlier position brings the game back, as it stands, to play on.
    if (this.browsingLive()) {
      this.steps.stop();
      this.render();
      return;
    }
    if (snapshot) this.aboveBoard.noteTap(snapshot);
    this.moves.tap(name);
  }

  private showToast(text: string): void {
    this.toast.textContent = text;
    this.toast.classList.add('visible');
    this.inWindow.placeToast(this.toast);
    window.clearTimeout(this.toastTimer);
    this.toastTimer = window.setTimeout(() => this.toast.classList.remove('visible'), 4000);
  }

  /** The keyboard back on the board: its square with the tab stop. */
  private focusBoard(options?: FocusOptions): void {
    this.boardView?.element.querySelector<SVGElement>('[tabindex="0"]')?.focus(options);
  }

  // ---- drawing ----

  private render(): void {
    const snapshot = this.snapshot;
    if (!snapshot) return;
    this.variant.ask(snapshot.variant, () => {
      if (this.snapshot) this.setSnapshot(this.snapshot);
      this.render();
    });
    this.aboveBoard.render(snapshot);
    this.bars.relabel();
    notePlayersGame(this.gameId, snapshot, this.role);
    this.renderBoard();
    this.renderPanel();
    this.renderBanner();
    this.tick();
    this.social.render();
    this.tournament.render();
    const catalogue = t();
    const variant = gameTitle(snapshot.variant);
    // The sound when the move becomes the player's (also after a resync), and the tab's title.
    this.turnNotice.update(this.myMoveNow(), { plain: `${variant} — ${catalogue.appName}`, notice: `● ${catalogue.game.titleYourMove} — ${variant}` });
  }

  private renderBoard(): void {
    const snapshot = this.snapshot;
    // The board waits for the catalogue (its squares' names and pieces' letters), asked at the first snapshot.
    if (!snapshot || !this.board || !this.variant.ready) return;
    const layout = this.variant.layout(snapshot);
    if (!this.boardView) {
      this.boardView = new BoardView(snapshot.width, snapshot.height, {
        square: (name) => this.tapSquare(name),
        drop: (from, to) => this.moves.drop(from, to),
        dragStart: (name) => this.moves.dragStart(name),
      }, layout.coords);
      this.boardWrap.replaceChildren(this.boardView.element);
      // Ten files on a phone: the board takes the whole width (styles/board.css).
      this.boardWrap.parentElement?.classList.toggle('wide-board', snapshot.width > 8);
    }
    const shown = gameBoardShown({
      snapshot, layout, board: this.board, stepping: this.steps.current, role: this.role, bottom: this.bars.bottomSide(snapshot, this.role), myMove: this.myMoveNow() && !this.browsingLive(),
      showThreats: this.showThreats, selection: this.moves.marks(snapshot, layout.coords), entry: this.variant.entry, goals: this.variant.goals,
      pieceSet: this.pieces, catalogue: t(), lang: language(),
    });
    if (this.threatNote.textContent !== shown.threatNote) this.threatNote.textContent = shown.threatNote;
    if (this.goalLegend.textContent !== shown.goalLegend) this.goalLegend.textContent = shown.goalLegend;
    if (!shown.model) return;
    this.boardView.update(shown.model);
    this.access.boardDrawn(); // the keyboard on the board, once, now that a square holds the tab stop
    this.moves.renderChooser(snapshot);
    this.moves.renderQuestion(snapshot);
  }

  private renderPanel(): void {
    const snapshot = this.snapshot;
    if (!snapshot) return;
    this.access.render(snapshot);
    const context: PanelContext = {
      snapshot,
      role: this.role,
      confirming: this.confirming,
      computer: computerOpponent(this.role, snapshot),
      drawDeclined: this.drawDeclined,
      showThreats: this.showThreats,
      typedMove: this.moves.typedMove,
      serverNow: () => this.serverTime.now(performance.now()),
      send: (message) => this.send(message),
      setConfirming: (action) => {
        this.confirming = action;
        this.renderPanel();
      },
      setShowThreats: (on) => {
        this.showThreats = on;
        storeSetting('threats', on ? 'on' : 'off');
        this.renderBoard();
      },
      confirmMoves: this.confirmMoves,
      setConfirmMoves: (on) => {
        this.confirmMoves = on;
        storeSetting('confirm-moves', on ? 'on' : 'off');
        this.moves.putDown();
        this.renderBoard();
      },
      submitTypedMove: () => this.moves.submitTyped(),
      toast: (text) => this.showToast(text),
      navigate: (path) => this.host.navigate(path),
      followRematch: () => this.followRematch(),
      inviteAgain: (button) => this.nextGame.inviteAgain(button, this.snapshot, this.role),
      entry: this.variant.entry,
      pieceSet: this.pieces,
      setPieceSet: (set) => {
        this.pieces = set;
        setPieceSet(set);
        this.renderBoard();
      },
      stepping: this.steps.current?.ply ?? null,
      stepThrough: () => this.steps.start(),
      browse: (ply) => this.steps.start(ply),
      stopStepping: () => {
        this.steps.stop();
        this.render();
        this.sidePanel.control('step-through')?.focus();
      },
    };
    this.sidePanel.draw(context, this.steps);
    this.strip.render(snapshot, context.stepping);
  }

  private renderBanner(): void {
    const text = this.link.bannerText() ?? (this.connectionStatus === 'reconnecting' ? t().game.reconnecting : '');
    if (this.banner.textContent !== text) this.banner.textContent = text;
    this.banner.classList.toggle('visible', text !== '');
    this.banner.dataset['offlineReady'] = String(this.link.offlineReady()); // for the tests: the network may be cut now
  }

  /** Ten times a second: the clocks and the away countdown. */
  private tick(): void {
    this.link.tick();
    const snapshot = this.snapshot;
    if (!snapshot) return;
    const serverNow = this.serverTime.now(performance.now());
    this.bars.fill(snapshot, this.role, this.variant.entry, serverNow);
    // The first move's countdown (issue 40): at 0 the server cancels the game and says so.
    const firstMove = this.sidePanel.requestBar.querySelector<HTMLElement>('[data-first-move-by]');
    if (firstMove) {
      const text = firstMoveText(firstMove.dataset['mine'] === 'true', secondsUntil(Number(firstMove.dataset['firstMoveBy']), serverNow));
      if (firstMove.textContent !== text) firstMove.textContent = text;
    }
    // The away countdown; once the grace period is over, the panel shows the claim button instead.
    const countdown = this.sidePanel.countdown();
    if (countdown) {
      const seconds = secondsUntil(Number(countdown.dataset['countdown']), serverNow);
      if (seconds <= 0) this.renderPanel();
      else countdown.textContent = t().game.opponentAway(seconds);
    }
  }
}

export function mountGame(root: HTMLElement, gameId: string, host: GameViewHost): { destroy(): void; relabel(): void; mayLeave(): boolean } {
  return new GameController(root, gameId, host);
}
