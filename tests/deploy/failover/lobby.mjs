// The lobby on several nodes (issue 27), run by ./play.mjs last: one node serves the lobby, the one
// nginx's ring gives the key "lobby" (every /ws/lobby reaches it; the others close a lobby socket
// with 1013). Two browsers on two loopback addresses, whose other requests nginx sends to two
// different nodes, meet there: a quick pairing, and its game played through nginx. Then one posts
// an open challenge, the lobby's node is SIGKILLed, both pages reconnect as the web page does (every
// half second after any close, 1013 included), the challenge is back once its poster's browser is
// (the next node reads it from PostgreSQL once the dead one counts as gone, 5 s), the other accepts
// it, both are told `paired` with the same game, join it through nginx with their seats' secrets
// and play a move, which the database holds.
//   await lobbyFailover({dir, nginx, nodes, nodeTarget, killNode, ok, sql, random})
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

import { GameDriver, sleep } from './games.mjs';
import { get, RawSocket } from './knock.mjs';

const RECONNECT_AFTER_MS = 500;  // as the web page (web-client/src/lib: back within a second after 1013)
const RECONNECT_FOR_MS = 30_000;
const WAIT_MS = 10_000;

// A browser's lobby page: its token (made once, kept), its socket through nginx from its own
// address, and connecting again after any close until it is in the lobby.
class LobbyPage {
  constructor(name, nginx, localAddress) {
    this.name = name;
    this.nginx = nginx;
    this.localAddress = localAddress;
    this.token = randomBytes(32).toString('base64url');  // 43 characters, as the page makes it
    this.socket = null;
    this.lobby = null;       // the answer to the latest lobby_join
    this.attempts = 0;       // sockets opened
    this.sentOn = 0;         // of them closed 1013 ("the lobby is served by another server")
    this.inbox = [];         // messages taken off the socket that a wait did not want (kept for later ones)
  }

  // Opens /ws/lobby and says lobby_join until the lobby answers; every half second after a failure.
  async enter(forMs = RECONNECT_FOR_MS) {
    const until = Date.now() + forMs;
    let last = '';
    for (;;) {
      this.close();
      this.inbox = [];
      try {
        this.attempts++;
        const socket = await RawSocket.open(this.nginx, '/ws/lobby', { localAddress: this.localAddress });
        this.socket = socket;
        if (socket.status !== 101) last = `upgrade ${socket.status}`;
        else {
          const hello = await socket.next((m) => m.type === 'hello', 'hello', WAIT_MS);
          if (hello) {
            socket.send({ type: 'lobby_join', protocol: 1, browser: this.token });
            const lobby = await socket.next((m) => m.type === 'lobby' || m.type === 'error', 'the lobby', WAIT_MS);
            if (lobby?.type === 'lobby') {
              this.lobby = lobby;
              return lobby;
            }
            last = lobby ? JSON.stringify(lobby) : `closed ${socket.closeCode}`;
          } else last = `closed ${socket.closeCode}`;
          if (socket.closeCode === 1013) this.sentOn++;
        }
      } catch (error) {
        last = error.message;
      }
      if (Date.now() > until) throw new Error(`${this.name} could not enter the lobby in ${forMs} ms: ${last}`);
      await sleep(RECONNECT_AFTER_MS);
    }
  }

  send(message) {
    this.socket.send(message);
  }

  // The next message of one of `types` (or an error); others are kept for a later wait.
  async wait(types, what = types.join(' or '), timeoutMs = WAIT_MS) {
    const wanted = (m) => types.includes(m.type) || m.type === 'error';
    const kept = this.inbox.findIndex(wanted);
    if (kept >= 0) return this.inbox.splice(kept, 1)[0];
    const message = await this.socket.next((m) => {
      if (wanted(m)) return true;
      this.inbox.push(m);
      return false;
    }, `${this.name}: ${what}`, timeoutMs);
    if (!message) throw new Error(`${this.name}: the lobby socket closed (${this.socket.closeCode}) waiting for ${what}`);
    return message;
  }

  // Waits for the server to close the socket (the node died): its close code.
  async dropped(timeoutMs = WAIT_MS) {
    return this.socket.closed(timeoutMs);
  }

  close() {
    this.socket?.close();
    this.socket = null;
  }
}

// Two seats of a game the lobby made, joined through nginx with their secrets (games.mjs's driver,
// which reconnects until a node serves the game), one move played and told to both.
async function playOneMove(base, game, seats, random) {
  const driver = new GameDriver(base, { game, secret: seats[0].secret }, random);
  driver.secrets[1] = seats[1].secret;
  await driver.connect();
  for (const [i, seat] of seats.entries())
    assert.equal(driver.roles[i], seat.side, `${seat.name} joined game ${game} as ${driver.roles[i]}, not the side it was paired to`);
  await driver.playUntil(1);
  assert.equal(driver.told.length, 1, `game ${game}: the move was not told to both seats`);
  driver.close();
  return driver;
}

