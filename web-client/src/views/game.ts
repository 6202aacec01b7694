// The game view at /g/<id>: follows one game over the WebSocket, draws what the server says and
// sends what the player does. The server is the only authority: nothing moves until it answers.
import { h, clear } from '../lib/dom';
import { applyEvent, bothSeated, computerOpponent, drawDeclined, isMyMove, isOver, isPlayer, opponentOf, type Role } from '../lib/game-state';
import { seatLabel } from '../lib/players';
import { ServerTime, remainingAt, formatClock, isLowTime, secondsUntil } from '../lib/clock';
import { destinationsFrom, movableSquares, moveEnds, readTypedMove } from '../lib/notation';
import { DEFAULT_COORDS, parsePosition, type Board, type Layout } from '../lib/position';
import { pickByDrop, pickByTap, selectionMarks, type Picked } from '../lib/move-picker';
import { isTurned } from '../lib/orientation';
import { forgetSetting, secretFor, setting, storeSecret, storeSetting } from '../lib/storage';
import { SUMMARY_PREFIX, summarise } from '../lib/games-in-progress';
import { createGame, invitationAgain } from '../lib/new-game';
import { fetchPositions, stepForKey, stepped, type Stepping } from '../lib/step-through';
import { goalSquares, goalSquaresOf, layoutOf, specialMarks, variantCatalogue, type VariantEntry } from '../lib/catalogue';
import { beep, soundOn } from '../lib/sound';
import { TurnNotice, pageAttended } from '../lib/turn-notice';
import { PROTOCOL_VERSION, type ClientMessage, type ServerMessage, type Side, type Snapshot } from '../lib/types';
import { Connection, socketUrl, type ConnectionStatus } from '../net/connection';
import { gameTitle, language, t, pick } from '../i18n';
import { BoardView } from './board';
import { playerBar, renderSpecialMoves, type ClockView } from './player-bar';
import { endSummary } from './game-end';
import { keepStepFocus, stepBar } from './step-bar';
import { browserStore, linkRematch, recordOutcome } from '../lib/series-score';
import { opponentRequests, renderPanel, statusText, threatSwitch, type PanelContext } from './game-panel';
import { renderNotFound } from './not-found';
import { invitationCard } from './invitation';
import { exampleFor, firstHowTo, howToCard } from './how-to';
import { pieceSet, setPieceSet, type PieceSet } from './piece-art';
import { squareLabeller } from './square-label';
import { promotionChooser } from './promotion-chooser';
import type { GamePerfectPlay } from './game-perfect-play';

export interface GameViewHost {
  navigate(path: string): void;
  setTitle(title: string): void;
}


export class GameController {
  private snapshot: Snapshot | null = null;
  private board: Board | null = null;
  private role: Role | null = null;
  private secret: string | null;
  private selected: string | null = null;
  private connectionStatus: ConnectionStatus = 'connecting';
  private awaitingSnapshot = false;
  private confirming: 'resign' | 'abort' | null = null;
  private drawDeclined = false; // the opponent's answer to this player's draw offer, shown until the next move
  private toastTimer: number | undefined;
  private readonly serverTime = new ServerTime();
  private readonly connection: Connection;
  private readonly ticker: number;
  private boardView: BoardView | null = null;
  private followed = false;
  private showThreats = setting('threats') === 'on';
  /** This browser took its seat by the invitation link: the how-to is shown until dismissed. */
  private howTo: { example: boolean } | null = null;
  /** Square → the side that wins by filling it, from the server's catalogue once it has answered. */
  private goals: ReadonlyMap<string, number> = new Map();
  private catalogueAsked = false;
  /** The game's catalogue entry (undefined until it answers, or for a game it does not list). */
  private entry: VariantEntry | undefined;
  private catalogueReady = false;
  /** Several legal moves between the two squares tapped (a promotion): the choice shown over the board. */
  private choosing: string[] | null = null;
  private pieces: PieceSet = pieceSet();
  /** A finished game of a solved variant: "Show perfect play" in the end area (its own chunk, asked once). */
  private perfectPlay: GamePerfectPlay | null = null;
  private perfectPlayAsked = false;
  private readonly turnNotice = new TurnNotice({ setTitle: (title) => this.host.setTitle(title), beep, soundOn }, pageAttended(document));
  private readonly attentionChanged = () => this.turnNotice.setAttended(pageAttended(document));
  // Closing or reloading the tab: the browser's own "leave this page?" (it shows no text of ours).
  private readonly beforeUnload = (event: BeforeUnloadEvent) => {
    if (this.clockRunsForMe()) event.preventDefault();
  };

