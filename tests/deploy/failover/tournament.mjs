// A tournament's director on several nodes (issue 39), run by ./play.mjs after the lobby: one node
// directs an arena, the one nginx's ring gives "tournament:<id>" (its socket and API reach it; the
// others close a tournament socket 1013). Two players through nginx, each from an address of their
// own, are paired, one wins, and both are paired again; then the director's node is SIGKILLed. Their
// pages connect again through nginx until another node directs the arena: the standings are the
// same (nothing told was lost), their game in play is named in their rows, and when it ends the new
// director pairs them again.
//
//   await tournamentFailover({dir, nginx, nodes, nodeTarget, killNode, ok})
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

import { sleep } from './games.mjs';
import { RawSocket, request } from './knock.mjs';

const WAIT_MS = 15_000;
const RECONNECT_AFTER_MS = 500;

// A player's tournament page: its socket through nginx from the player's own address, connecting
// again after any close (a 1013 from a node that does not direct it, or the node dying).
class TournamentPage {
  constructor(name, nginx, address, cookie, id) {
    Object.assign(this, { name, nginx, address, cookie, id });
    this.socket = null;
    this.inbox = [];
    this.sentOn = 0;
  }

  async open(forMs = WAIT_MS) {
    const until = Date.now() + forMs;
    let last = 'nothing';
    for (;;) {
      try {
        const socket = await RawSocket.open(this.nginx, `/ws/tournament?id=${this.id}`,
          { localAddress: this.address, cookie: this.cookie });
        if (socket.status === 101) {
          // The director's node says hello and the standings; another node says hello and closes 1013.
          const first = await socket.next((m) => m.type === 'tournament', 'the standings', 3_000);
          if (first) {
            this.socket = socket;
            this.inbox = [first];
            return first;
          }
          last = `closed ${socket.closeCode}`;
          if (socket.closeCode === 1013) this.sentOn++;
        } else last = `status ${socket.status}`;
      } catch (error) {
        last = error.message;
      }
      if (Date.now() > until) throw new Error(`${this.name} could not open the tournament's page in ${forMs} ms: ${last}`);
      await sleep(RECONNECT_AFTER_MS);
    }
  }

  // The next message for which `wanted` holds (others kept for a later wait).
  async wait(wanted, what, timeoutMs = WAIT_MS) {
    const kept = this.inbox.findIndex(wanted);
    if (kept >= 0) return this.inbox.splice(kept, 1)[0];
    const message = await this.socket.next((m) => {
      if (wanted(m)) return true;
      this.inbox.push(m);
      return false;
    }, `${this.name}: ${what}`, timeoutMs);
    if (!message) throw new Error(`${this.name}: the tournament's socket closed (${this.socket.closeCode}) waiting for ${what}`);
    return message;
  }

  close() {
    this.socket?.close();
    this.socket = null;
  }
}

const isGame = (m) => m.type === 'tournament_game';

// Signs up through nginx from `address`: the session cookie.
async function signUp(nginx, name, address) {
  const reply = await request(nginx, 'POST', '/api/account',
    { localAddress: address, body: { username: name, password: 'correct horse battery' } });
  assert.equal(reply.status, 201, `sign-up of ${name}: ${reply.status} ${reply.body}`);
  const cookie = [reply.headers['set-cookie']].flat().find((c) => c.startsWith('__Host-petteia_session='));
  assert.ok(cookie, `sign-up of ${name} set no session cookie`);
  return cookie.split(';')[0];
}

// Joins the game through nginx signed in (the seat kept for the account) and resigns it.
async function resign(nginx, game, cookie, address) {
  const socket = await RawSocket.open(nginx, `/ws?game=${game}`, { localAddress: address, cookie });
  assert.equal(socket.status, 101, `game ${game}: ${socket.status}`);
  await socket.next((m) => m.type === 'hello', 'hello');
  socket.send({ type: 'join', protocol: 1, game });
  const joined = await socket.next((m) => m.type === 'joined' || m.type === 'error', 'joined', WAIT_MS);
  assert.equal(joined?.type, 'joined', `game ${game}: ${JSON.stringify(joined)}`);
  assert.notEqual(joined.role, 'spectator', `game ${game}: the account's kept seat was not taken`);
  socket.send({ type: 'resign' });
  const ended = await socket.next((m) => m.type === 'event' && m.state?.result && m.state.result.state !== 'ongoing', 'the end', WAIT_MS);
  socket.close();
  return ended;
}

