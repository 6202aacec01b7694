// Games played through nginx as browsers play them (wss://…/ws?game=<id>, seats kept by their
// secrets), each by a driver that survives its sockets being cut: after any close it connects again
// (half a second later, as the web client does after 1013 "try again later"), joins again with the
// seat's secret, and goes on from the snapshot it gets. It keeps what it was told: every move whose
// event reached both seats is a move the server said it stored. A move refused with
// storage_unavailable (the database is failing) changed nothing: the driver keeps its sockets and
// plays again a little later.
// Used by ./play.mjs; needs Node's WebSocket (node --experimental-websocket on Node 20).
import assert from 'node:assert/strict';

const EVENT_TIMEOUT_MS = 10_000;
const RECONNECT_FOR_MS = 60_000;
const RECONNECT_AFTER_MS = 500;
const PLAY_FOR_MS = 60_000;     // playUntil gives up after this long
const UNAVAILABLE_PAUSE_MS = 250;

export const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

// One seat's socket: messages queue until asked for; a close ends every wait. `onDrop` hears a
// close that this side did not ask for.
class Socket {
  static async open(base, game, onDrop) {
    const socket = new Socket(new WebSocket(`${base.replace(/^https/, 'wss')}/ws?game=${game}`), onDrop);
    try {
      await socket.next((m) => m.type === 'hello', 'hello');
    } catch (error) {
      socket.close();
      throw error;
    }
    return socket;
  }

  constructor(ws, onDrop) {
    this.ws = ws;
    this.openedAt = Date.now();
    this.inbox = [];
    this.waiters = [];
    this.closeCode = null;
    this.closedHere = false;
    this.onDrop = null;  // set once joined: only a seated socket's close counts as a drop
    this.dropHandler = onDrop;
    ws.addEventListener('message', (event) => {
      this.inbox.push(JSON.parse(event.data));
      this.wake();
    });
    const ended = (code) => {
      if (this.closeCode === null) {
        this.closeCode = code;
        if (!this.closedHere) this.onDrop?.(code);
      }
      this.wake();
    };
    ws.addEventListener('close', (event) => ended(event.code));
    ws.addEventListener('error', () => ended(-1));
  }

  seated() {
    this.onDrop = this.dropHandler;
  }

  wake() {
    for (const waiter of this.waiters.splice(0)) waiter();
  }

  send(message) {
    if (this.ws.readyState !== WebSocket.OPEN) return false;
    this.ws.send(JSON.stringify(message));
    return true;
  }

  // The next message for which `wanted` holds (others are dropped); throws on close or timeout.
  async next(wanted, what, timeoutMs = EVENT_TIMEOUT_MS) {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      while (this.inbox.length) {
        const message = this.inbox.shift();
        if (wanted(message)) return message;
      }
      if (this.closeCode !== null) throw new Error(`closed (${this.closeCode}) waiting for ${what}`);
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`no ${what} within ${timeoutMs} ms`);
      await new Promise((resolve) => {
        const timer = setTimeout(resolve, left);
        this.waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
  }

  close() {
    this.closedHere = true;
    try {
      this.ws.close();
    } catch {
      // already closed
    }
  }
}

export async function createGame(base) {
  const response = await fetch(`${base}/api/games`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ variant: 'petteia-8x8', color: 'first' }),
  });
  const body = await response.text();
  assert.equal(response.status, 201, `POST /api/games: ${response.status} ${body}`);
  return JSON.parse(body);
}

// Both seats of one game, and what they were told.
export class GameDriver {
  constructor(base, created, random) {
    this.base = base;
    this.game = created.game;
    this.secrets = [created.secret, null];
    this.sockets = [null, null];
    this.roles = [null, null];
    this.snapshot = null;
    this.told = [];        // the moves both seats were told of, in order
    this.reconnects = 0;
    this.refusals = 0;     // moves refused by a node that had lost the game, or lost with it
    this.unavailable = 0;  // moves answered storage_unavailable (nothing changed)
    this.drops = [];       // seated sockets closed by the other side: {code, at} (Date.now())
    this.toldAt = [];      // when each told move was told (Date.now())
    this.toldOver = [];    // when the older of the two sockets that told it was opened
    this.random = random;
  }