export async function lobbyFailover({ dir, nginx, nodes, nodeTarget, killNode, ok, sql, random }) {
  const read = (name) => readFileSync(join(dir, name), 'utf8').trim();
  const base = `https://${nginx.host}`;
  const portOf = new Map(nodes.map((n) => [n, read(`${n}.port`)]));
  const nodeAt = (address) => nodes.find((n) => address === `127.0.0.1:${portOf.get(n)}`) ?? address;
  const nginxLog = () => read('nginx.log').split('\n');

  // Which node serves the lobby: a lobby socket straight to each node's port (as the trusted proxy,
  // for a client of its own) is answered hello by that node alone and closed 1013 by the others.
  const serving = async () => {
    const answers = await Promise.all(nodes.map(async (name) => {
      try {
        const s = await RawSocket.open(nodeTarget(name), '/ws/lobby', { forwardedFor: '127.0.6.99' });
        if (s.status !== 101) return `${s.status}`;
        const hello = await s.next((m) => m.type === 'hello', 'hello');
        const code = hello ? null : s.closeCode;
        s.close();
        return hello ? 'hello' : `closed ${code}`;
      } catch (error) {
        return `no answer (${error.message})`;
      }
    }));
    return new Map(nodes.map((n, i) => [n, answers[i]]));
  };
  // The same answer twice, a heartbeat (1 s) apart: a node that just started serves until its first
  // heartbeat says otherwise, and the others learn of it at their next.
  const findLobbyNode = async (alive, forMs) => {
    const until = Date.now() + forMs;
    let answers;
    let candidate = null;
    for (;;) {
      answers = await serving();
      const hellos = alive.filter((n) => answers.get(n) === 'hello');
      const one = hellos.length === 1 && alive.every((n) => n === hellos[0] || answers.get(n) === 'closed 1013') ? hellos[0] : null;
      if (one && one === candidate) return one;
      candidate = one;
      if (Date.now() > until) break;
      await sleep(one ? 1100 : 250);
    }
    throw new Error(`no single node serves the lobby: ${[...answers].map(([n, a]) => `${n} ${a}`).join(', ')}`);
  };

  const alive = nodes.filter((n) => read(`${n}.pid`) && (() => {
    try {
      process.kill(Number(read(`${n}.pid`)), 0);
      return true;
    } catch {
      return false;
    }
  })());
  assert.ok(alive.length >= 3, `the lobby's failover needs three live nodes: ${alive.join(', ')}`);
  const startedAt = Date.now();
  const lobbyNode = await findLobbyNode(alive, 8000);
  ok(`one node serves the lobby: ${lobbyNode} answers a lobby socket, ${alive.filter((n) => n !== lobbyNode).join(' and ')} close theirs 1013`);

  // Two browsers on two addresses whose other requests nginx sends to two different nodes, neither
  // of them the lobby's (the access log names the node of each address's request).
  const routedTo = async (address) => {
    const probe = `/healthz?lobby-probe=${address}`;
    const { status } = await get(nginx, probe, { localAddress: address });
    assert.equal(status, 200, `${probe}: ${status}`);
    const line = nginxLog().reverse().find((l) => l.startsWith(`${address} `) && l.includes(probe));
    return nodeAt(/ node=([^ ,]+)/.exec(line ?? '')?.[1]);
  };
  const addresses = [];
  for (let k = 1; k <= 30 && addresses.length < 2; k++) {
    const address = `127.0.6.${k}`;
    const node = await routedTo(address);
    if (alive.includes(node) && node !== lobbyNode && !addresses.some((a) => a.node === node)) addresses.push({ address, node });
  }
  assert.equal(addresses.length, 2, `two addresses routed to two nodes other than ${lobbyNode}: ${JSON.stringify(addresses)}`);
  const ana = new LobbyPage('ana', nginx, addresses[0].address);
  const bo = new LobbyPage('bo', nginx, addresses[1].address);
  await Promise.all([ana.enter(), bo.enter()]);
  assert.equal(ana.sentOn + bo.sentOn, 0, 'a lobby socket through nginx was sent on (1013) while every node was up');

  // Quick pairing between them: one game, two sides, seats by the secrets of `seeking`.
  {
    ana.send({ type: 'seek', variant: 'petteia-6x6', time: { minutes: 3, increment: 2 }, rated: false });
    const anaSeeking = await ana.wait(['seeking']);
    assert.equal(anaSeeking.type, 'seeking', JSON.stringify(anaSeeking));
    bo.send({ type: 'seek', variant: 'petteia-6x6', time: { minutes: 3, increment: 2 }, rated: false });
    const boSeeking = await bo.wait(['seeking']);
    assert.equal(boSeeking.type, 'seeking', JSON.stringify(boSeeking));
    const [anaPaired, boPaired] = await Promise.all([ana.wait(['paired']), bo.wait(['paired'])]);
    assert.equal(anaPaired.type, 'paired', JSON.stringify(anaPaired));
    assert.equal(boPaired.type, 'paired', JSON.stringify(boPaired));
    assert.equal(anaPaired.game, boPaired.game, 'paired into two games');
    await playOneMove(base, anaPaired.game, [
      { name: 'ana', secret: anaSeeking.secret, side: anaPaired.side },
      { name: 'bo', secret: boSeeking.secret, side: boPaired.side }], random);
    ok(`ana (${addresses[0].address}, sent to ${addresses[0].node}) and bo (${addresses[1].address}, to ${addresses[1].node}) met in the lobby on ${lobbyNode}: `
      + `paired by their seeks into game ${anaPaired.game}, joined through nginx with their secrets, a move played`);
  }

  // An open challenge, then the lobby's node dies.
  ana.send({ type: 'post_challenge', variant: 'petteia-6x6', time: { minutes: 5, increment: 3 }, rated: false, color: 'first' });
  const posted = await ana.wait(['challenge_posted']);
  assert.equal(posted.type, 'challenge_posted', JSON.stringify(posted));
  const id = posted.challenge.id;
  const added = await bo.wait(['challenge_added']);
  assert.equal(added.challenge?.id, id, JSON.stringify(added));
  assert.equal(sql(`SELECT count(*) FROM challenges WHERE id = '${id}'`)[0][0], '1', 'the challenge is not stored');
  ok(`ana posted challenge ${id}; bo was told at once; it is stored`);

  const killedAt = await killNode(lobbyNode);
  const codes = await Promise.all([ana.dropped(), bo.dropped()]);
  assert.ok(codes.every((c) => c !== null), `the lobby sockets were not closed when ${lobbyNode} died`);
  // nginx logged both lobby sockets (a 101 each) as passed to the node that served the lobby.
  const lobbyLines = nginxLog().filter((l) => / "GET \/ws\/lobby HTTP\/1\.1" 101 /.test(l)
    && addresses.some(({ address }) => l.startsWith(`${address} `)));
  const lobbyNodes = new Set(lobbyLines.map((l) => nodeAt(/ node=([^ ,]+)/.exec(l)?.[1])));
  assert.deepEqual([...lobbyNodes], [lobbyNode], `nginx sent the lobby sockets to ${[...lobbyNodes].join(', ')}`);
  ok(`nginx had sent every lobby socket (${lobbyLines.length}) to ${lobbyNode}, the node that serves the lobby, though ana's and bo's other requests go to ${addresses[0].node} and ${addresses[1].node}`);

  // Both pages come back by themselves; the challenge comes back with its poster's browser.
  const [anaBack, boBack] = await Promise.all([ana.enter(), bo.enter()]);
  const backIn = Date.now() - killedAt;
  const mine = anaBack.challenges.find((c) => c.id === id);
  assert.ok(mine, `ana's challenge is not in her lobby after the failover: ${JSON.stringify(anaBack.challenges)}`);
  assert.equal(mine.mine, true);
  if (!boBack.challenges.some((c) => c.id === id)) {
    const again = await bo.wait(['challenge_added'], 'the challenge again');
    assert.equal(again.challenge?.id, id, JSON.stringify(again));
  }
  const challengeBackIn = Date.now() - killedAt;
  const newNode = await findLobbyNode(alive.filter((n) => n !== lobbyNode), 8000);
  assert.match(read(`${newNode}.log`), /lobby: serving, [1-9]\d* challenges read back/, `${newNode} did not log reading the challenges back`);
  console.log(`# both pages back in the lobby ${backIn} ms after the kill (ana ${ana.attempts} sockets, ${ana.sentOn} sent on with 1013; `
    + `bo ${bo.attempts}, ${bo.sentOn}); the challenge back for bo after ${challengeBackIn} ms`);
  assert.ok(challengeBackIn < 20_000, `the challenge came back ${challengeBackIn} ms after the kill`);
  ok(`${lobbyNode} SIGKILLed: ${newNode} serves the lobby once it counts as gone, read challenge ${id} back, `
    + `and showed it to both pages when they reconnected (${challengeBackIn} ms after the kill)`);

  // Bo accepts it: both are told of one game, and play it through nginx.
  bo.send({ type: 'accept_challenge', id });
  const [boPaired, anaPaired] = await Promise.all([bo.wait(['paired']), ana.wait(['paired'])]);
  assert.equal(boPaired.type, 'paired', JSON.stringify(boPaired));
  assert.equal(anaPaired.type, 'paired', JSON.stringify(anaPaired));
  assert.equal(anaPaired.game, boPaired.game, 'the poster and the acceptor were told of two games');
  assert.equal(anaPaired.challenge, id);
  assert.equal(anaPaired.secret, null, 'the poster holds its secret since challenge_posted');
  assert.equal(anaPaired.side, 'light', 'ana wanted to move first');
  const driver = await playOneMove(base, anaPaired.game, [
    { name: 'ana', secret: posted.secret, side: anaPaired.side },
    { name: 'bo', secret: boPaired.secret, side: boPaired.side }], random);
  const [[stored]] = sql(`SELECT count(*) FROM moves WHERE game_id = '${anaPaired.game}'`);
  assert.equal(Number(stored), driver.told.length, `game ${anaPaired.game}: the database holds ${stored} moves`);
  ok(`bo accepted it: both were told of game ${anaPaired.game}, joined it through nginx with their secrets (ana's from before the kill) and played a move, stored`);
  ana.close();
  bo.close();
  console.log(`# the lobby's phase took ${((Date.now() - startedAt) / 1000).toFixed(1)} s`);
}