export async function tournamentFailover({ dir, nginx, nodes, nodeTarget, killNode, ok }) {
  const read = (name) => readFileSync(join(dir, name), 'utf8').trim();
  const alive = () => nodes.filter((n) => {
    try {
      process.kill(Number(read(`${n}.pid`)), 0);
      return true;
    } catch {
      return false;
    }
  });
  const stamp = Date.now() % 100000;
  const minos = await signUp(nginx, `Minos${stamp}`, '127.0.8.1');
  const ana = { name: `Ana${stamp}`, address: '127.0.8.2' };
  const bo = { name: `Bo${stamp}`, address: '127.0.8.3' };
  ana.cookie = await signUp(nginx, ana.name, ana.address);
  bo.cookie = await signUp(nginx, bo.name, bo.address);

  const made = await request(nginx, 'POST', '/api/tournaments', {
    localAddress: '127.0.8.1', cookie: minos,
    body: { kind: 'arena', name: 'Failover arena', variant: 'petteia-6x6', time: { minutes: 3, increment: 0 }, minutes: 30,
      starts_in_minutes: 0, max_players: 10, rated: false },
  });
  assert.equal(made.status, 201, `the arena: ${made.status} ${made.body}`);
  const id = JSON.parse(made.body).id;
  for (const player of [ana, bo]) {
    const joined = await request(nginx, 'POST', `/api/tournaments/${id}/join`, { localAddress: player.address, cookie: player.cookie });
    assert.equal(joined.status, 200, `${player.name} joins: ${joined.body}`);
  }

  // Which node directs it: a tournament socket straight to each node's port gets the standings from
  // that node alone; the others close it 1013.
  const directing = async () => {
    const answers = await Promise.all(alive().map(async (name) => {
      try {
        const s = await RawSocket.open(nodeTarget(name), `/ws/tournament?id=${id}`, { forwardedFor: '127.0.8.99' });
        const first = s.status === 101 ? await s.next((m) => m.type === 'tournament', 'the standings', 3_000) : null;
        s.close();
        return first ? name : null;
      } catch {
        return null;
      }
    }));
    return answers.filter(Boolean);
  };

  const pages = [ana, bo].map((p) => new TournamentPage(p.name, nginx, p.address, p.cookie, id));
  await Promise.all(pages.map((p) => p.open()));
  const [director] = await directing();
  assert.ok(director, 'no node directs the arena');
  ok(`one node directs the arena: ${director} (the others send its sockets on with 1013)`);
  const started = await request(nginx, 'POST', `/api/tournaments/${id}/start`, { localAddress: '127.0.8.1', cookie: minos });
  assert.equal(started.status, 200, `start: ${started.body}`);

  // Paired; Bo resigns; both are paired again, and the standings say Ana has won.
  const [first] = await Promise.all(pages.map((p) => p.wait(isGame, 'the first pairing')));
  await resign(nginx, first.game, bo.cookie, bo.address);
  const [second] = await Promise.all(pages.map((p) => p.wait((m) => isGame(m) && m.game !== first.game, 'the second pairing')));
  const before = await pages[0].wait((m) => m.type === 'tournament' && m.standings[0]?.games === 1, 'her win in the standings');
  assert.equal(before.standings[0].name, ana.name);
  assert.equal(before.standings[0].score, 2);
  ok(`${director} paired them, scored Ana's win and paired them again (game ${second.game})`);

  // The director's node dies; their pages come back through nginx to the node that directs it now.
  await killNode(director);
  await Promise.all(pages.map(async (p) => {
    await p.socket.closed(WAIT_MS);
    await p.open(30_000);
  }));
  const now = alive();
  const [adopter] = await directing();
  assert.ok(adopter && now.includes(adopter) && adopter !== director, `no live node directs the arena after ${director} died`);
  const after = await pages[0].wait((m) => m.type === 'tournament', 'the standings again');
  assert.deepEqual(after.standings.map((r) => [r.name, r.score, r.sheet]), before.standings.map((r) => [r.name, r.score, r.sheet]),
    'the standings changed with the director');
  const row = await pages[1].wait((m) => m.type === 'tournament_you' && m.you.game, 'his game in play');
  assert.equal(row.you.game, second.game, 'his row names the game in play');
  ok(`${adopter} directs the arena after ${director}'s SIGKILL: the same standings, and each row names the game in play`);

  // That game ends; the new director pairs them again.
  await resign(nginx, second.game, ana.cookie, ana.address);
  const [third] = await Promise.all(pages.map((p) => p.wait((m) => isGame(m) && m.game !== second.game, 'the third pairing')));
  const table = await pages[0].wait((m) => m.type === 'tournament' && m.standings.every((r) => r.games === 2), 'two games each');
  assert.deepEqual(table.standings.map((r) => r.score).sort(), [2, 2]);
  ok(`${adopter} scored the game that ended after the failover and paired them again (game ${third.game})`);
  for (const p of pages) p.close();
}
