// The lobby at /lobby (issue 27): strangers meet over one WebSocket at /ws/lobby
// (../../protocol/README.md, "WebSocket: the lobby"). This controller holds the socket (it comes back
// by itself: ../net/connection.ts), joins with this browser's token, keeps the lobby as the server
// says it (../lib/lobby-state.ts) and draws its two parts: quick pairing (lobby-quick.ts) and the open
// challenges (lobby-challenges.ts). When the server pairs this browser, the seat's secret is kept
// where the game page looks for it (lib/storage.ts, as Home does for a created game) and the game
// opens. The server's refusals are said in the player's language in a polite live region.
import { h } from '../lib/dom';
import { ServerTime } from '../lib/clock';
import { account, onAccountChange } from '../lib/account';
import { knownVariants } from '../lib/catalogue';
import { setting, storeSecret } from '../lib/storage';
import { createGame } from '../lib/new-game';
import { SETTINGS_KEY, readSettings } from '../lib/game-settings';
import { onGameStarted } from '../lib/game-started';
import { Connection, lobbySocketUrl, type ConnectionStatus } from '../net/connection';
import { parseLobbyMessage, type ChallengeColour, type LobbyClientMessage, type LobbyServerMessage, type TimeChoice } from '../lib/lobby-messages';
import { DAYS_PRESETS, EMPTY_LOBBY, LOBBY_PRESETS, casualReason, clockLabel, lobbyAfter, lobbyLeft, signedInForLobby, waitSeconds, type LobbyState } from '../lib/lobby-state';
import {
  browserToken, loadChoices, loadOpened, loadPending, pairedSecret, saveChoices, saveOpened, savePending, wasOpened, withOpened,
  withPending, withoutPending, type LobbyChoices, type PendingSeat,
} from '../lib/lobby-storage';
import { gameTitle, t } from '../i18n';
import { lobbyError, lobbyText } from '../i18n/lobby-text';
import { lobbyLinkText } from '../i18n/lobby-link-text';
import { QuickPairing } from './lobby-quick';
import { ChallengeList } from './lobby-challenges';
import { WaitingPools } from './lobby-pools';
import { seekChip, type SeekChip } from './lobby-background';
import { naturalMomentToAsk } from '../lib/event-settings';
import { pupilText } from '../i18n/pupil-text';
import { clubPath } from '../lib/clubs';
import '../styles/lobby.css';

export interface LobbyHost {
  navigate(path: string): void;
  setTitle(title: string): void;
}

type BusyKind = 'seek' | 'cancel_seek' | 'post' | 'accept' | 'cancel';

/** Something sent and not yet answered: its button waits (and says so) until the answer or an error. */
interface Busy {
  ref: number;
  kind: BusyKind;
  id: string | null;
}

type Notice =
  | { kind: 'error'; code: string; detail: string | null }
  | { kind: 'said'; what: 'posted' | 'cancelled' | 'paired' | 'notConnected' }
  | { kind: 'casual'; reason: string };

/** How long a pairing made casual (rating farming) is said before the game opens: long enough to read. */
const CASUAL_NOTICE_MS = 2500;

export class LobbyView {
  private state: LobbyState = EMPTY_LOBBY;
  private status: ConnectionStatus = 'connecting';
  private notice: Notice | null = null;
  private busy: Busy[] = [];
  private nextRef = 1;
  private pending: PendingSeat[] = loadPending();
  private readonly withdrawn = new Set<string>(); // this browser's challenges it asked to withdraw
  private choices: LobbyChoices;
  private readonly serverTime = new ServerTime();
  private readonly connection: Connection<LobbyServerMessage, LobbyClientMessage>;
  private readonly ticker: number;
  private readonly stopAccount: () => void;
  private readonly stopGames: () => void;
  private opening: number | null = null;
  /** The game against the computer started while the seek goes on: not "another game" that ends it. */
  private whileWaiting: string | null = null;
  /** While the page is gone and the seek goes on: the card that says so. */
  private chip: SeekChip | null = null;

  private readonly heading = h('h1', {});
  private readonly intro = h('p', { class: 'muted lobby-intro' });
  private readonly meta = h('p', { class: 'lobby-meta', 'data-testid': 'lobby-players' });
  private readonly statusLine = h('p', { class: 'lobby-status', role: 'status', 'data-testid': 'lobby-status' });
  private readonly noticeLine = h('p', { class: 'lobby-notice', role: 'status', 'aria-live': 'polite', 'data-testid': 'lobby-notice' });
  private readonly quick: QuickPairing;
  private readonly pools: WaitingPools;
  private readonly list: ChallengeList;