  private readonly boardWrap = h('div', { class: 'board-wrap' });
  // Above the board: the invitation while the friend has not come, or the friend's how-to.
  private readonly aboveBoard = h('div', { class: 'above-board' });
  private readonly waitingNote = h('p', { class: 'waiting-note', role: 'status', 'aria-live': 'polite', 'data-testid': 'waiting-note' });
  // The status line stays the same element so that screen readers announce its changes.
  private readonly statusLine = h('p', { class: 'status', 'data-testid': 'status', role: 'status', 'aria-live': 'polite' });
  /** Said when "Show my threatened pieces" shows nothing (a live region, so the switch is not silent). */
  private readonly threatNote = h('p', { class: 'muted threat-note', role: 'status', 'aria-live': 'polite', 'data-testid': 'threat-note' });
  private readonly goalLegend = h('p', { class: 'goal-legend', 'data-testid': 'goal-legend' });
  // Under the board: "Show my threatened pieces" and what it found, in view with the board on a phone.
  private readonly threatSwitchSlot = h('div', { class: 'threat-switch' });
  // A finished game stepped through: the positions from the server and the one shown (null: the game as it ended).
  private stepping: Stepping | null = null;
  private readonly stepLabel = h('p', { class: 'step-label', role: 'status', 'aria-live': 'polite', 'data-testid': 'step-label' });
  private readonly stepSlot = h('div', { class: 'step-slot' });
  private readonly boardTools = h('div', { class: 'board-tools' }, this.threatSwitchSlot, this.threatNote, this.stepSlot);
  private readonly panel = h('div', { class: 'panel' });
  // The opponent's requests, just above the board and announced: in view wherever the board is (on a
  // phone the panel is below the fold, and on a desktop a tall board pushes what is under it out of view).
  private readonly requestBar = h('div', { class: 'request-bar', role: 'status', 'aria-live': 'polite', 'data-testid': 'request-bar' });
  private requestsShown = ''; // which requests the bar holds: redrawn (and announced) only when they change
  private readonly toast = h('div', { class: 'toast', role: 'alert', 'aria-live': 'assertive' });
  private readonly banner = h('div', { class: 'conn-banner', role: 'status' });
  private readonly top: ClockView = playerBar('top');
  private readonly bottom: ClockView = playerBar('bottom');
  private readonly typedMove = h('input', {
    class: 'type-move-input', type: 'text', autocomplete: 'off', autocapitalize: 'off', spellcheck: 'false', 'data-testid': 'type-move',
  });

  constructor(private readonly root: HTMLElement, private readonly gameId: string, private readonly host: GameViewHost) {
    this.secret = secretFor(gameId);
    this.layout();
    this.connection = new Connection(socketUrl(window.location, gameId), {
      onOpen: () => undefined, // the server's hello comes first; we join then
      onMessage: (message) => this.receive(message),
      onStatus: (status) => {
        this.connectionStatus = status;
        this.renderBanner();
      },
    });
    this.ticker = window.setInterval(() => this.tick(), 100);
    this.stepSlot.addEventListener('keydown', (event) => {
      const step = stepForKey(event.key);
      if (!step || !this.stepping) return;
      event.preventDefault();
      this.stepTo(stepped(this.stepping, step));
    });
    document.addEventListener('visibilitychange', this.attentionChanged);
    window.addEventListener('beforeunload', this.beforeUnload);
    window.addEventListener('focus', this.attentionChanged);
    window.addEventListener('blur', this.attentionChanged);
  }

  destroy(): void {
    this.connection.close();
    document.removeEventListener('visibilitychange', this.attentionChanged);
    window.removeEventListener('beforeunload', this.beforeUnload);
    window.removeEventListener('focus', this.attentionChanged);
    window.removeEventListener('blur', this.attentionChanged);
    window.clearInterval(this.ticker);
    window.clearTimeout(this.toastTimer);
  }

  /** Re-draws every text, after a change of language. */
  relabel(): void {
    this.aboveBoard.replaceChildren(); // drawn again in the new language
    this.requestsShown = '';
    this.waitingNote.textContent = '';
    this.layout();
    this.render();
  }


