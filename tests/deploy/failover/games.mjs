// Games played through nginx as browsers play them (wss://…/ws?game=<id>, seats kept by their
// secrets), each by a driver that survives its sockets being cut: after any close it connects again,
// joins again with the seat's secret, and goes on from the snapshot it gets. It keeps what it was
// told: every move whose event reached both seats is a move the server said it stored.
// Used by ./run; needs Node's WebSocket (node --experimental-websocket on Node 20).
import assert from 'node:assert/strict';

const EVENT_TIMEOUT_MS = 10_000;
const RECONNECT_FOR_MS = 60_000;

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

// One seat's socket: messages queue until asked for; a close ends every wait.
class Socket {
  static async open(base, game) {
    const socket = new Socket(new WebSocket(`${base.replace(/^https/, 'wss')}/ws?game=${game}`));
    await socket.next((m) => m.type === 'hello', 'hello');
    return socket;
  }

  constructor(ws) {
    this.ws = ws;
    this.inbox = [];
    this.waiters = [];
    this.closeCode = null;
    ws.addEventListener('message', (event) => {
      this.inbox.push(JSON.parse(event.data));
      this.wake();
    });
    const ended = (code) => {
      if (this.closeCode === null) this.closeCode = code;
      this.wake();
    };
    ws.addEventListener('close', (event) => ended(event.code));
    ws.addEventListener('error', () => ended(-1));
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
    this.random = random;
  }

  async join(seat) {
    const socket = await Socket.open(this.base, this.game);
    const join = { type: 'join', protocol: 1, game: this.game };
    if (this.secrets[seat]) join.secret = this.secrets[seat];
    socket.send(join);
    const joined = await socket.next((m) => m.type === 'joined' || m.type === 'error', 'joined');
    if (joined.type !== 'joined') throw new Error(`join refused: ${JSON.stringify(joined)}`);
    this.secrets[seat] = joined.secret ?? this.secrets[seat];
    this.roles[seat] = joined.role;
    this.sockets[seat]?.close();
    this.sockets[seat] = socket;
    return joined.snapshot;
  }

  // Both seats (again), until it works: while a node is dying nginx may still send a socket to it.
  async connect() {
    const until = Date.now() + RECONNECT_FOR_MS;
    for (let attempt = 0; ; attempt++) {
      try {
        await this.join(0);
        this.snapshot = await this.join(1);
        return;
      } catch (error) {
        if (Date.now() > until) throw new Error(`game ${this.game}: cannot connect again: ${error.message}`);
        await sleep(Math.min(2000, 100 * 2 ** attempt));
      }
    }
  }

  ongoing() {
    return this.snapshot.result.state === 'ongoing';
  }

  // One move by the side to move, told to both seats; after a cut, the snapshot says whether it
  // was stored.
  async playOne() {
    const mover = this.roles.indexOf(this.snapshot.to_move);
    const legal = this.snapshot.legal;
    const move = legal[Math.floor(this.random() * legal.length)];
    const ply = this.snapshot.moves.length;
    try {
      if (!this.sockets[mover].send({ type: 'move', move, ply })) throw new Error('socket closed');
      const events = await Promise.all(this.sockets.map((socket) => socket.next(
        (m) => (m.type === 'event' && m.kind === 'move') || m.type === 'error', `the move ${move}`)));
      for (const event of events) if (event.type === 'error') throw new Error(`refused: ${event.code} ${event.message}`);
      for (const event of events) assert.equal(event.move.move, move);
      this.told.push(move);
      this.snapshot = { ...this.snapshot, ...events[0].state, moves: [...this.snapshot.moves, events[0].move] };
    } catch {
      this.refusals++;
      this.reconnects++;
      await this.connect();
      const stored = this.snapshot.moves.map((m) => m.move);
      // Told to nobody, but stored before the cut: it counts as played.
      if (stored.length === ply + 1 && stored[ply] === move) this.told.push(move);
    }
    this.checkTold();
  }

  // Everything told is in the game the server has, in order, and nothing else was played.
  checkTold() {
    assert.deepEqual(this.snapshot.moves.map((m) => m.move), this.told, `game ${this.game}: told and held differ`);
  }

  // Plays until the game ends or has `moves` moves, `pauseMs` between two moves.
  async playUntil(moves, pauseMs = 0) {
    while (this.ongoing() && this.told.length < moves) {
      await this.playOne();
      if (pauseMs) await sleep(pauseMs);
    }
  }

  close() {
    for (const socket of this.sockets) socket?.close();
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