  constructor(private readonly root: HTMLElement, private readonly host: LobbyHost) {
    this.serverTime.sync(Date.now(), performance.now());
    this.choices = this.readChoices();
    const common = {
      words: () => lobbyText(),
      choices: () => this.choices,
      choicesChanged: () => saveChoices(this.choices),
      signedIn: () => this.signedIn(),
      ready: () => this.state.joined && this.status === 'open',
    };
    this.quick = new QuickPairing({
      ...common,
      sending: () => this.busy.some((one) => one.kind === 'seek' || one.kind === 'cancel_seek'),
      seek: (variant, time, rated) => this.send({ type: 'seek', variant, time, rated }, 'seek'),
      cancelSeek: () => this.send({ type: 'cancel_seek' }, 'cancel_seek'),
      playComputer: () => this.playComputerWhileWaiting(),
      serverNow: () => this.serverTime.now(performance.now()),
    });
    this.pools = new WaitingPools({
      words: () => lobbyText(),
      signedIn: () => this.signedIn(),
      ready: () => this.state.joined && this.status === 'open',
      sending: () => this.busy.some((one) => one.kind === 'seek' || one.kind === 'cancel_seek'),
      seek: (variant, time, rated) => this.send({ type: 'seek', variant, time, rated }, 'seek'),
    });
    this.list = new ChallengeList({
      ...common,
      busyOn: (id) => {
        const found = this.busy.find((one) => one.id === id);
        return found?.kind === 'accept' || found?.kind === 'cancel' ? found.kind : null;
      },
      posting: () => this.busy.some((one) => one.kind === 'post'),
      accept: (id) => this.send({ type: 'accept_challenge', id }, 'accept', id),
      cancel: (id) => {
        this.withdrawn.add(id);
        this.send({ type: 'cancel_challenge', id }, 'cancel', id);
      },
      post: (variant: string, time: TimeChoice | null, rated: boolean, color: ChallengeColour) => {
        this.send({ type: 'post_challenge', variant, time, rated, color }, 'post');
        naturalMomentToAsk(); // a challenge sent: the player will want to hear when it is taken
      },
    });
    root.replaceChildren(h('section', { class: 'page lobby', 'data-testid': 'lobby' },
      this.heading, this.intro, this.meta, this.statusLine,
      h('div', { class: 'lobby-columns' }, h('div', { class: 'lobby-column' }, this.quick.element, this.pools.element), this.list.element),
      this.noticeLine));
    this.relabel();
    this.connection = new Connection<LobbyServerMessage, LobbyClientMessage>(lobbySocketUrl(window.location), {
      onOpen: () => undefined, // the server's hello comes first; the page joins then
      onMessage: (message) => this.receive(message),
      onStatus: (status) => {
        this.status = status;
        if (status !== 'open') {
          this.state = lobbyLeft(this.state);
          this.busy = []; // unanswered: the lobby, joined again, says where things stand
        }
        this.refresh();
      },
    }, parseLobbyMessage);
    this.ticker = window.setInterval(() => this.quick.tick(), 1000);
    this.stopAccount = onAccountChange(() => this.relabel());
    this.stopGames = onGameStarted((game) => this.anotherGameStarted(game));
  }

  /** The seek's game against the computer, at the level last chosen on Home; the seek goes on (destroy()). */
  private playComputerWhileWaiting(): void {
    const seek = this.state.seek;
    if (!seek) return;
    const { level } = readSettings(setting(SETTINGS_KEY), knownVariants().map((entry) => entry.name));
    createGame({ variant: seek.variant, time: null, color: 'random', opponent: 'computer', level }).then((created) => {
      storeSecret(created.game, created.secret);
      this.whileWaiting = created.game;
      this.host.navigate(`/g/${created.game}`);
    }, (error: unknown) => this.say({ kind: 'error', code: error instanceof Error ? error.message : 'network', detail: null }));
  }

  /** This browser started playing elsewhere (another tab): its challenges and seek end, as if it left. */
  private anotherGameStarted(game: string): void {
    if (wasOpened(loadOpened(), game) || !this.state.joined) return; // the lobby's own pairing
    if (game === this.whileWaiting) return; // the game against the computer played while the seek goes on
    for (const challenge of this.state.challenges)
      if (challenge.mine && !this.withdrawn.has(challenge.id)) {
        this.withdrawn.add(challenge.id);
        this.send({ type: 'cancel_challenge', id: challenge.id }, 'cancel', challenge.id);
      }
    if (this.state.seek) this.send({ type: 'cancel_seek' }, 'cancel_seek');
  }