  private layout(): void {
    clear(this.root);
    const view = h(
      'section',
      { class: 'game-view', 'data-testid': 'game-view' },
      h('div', { class: 'board-col' }, this.aboveBoard, this.requestBar, this.top.bar, this.boardWrap, this.bottom.bar, this.boardTools),
      h('div', { class: 'side-col' }, this.statusLine, this.goalLegend, this.panel),
    );
    this.root.append(this.banner, view, this.toast);
    if (!this.snapshot) this.statusLine.textContent = t().game.connecting;
  }

  // ---- messages from the server ----

  private receive(message: ServerMessage): void {
    const now = performance.now();
    switch (message.type) {
      case 'hello':
        this.serverTime.sync(message.server_time_ms, now);
        this.join();
        return;
      case 'joined':
        if (message.game !== this.gameId) return;
        this.role = message.role;
        if (message.secret) {
          // A new seat: this browser came by the invitation link (the creator's seat has its secret already).
          if (!this.secret && isPlayer(this.role, message.snapshot)) this.howTo = { example: firstHowTo() };
          this.secret = message.secret;
          storeSecret(this.gameId, message.secret);
        }
        this.adopt(message.snapshot, now);
        return;
      case 'snapshot':
        if (message.snapshot.game !== this.gameId) return;
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
        this.setSnapshot(outcome.snapshot);
        if (message.kind === 'move' || message.kind === 'takeback') this.selected = null;
        this.render();
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
    this.awaitingSnapshot = false;
    this.setSnapshot(snapshot);
    if (this.selected && !destinationsFrom(snapshot.legal, this.selected, this.coords()).length) this.selected = null;
    this.render();
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

  private setSnapshot(snapshot: Snapshot): void {
    this.snapshot = snapshot;
    this.noteSeries(snapshot);
    this.board = parsePosition(snapshot.position, this.gameLayout(snapshot));
    if (this.choosing && !this.choosing.every((move) => snapshot.legal.includes(move))) this.choosing = null;
  }

  /** How this game's positions are read and its squares named: the catalogue's entry, with the snapshot's size and sides. */
  private gameLayout(snapshot: Snapshot): Layout {
    return layoutOf(this.entry, snapshot);
  }

  private coords() {
    return this.board?.coords ?? (this.snapshot ? this.gameLayout(this.snapshot).coords : DEFAULT_COORDS);
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

  /** Keeps the score over rematches: this game's outcome for this player, and its rematch in the same series. */
  private noteSeries(snapshot: Snapshot): void {
    const me = this.role;
    if (!isPlayer(me, snapshot)) return;
    const { result } = snapshot;
    if (result.state === 'win') recordOutcome(browserStore, this.gameId, result.winner === me ? 'won' : 'lost');
    else if (result.state === 'draw') recordOutcome(browserStore, this.gameId, 'draw');
    if (snapshot.rematch) linkRematch(browserStore, this.gameId, snapshot.rematch);
  }

  /** Players go on to the agreed rematch with the same secret (it holds their new seat too). */
  private followRematch(): void {
    const snapshot = this.snapshot;
    if (!snapshot?.rematch || this.followed || !isPlayer(this.role, snapshot) || !this.secret) return;
    this.followed = true;
    storeSecret(snapshot.rematch, this.secret);
    this.host.navigate(`/g/${snapshot.rematch}`);
  }

  /** After a cancelled game: a new invitation with the same game, clock and colours, its link to share. */
  private inviteAgain(button: HTMLButtonElement): void {
    const snapshot = this.snapshot;
    if (!snapshot || !isPlayer(this.role, snapshot)) return;
    button.disabled = true;
    button.textContent = t().game.inviting;
    createGame(invitationAgain(snapshot, this.role))
      .then((created) => {
        storeSecret(created.game, created.secret);
        this.host.navigate(`/g/${created.game}`);
      })
      .catch((error: unknown) => {
        const code = error instanceof Error ? error.message : 'network';
        this.showToast(pick(t().errors, code) ?? code);
        button.disabled = false;
        button.textContent = t().game.inviteAgain;
      });
  }

  /** "Step through the game": the positions asked once, then shown from the start (or from a move perfect play points to). */
  private startStepping(ply = 0): void {
    if (this.stepping) {
      this.stepTo(ply);
      return;
    }
    void fetchPositions(this.gameId).then((positions) => {
      this.stepping = { positions, ply };
      this.render();
      this.stepSlot.querySelector<HTMLElement>('[data-focus="step-forward"]')?.focus();
    }, () => this.showToast(t().game.stepFailed));
  }

  private stepTo(ply: number): void {
    if (!this.stepping) return;
    const focusKey = (document.activeElement as HTMLElement | null)?.dataset?.['focus'];
    this.stepping = { ...this.stepping, ply };
    this.renderBoard();
    this.renderPanel();
    keepStepFocus(this.stepSlot, focusKey, ply);
  }

  private renderStepBar(snapshot: Snapshot): void {
    if (!this.stepping || !isOver(snapshot)) {
      this.stepSlot.replaceChildren();
      return;
    }
    this.stepSlot.replaceChildren(stepBar({
      stepping: this.stepping,
      moves: snapshot.moves,
      step: (step) => this.stepTo(stepped(this.stepping as Stepping, step)),
    }, this.stepLabel));
  }

  // ---- what the player does ----

  send(message: ClientMessage): void {
    if (!this.connection.send(message)) this.showToast(t().game.reconnecting);
  }

  private myMoveNow(): boolean {
    return this.snapshot !== null && isMyMove(this.role, this.snapshot);
  }

  private tapSquare(name: string): void {
    const snapshot = this.snapshot;
    if (snapshot && this.waitingForFriend(snapshot)) this.waitingNote.textContent = t().game.waitingTap;
    if (!snapshot || !this.myMoveNow()) {
      this.selected = null;
      this.renderBoard();
      return;
    }
    this.picked(pickByTap(snapshot.legal, this.selected, name, this.coords()));
  }

  private dropPiece(from: string, to: string): void {
    const snapshot = this.snapshot;
    if (!snapshot || !this.myMoveNow()) return;
    this.picked(pickByDrop(snapshot.legal, from, to, this.coords()));
  }

  /** A gesture's meaning: play the move, ask which of several, or (de)select a piece. */
  private picked(picked: Picked): void {
    if (picked.kind === 'play') {
      this.play(picked.move);
      return;
    }
    if (picked.kind === 'choose') {
      this.choosing = picked.moves;
      this.renderBoard();
      this.boardWrap.querySelector<HTMLElement>('.promotion-choice')?.focus();
      return;
    }
    this.selected = picked.selected;
    this.renderBoard();
  }

  private closeChooser(focusBoard: boolean): void {
    this.choosing = null;
    this.renderBoard();
    if (focusBoard) this.boardView?.element.querySelector<SVGElement>('[tabindex="0"]')?.focus();
  }

  private play(move: string): void {
    this.selected = null;
    this.choosing = null;
    // The ply says which position the move is for: one that crossed a takeback is refused, not played.
    const ply = this.snapshot?.moves.length ?? 0;
    this.send({ type: 'move', move, ply });
    this.renderBoard();
  }

  private submitTypedMove(): void {
    const typed = readTypedMove(this.typedMove.value, this.snapshot?.legal ?? [], this.coords());
    if (typed.kind === 'unreadable') {
      const example = this.entry?.move_example;
      this.showToast(example ? t().game.badMoveExample(example) : t().game.badMoveText);
      return;
    }
    this.typedMove.value = '';
    if (typed.kind === 'choose') this.picked({ kind: 'choose', moves: typed.moves });
    else this.play(typed.move);
  }

  private showToast(text: string): void {
    this.toast.textContent = text;
    this.toast.classList.add('visible');
    window.clearTimeout(this.toastTimer);
    this.toastTimer = window.setTimeout(() => this.toast.classList.remove('visible'), 4000);
  }

  // ---- drawing ----

  private viewerSide(): Side {
    const snapshot = this.snapshot as Snapshot;
    return isPlayer(this.role, snapshot) ? this.role : (snapshot.sides[0] as Side);
  }

  /** A player's invitation that nobody has taken yet (never against the computer). */
  private waitingForFriend(snapshot: Snapshot): boolean {
    return isPlayer(this.role, snapshot) && !isOver(snapshot) && !bothSeated(snapshot) && computerOpponent(this.role, snapshot) === null;
  }

  private renderAboveBoard(snapshot: Snapshot): void {
    const focusKey = (document.activeElement as HTMLElement | null)?.dataset?.['focus'];
    if (this.waitingForFriend(snapshot)) {
      this.aboveBoard.replaceChildren(invitationCard({
        link: `${window.location.origin}/g/${snapshot.game}`,
        waitingNote: this.waitingNote,
        toast: (text) => this.showToast(text),
        cancel: () => this.send({ type: 'abort' }),
      }));
      if (focusKey) this.aboveBoard.querySelector<HTMLElement>(`[data-focus="${focusKey}"]`)?.focus();
    } else if (this.howTo && !isOver(snapshot)) {
      // Drawn once, and again when the catalogue's answer changes which example fits.
      const example = this.howTo.example ? exampleFor(this.entry) : null;
      const shown = this.aboveBoard.querySelector<HTMLElement>('[data-testid="how-to"]');
      if (!shown || shown.dataset['example'] !== (example ?? ''))
        this.aboveBoard.replaceChildren(howToCard({ variant: snapshot.variant, example, dismiss: () => {
          this.howTo = null;
          this.aboveBoard.replaceChildren();
          this.boardView?.element.querySelector<SVGElement>('[tabindex="0"]')?.focus();
        } }));
    } else this.aboveBoard.replaceChildren();
  }

  /** Notes what Home lists of this game (whose move, the opponent); forgets it once the game is over. */
  private noteForHome(snapshot: Snapshot): void {
    const summary = summarise(snapshot, this.role, Date.now());
    if (!summary) return;
    if (summary.over) forgetSetting(SUMMARY_PREFIX + this.gameId);
    else storeSetting(SUMMARY_PREFIX + this.gameId, JSON.stringify(summary));
  }

  /** Asks the catalogue once for this game's goal squares, and draws them when it answers. */
  private askCatalogue(snapshot: Snapshot): void {
    if (this.catalogueAsked) return;
    this.catalogueAsked = true;
    void variantCatalogue().then((variants) => {
      this.entry = variants.find((variant) => variant.name === snapshot.variant);
      this.goals = goalSquares(this.entry);
      this.catalogueReady = true;
      if (this.snapshot) this.setSnapshot(this.snapshot);
      this.render();
    });
  }

  private render(): void {
    const snapshot = this.snapshot;
    if (!snapshot) return;
    this.askCatalogue(snapshot);
    this.renderAboveBoard(snapshot);
    this.noteForHome(snapshot);
    this.renderBoard();
    this.renderPanel();
    this.renderBanner();
    this.tick();
    const catalogue = t();
    const variant = gameTitle(snapshot.variant);
    // The sound when the move becomes the player's (also after a resync), and the tab's title.
    this.turnNotice.update(this.myMoveNow(), { plain: `${variant} — ${catalogue.appName}`, notice: `● ${catalogue.game.titleYourMove} — ${variant}` });
  }

  private renderBoard(): void {
    const snapshot = this.snapshot;
    // The board waits for the catalogue (its squares' names and pieces' letters), asked at the first snapshot.
    if (!snapshot || !this.board || !this.catalogueReady) return;
    const layout = this.gameLayout(snapshot);
    if (!this.boardView) {
      this.boardView = new BoardView(snapshot.width, snapshot.height, {
        square: (name) => this.tapSquare(name),
        drop: (from, to) => this.dropPiece(from, to),
        dragStart: (name) => {
          this.selected = name;
          this.renderBoard();
        },
      }, layout.coords);
      this.boardWrap.replaceChildren(this.boardView.element);
      // Ten files on a phone: the board takes the whole width (styles.css).
      this.boardWrap.parentElement?.classList.toggle('wide-board', snapshot.width > 8);
    }
    const catalogue = t();
    const lang = language();
    // Stepping through the finished game: its position at that ply, nothing to pick up or warn of.
    const stepping = this.stepping && isOver(snapshot) ? this.stepping : null;
    const board = stepping ? parsePosition(stepping.positions[stepping.ply] ?? '', layout) : this.board;
    const shownMove = stepping ? snapshot.moves[stepping.ply - 1] ?? null : snapshot.last_move;
    const player = isPlayer(this.role, snapshot);
    const myMove = this.myMoveNow();
    const coords = layout.coords;
    const { destinations, special } = selectionMarks(snapshot.legal, this.selected, specialMarks(this.entry), coords);
    const lastMove = shownMove ? moveEnds(shownMove.move, coords) : null;
    const captured = new Set(shownMove?.captured ?? []);
    const threatened = new Set(player && this.showThreats && !stepping ? snapshot.threatened[this.role as Side] ?? [] : []);
    const check = new Set(stepping ? [] : snapshot.in_check ?? []);
    const noThreat = player && this.showThreats && !isOver(snapshot) && threatened.size === 0 ? catalogue.game.noThreat : '';
    if (this.threatNote.textContent !== noThreat) this.threatNote.textContent = noThreat;
    const selected = this.selected;
    const sideName = (side: string) => pick(catalogue.sides, side) ?? side;
    const listed = (index: number) => goalSquaresOf(this.goals, index).join(', ');
    const legend = this.goals.size ? catalogue.game.goalLegend(sideName(snapshot.sides[0] ?? ''), listed(0), sideName(snapshot.sides[1] ?? ''), listed(1)) : '';
    if (this.goalLegend.textContent !== legend) this.goalLegend.textContent = legend;
    if (!board) return;
    const specialName = this.entry?.special_moves?.[0]?.name ?? '';
    const facts = {
      selected, destinations, threatened, check, captured,
      lastMove: lastMove ? [lastMove[0], lastMove[1]] as const : null,
      special: { squares: special, name: pick(catalogue.specialMoves, specialName) ?? specialName },
    };
    this.boardView.update({
      board,
      sides: snapshot.sides,
      turned: isTurned(player ? (this.role as Side) : null, snapshot.sides),
      selected,
      destinations,
      special,
      check,
      pieceSet: this.pieces,
      movable: myMove ? movableSquares(snapshot.legal, coords) : new Set(),
      lastMove: facts.lastMove,
      // A piece taken where the mover now stands: the last-move frame marks it, a cross would hide the mover.
      captured: new Set([...captured].filter((name) => name !== lastMove?.[1])),
      threatened,
      goals: this.goals,
      boardLabel: catalogue.game.board(gameTitle(snapshot.variant)),
      label: squareLabeller(catalogue, this.entry, board, facts, this.goals, snapshot.sides, lang),
    });
    this.renderChooser(snapshot);
  }

  /** The promotion's choice over the board, while one is asked. */
  private renderChooser(snapshot: Snapshot): void {
    const shown = this.boardWrap.querySelector<HTMLElement>('[data-testid="promotion-chooser"]');
    const key = this.choosing ? `${document.documentElement.lang}|${this.choosing.join(' ')}|${this.pieces}` : '';
    if (shown && shown.dataset['key'] === key) return;
    shown?.remove();
    if (!this.choosing || !isPlayer(this.role, snapshot)) return;
    const chooser = promotionChooser({
      moves: this.choosing, entry: this.entry, lang: language(), side: this.role,
      sideIndex: snapshot.sides.indexOf(this.role), pieceSet: this.pieces,
      choose: (move) => {
        this.play(move);
        // The chooser is gone: the keyboard goes back to the board it came from.
        this.boardView?.element.querySelector<SVGElement>('[tabindex="0"]')?.focus({ preventScroll: true });
      },
      cancel: () => this.closeChooser(true),
    });
    chooser.dataset['key'] = key;
    this.boardWrap.append(chooser);
  }

  private renderPanel(): void {
    const snapshot = this.snapshot;
    if (!snapshot) return;
    this.statusLine.textContent = statusText(snapshot, this.role);
    this.statusLine.classList.toggle('over', isOver(snapshot));
    const focusKey = (document.activeElement as HTMLElement | null)?.dataset?.['focus'];
    const context: PanelContext = {
      snapshot,
      role: this.role,
      confirming: this.confirming,
      computer: computerOpponent(this.role, snapshot),
      drawDeclined: this.drawDeclined,
      showThreats: this.showThreats,
      typedMove: this.typedMove,
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
      submitTypedMove: () => this.submitTypedMove(),
      toast: (text) => this.showToast(text),
      navigate: (path) => this.host.navigate(path),
      followRematch: () => this.followRematch(),
      inviteAgain: (button) => this.inviteAgain(button),
      entry: this.entry,
      pieceSet: this.pieces,
      setPieceSet: (set) => {
        this.pieces = set;
        setPieceSet(set);
        this.renderBoard();
      },
      stepping: this.stepping && isOver(snapshot) ? this.stepping.ply : null,
      stepThrough: () => this.startStepping(),
      stopStepping: () => {
        this.stepping = null;
        this.render();
        this.panel.querySelector<HTMLElement>('[data-focus="step-through"]')?.focus();
      },
    };
    this.panel.replaceChildren(...renderPanel(context));
    const threats = threatSwitch(context);
    this.threatSwitchSlot.replaceChildren(...(threats ? [threats] : []));
    this.renderStepBar(snapshot);
    // A cancelled game has nothing to sum up: its actions (invite again) come first.
    if (isOver(snapshot) && isPlayer(this.role, snapshot) && snapshot.result.state !== 'aborted')
      this.panel.prepend(endSummary({ snapshot, gameId: this.gameId, status: this.statusLine.textContent ?? '', toast: (text) => this.showToast(text) }));
    if (isOver(snapshot) && snapshot.moves.length > 0) this.showPerfectPlay(snapshot);
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
    if (focusKey) (this.panel.querySelector<HTMLElement>(`[data-focus="${focusKey}"]`) ?? this.threatSwitchSlot.querySelector<HTMLElement>(`[data-focus="${focusKey}"]`))?.focus();
  }

  private showPerfectPlay(snapshot: Snapshot): void {
    if (!this.perfectPlayAsked) {
      this.perfectPlayAsked = true;
      void import('./game-perfect-play').then((module) => module.loadPerfectPlay(this.gameId, snapshot.moves.length)).then((found) => {
        this.perfectPlay = found;
        if (found) this.renderPanel();
      }, () => undefined);
    }
    this.perfectPlay?.decorate(this.panel, {
      current: this.stepping ? this.stepping.ply - 1 : null,
      stepTo: (ply) => this.startStepping(ply),
      redraw: () => this.renderPanel(),
    });
  }

  private renderBanner(): void {
    const reconnecting = this.connectionStatus === 'reconnecting';
    this.banner.textContent = reconnecting ? t().game.reconnecting : '';
    this.banner.classList.toggle('visible', reconnecting);
  }


  /** Ten times a second: the clocks and the away countdown. */
  private tick(): void {
    const snapshot = this.snapshot;
    if (!snapshot) return;
    const catalogue = t();
    const serverNow = this.serverTime.now(performance.now());
    const bottomSide = this.viewerSide();
    const topSide = opponentOf(bottomSide, snapshot);
    for (const [view, side] of [[this.bottom, bottomSide], [this.top, topSide]] as const) {
      const sideName = pick(catalogue.sides, side) ?? side;
      view.name.textContent = seatLabel(catalogue, snapshot, this.role, side);
      const seat = snapshot.seats[side];
      const away = seat?.taken === true && !seat.connected;
      view.presence.textContent = away ? ` · ${catalogue.game.away}` : '';
      view.presence.classList.toggle('away', away);
      renderSpecialMoves(view.special, snapshot, side, this.entry);
      view.bar.dataset['side'] = side;
      view.bar.classList.toggle('to-move', !isOver(snapshot) && snapshot.to_move === side);
      const clock = snapshot.clock;
      if (!clock) {
        view.time.textContent = '';
        view.time.hidden = true;
        continue;
      }
      view.time.hidden = false;
      const remaining = remainingAt(clock, side, serverNow);
      view.time.textContent = formatClock(remaining);
      view.time.setAttribute('aria-label', `${catalogue.game.clockOf(sideName)}: ${formatClock(remaining)}`);
      view.time.classList.toggle('running', clock.running === side);
      view.time.classList.toggle('low', isLowTime(remaining, clock.initial_ms) && !isOver(snapshot));
    }
    // The away countdown; once the grace period is over, the panel shows the claim button instead.
    const countdown = this.panel.querySelector<HTMLElement>('[data-countdown]');
    if (countdown) {
      const seconds = secondsUntil(Number(countdown.dataset['countdown']), serverNow);
      if (seconds <= 0) this.renderPanel();
      else countdown.textContent = catalogue.game.opponentAway(seconds);
    }
  }
}

export function mountGame(root: HTMLElement, gameId: string, host: GameViewHost): { destroy(): void; relabel(): void; mayLeave(): boolean } {
  return new GameController(root, gameId, host);
}