  async join(seat) {
    const socket = await Socket.open(this.base, this.game, (code) => this.drops.push({ code, at: Date.now() }));
    try {
      const join = { type: 'join', protocol: 1, game: this.game };
      if (this.secrets[seat]) join.secret = this.secrets[seat];
      socket.send(join);
      const joined = await socket.next((m) => m.type === 'joined' || m.type === 'error', 'joined');
      if (joined.type !== 'joined') throw new Error(`join refused: ${JSON.stringify(joined)}`);
      this.secrets[seat] = joined.secret ?? this.secrets[seat];
      this.roles[seat] = joined.role;
      this.sockets[seat]?.close();
      this.sockets[seat] = socket;
      socket.seated();
      return joined.snapshot;
    } catch (error) {
      socket.close();
      throw error;
    }
  }

  // Both seats (again), until it works: while a node is dying nginx may still send a socket to it,
  // and a node that does not serve the game (yet) closes it with 1013.
  async connect() {
    const until = Date.now() + RECONNECT_FOR_MS;
    for (;;) {
      try {
        await this.join(0);
        this.snapshot = await this.join(1);
        return;
      } catch (error) {
        if (Date.now() > until) throw new Error(`game ${this.game}: cannot connect again: ${error.message}`);
        await sleep(RECONNECT_AFTER_MS);
      }
    }
  }

  ongoing() {
    return this.snapshot.result.state === 'ongoing';
  }

  // One move by the side to move, told to both seats; after a cut, the snapshot says whether it
  // was stored. storage_unavailable: nothing was played, the sockets stay.
  async playOne() {
    const mover = this.roles.indexOf(this.snapshot.to_move);
    const legal = this.snapshot.legal;
    const move = legal[Math.floor(this.random() * legal.length)];
    const ply = this.snapshot.moves.length;
    const isMove = (m) => (m.type === 'event' && m.kind === 'move') || m.type === 'error';
    try {
      if (!this.sockets[mover].send({ type: 'move', move, ply })) throw new Error('socket closed');
      const answer = await this.sockets[mover].next(isMove, `the move ${move}`);
      if (answer.type === 'error' && answer.code === 'storage_unavailable') {
        this.unavailable++;
        await sleep(UNAVAILABLE_PAUSE_MS);
        return;
      }
      if (answer.type === 'error') throw new Error(`refused: ${answer.code} ${answer.message}`);
      const other = await this.sockets[1 - mover].next(isMove, `the move ${move}`);
      if (other.type === 'error') throw new Error(`refused: ${other.code} ${other.message}`);
      for (const event of [answer, other]) assert.equal(event.move.move, move);
      this.tell(move);
      this.snapshot = { ...this.snapshot, ...answer.state, moves: [...this.snapshot.moves, answer.move] };
    } catch (error) {
      if (error instanceof assert.AssertionError) throw error;
      this.refusals++;
      this.reconnects++;
      await this.connect();
      const stored = this.snapshot.moves.map((m) => m.move);
      // Told to nobody, but stored before the cut: it counts as played.
      if (stored.length === ply + 1 && stored[ply] === move) this.tell(move);
    }
    this.checkTold();
  }

  tell(move) {
    this.told.push(move);
    this.toldAt.push(Date.now());
    this.toldOver.push(Math.min(...this.sockets.map((socket) => socket.openedAt)));
  }

  // The whole state again over the open socket (no reconnection): what the server holds now.
  async refresh() {
    if (!this.sockets[0].send({ type: 'snapshot' })) throw new Error(`game ${this.game}: socket closed`);
    const answer = await this.sockets[0].next((m) => m.type === 'snapshot', 'the snapshot');
    this.snapshot = answer.snapshot;
    this.checkTold();
  }

  // Everything told is in the game the server has, in order, and nothing else was played.
  checkTold() {
    assert.deepEqual(this.snapshot.moves.map((m) => m.move), this.told, `game ${this.game}: told and held differ`);
  }

  // Plays until the game ends or has `moves` moves, or `until()` says so, `pauseMs` between two
  // moves; gives up (throws) after PLAY_FOR_MS.
  async playUntil(moves, pauseMs = 0, until = () => false) {
    const deadline = Date.now() + PLAY_FOR_MS;
    while (this.ongoing() && this.told.length < moves && !until()) {
      if (Date.now() > deadline) throw new Error(`game ${this.game}: still at ${this.told.length} moves after ${PLAY_FOR_MS} ms`);
      await this.playOne();
      if (pauseMs) await sleep(pauseMs);
    }
  }

  close() {
    for (const socket of this.sockets) socket?.close();
    this.sockets = [null, null];
  }
}

// A seeded generator, so that a failing run can be played again.
export function seeded(seed) {
  let state = seed >>> 0;
  return () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}