  /** Everything drawn again in the page's language (or with the catalogue, or the account, now known). */
  relabel(): void {
    if (account()?.pupil?.protected) {
      // Known only now (the account answered after the page opened): the lobby is not for this account.
      this.close();
      closedToPupil(this.root, this.host);
      return;
    }
    const words = lobbyText();
    this.host.setTitle(`${lobbyLinkText().title} — ${t().appName}`);
    this.heading.textContent = words.heading;
    this.intro.textContent = words.intro;
    const variants = knownVariants().map((entry) => entry.name);
    if (!variants.includes(this.choices.seekVariant) || !variants.includes(this.choices.challengeVariant)) this.choices = this.readChoices();
    this.quick.render(this.state.seek);
    this.pools.render(this.state.pools, this.state.seek, true);
    this.list.render(this.state.challenges, this.state.unlisted);
    this.refresh();
  }

  /**
   * The page goes: its socket closes — unless this browser seeks, and the player went elsewhere on the
   * site (to play the computer while waiting, say): then the socket stays open, the seek with it, and a
   * card at the foot of every page says so until the pairing or "Stop" (lobby-background.ts).
   */
  destroy(): void {
    if (this.chip) return; // in the background already
    if (this.state.seek && this.state.joined) {
      const seek = this.state.seek;
      background = this;
      this.chip = seekChip([gameTitle(seek.variant), clockLabel(seek.time) ?? lobbyText().untimed].join(' · '),
        () => this.send({ type: 'cancel_seek' }, 'cancel_seek'));
      return;
    }
    this.close();
  }

  /** Ends the page's socket (or the one kept in the background) for good. */
  close(): void {
    if (background === this) background = null;
    this.chip?.remove();
    if (this.opening !== null) window.clearTimeout(this.opening);
    this.connection.close();
    window.clearInterval(this.ticker);
    this.stopAccount();
    this.stopGames();
  }

  private readChoices(): LobbyChoices {
    return loadChoices(knownVariants().map((entry) => entry.name), ['none', ...LOBBY_PRESETS.map((preset) => preset.id), ...DAYS_PRESETS]);
  }

  private signedIn(): boolean {
    return signedInForLobby(this.state, Boolean(account()));
  }

  private send(message: LobbyClientMessage, kind: BusyKind, id: string | null = null): void {
    const ref = this.nextRef++;
    if (!this.state.joined || !this.connection.send({ ...message, ref })) {
      this.say({ kind: 'said', what: 'notConnected' });
      return;
    }
    this.busy.push({ ref, kind, id });
    this.say(null);
    this.refresh();
  }

  private done(kind: BusyKind, id: string | null = null): void {
    this.busy = this.busy.filter((one) => one.kind !== kind || (id !== null && one.id !== id));
  }

  private keep(seat: PendingSeat | null, drop?: (seat: PendingSeat) => boolean): void {
    if (drop) this.pending = withoutPending(this.pending, drop);
    if (seat) this.pending = withPending(this.pending, seat);
    savePending(this.pending);
  }

  private receive(message: LobbyServerMessage): void {
    switch (message.type) {
      case 'hello':
        this.serverTime.sync(message.server_time_ms, performance.now());
        this.connection.send({ type: 'lobby_join', protocol: 1, browser: browserToken() });
        return;
      case 'lobby':
        this.busy = [];
        break;
      case 'challenge_posted':
        this.done('post');
        this.keep({ id: message.challenge.id, kind: 'challenge', secret: message.secret, at_ms: Date.now() });
        this.say({ kind: 'said', what: 'posted' });
        break;
      case 'challenge_removed':
        if (this.withdrawn.delete(message.id)) {
          this.done('cancel', message.id);
          this.keep(null, (seat) => seat.id === message.id);
          this.say({ kind: 'said', what: 'cancelled' });
        }
        break;
      case 'seeking':
        this.done('seek');
        this.keep({ id: message.seek.id, kind: 'seek', secret: message.secret, at_ms: Date.now() });
        break;
      case 'seek_ended':
        this.done('cancel_seek');
        this.keep(null, (seat) => seat.kind === 'seek');
        if (this.chip) return this.close(); // stopped from another page: nothing left to keep open
        break;
      case 'paired':
        this.paired(message);
        return;
      case 'error':
        for (const one of this.busy) if ((message.ref === null || one.ref === message.ref) && one.kind === 'cancel' && one.id) this.withdrawn.delete(one.id);
        this.busy = message.ref === null ? [] : this.busy.filter((one) => one.ref !== message.ref);
        this.say({ kind: 'error', code: message.code, detail: message.detail });
        break;
      default:
        break;
    }
    const before = this.state;
    this.state = lobbyAfter(this.state, message);
    if (message.type === 'challenge_posted') this.list.closePost();
    if (before !== this.state || message.type === 'error' || message.type === 'lobby') this.refresh();
  }

  /**
   * A game is made: its seat kept where the game page reads it, then the game page. The secret is the
   * message's (an acceptor's), else the one kept since posting or seeking (a poster's: the server keeps
   * only its hash). A pairing this browser already opened (told again at each join) opens nothing.
   */
  private paired(message: Extract<LobbyServerMessage, { type: 'paired' }>): void {
    const opened = loadOpened();
    if (wasOpened(opened, message.game)) {
      this.keep(null, (seat) => seat.id === message.challenge);
      return;
    }
    const secret = pairedSecret(this.pending, message);
    if (secret) storeSecret(message.game, secret);
    saveOpened(withOpened(opened, message.game, Date.now()));
    this.keep(null, () => true);
    this.state = lobbyAfter(this.state, message);
    if (this.chip) {
      // Paired while the player is elsewhere (a game against the computer): told, not taken away.
      const chip = this.chip;
      this.chip = null;
      this.close();
      chip.found(message.game, () => this.host.navigate(`/g/${message.game}`));
      return;
    }
    const reason = casualReason(message);
    if (reason === null) {
      this.say({ kind: 'said', what: 'paired' });
      this.host.navigate(`/g/${message.game}`);
      return;
    }
    // Asked rated, played casual: said long enough to be read, then the game.
    this.say({ kind: 'casual', reason });
    this.opening = window.setTimeout(() => this.host.navigate(`/g/${message.game}`), CASUAL_NOTICE_MS);
  }

  private say(notice: Notice | null): void {
    this.notice = notice;
    this.renderNotice();
  }

  private renderNotice(): void {
    const notice = this.notice;
    const words = lobbyText();
    const text = notice === null ? ''
      : notice.kind === 'said' ? words[notice.what]
      : notice.kind === 'casual' ? words.pairedCasual(notice.reason)
      : lobbyError(notice.code, notice.detail, t().errors as Record<string, string>, waitSeconds);
    if (this.noticeLine.textContent !== text) this.noticeLine.textContent = text;
    this.noticeLine.classList.toggle('is-error', notice?.kind === 'error' || (notice?.kind === 'said' && notice.what === 'notConnected'));
  }

  /** The parts that follow the state: the card's side, the list, the buttons, the lines at the top. */
  private refresh(): void {
    const words = lobbyText();
    this.quick.update(this.state.seek);
    this.pools.render(this.state.pools, this.state.seek);
    this.list.update(this.state.challenges, this.state.unlisted);
    const name = this.state.you?.name ?? null;
    const parts = [this.state.joined && this.state.players !== null ? words.players(this.state.players) : null, name ? words.signedInAs(name) : null];
    this.meta.textContent = parts.filter((part) => part !== null).join(' · ');
    const line = this.status === 'reconnecting' ? words.reconnecting : this.state.joined ? '' : words.connecting;
    if (this.statusLine.textContent !== line) this.statusLine.textContent = line;
    this.renderNotice();
  }
}

/** The lobby kept open for a seek while the player is elsewhere (at most one). */
let background: LobbyView | null = null;

/**
 * The lobby to a protected pupil (issue 39): not available, said in words with the way to its class,
 * rather than a seek the server would refuse (`protected_account`).
 */
function closedToPupil(root: HTMLElement, host: LobbyHost): { relabel(): void } {
  const draw = () => {
    const words = pupilText();
    const pupil = account()?.pupil;
    host.setTitle(`${lobbyLinkText().title} — ${t().appName}`);
    root.replaceChildren(h('section', { class: 'page lobby', 'data-testid': 'lobby-closed' },
      h('h1', {}, lobbyText().heading),
      h('p', { class: 'notice', 'data-testid': 'lobby-pupil' }, words.lobbyClosed),
      pupil?.class ? h('a', { class: 'btn btn-primary', href: clubPath(pupil.class), 'data-link': '' }, words.toClass) : null));
  };
  draw();
  return { relabel: draw };
}

export function mountLobby(root: HTMLElement, host: LobbyHost): LobbyView | { relabel(): void } {
  // The lobby again: the kept socket goes, and this page's joins the browser back within the server's
  // grace (20 s), the seek still there.
  background?.close();
  if (account()?.pupil?.protected) return closedToPupil(root, host);
  return new LobbyView(root, host);
}
