// The failover test's players (run by ./run, which starts the cluster): games are played through
// nginx on three nodes, and in turn
//   1. strangers from many loopback addresses knock on the live games by every way in there is
//      (strangers.mjs): no player is disturbed, no lease moves, a bystander is served throughout;
//   2. the node holding the most games is SIGKILLed while every game is moving: its games go on on
//      the other nodes once it counts as gone (5 s), with every move kept; then it comes back, the
//      players connect again, and its games return to it;
//   3. PostgreSQL stops while the games are played: moves are refused with storage_unavailable and
//      /healthz is 503 degraded; it starts again on its port, the nodes find it by themselves, and
//      the games go on with nothing told lost;
//   4. another node is SIGKILLed while its games are idle and never comes back: its unfinished games
//      are adopted by the others with nobody asking, and their players then play on.
// After each, the database holds exactly the moves the players were told of. Then
//   5. the lobby (lobby.mjs): with that node started again, two browsers whose other requests go to
//      two nodes meet in the lobby, served by one node; its node is SIGKILLed with an open challenge
//      posted, the pages reconnect, the challenge comes back, is accepted, and its game is played.
//   node --experimental-websocket play.mjs CLUSTER_DIR
import assert from 'node:assert/strict';
import { execFile, execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';

import { createGame, GameDriver, seeded, sleep } from './games.mjs';
import { get } from './knock.mjs';
import { lobbyFailover } from './lobby.mjs';
import { tournamentFailover } from './tournament.mjs';
import { knock } from './strangers.mjs';

const dir = process.argv[2];
const games = Number(process.env.PETTEIA_FAILOVER_GAMES ?? 24);
const seed = Number(process.env.PETTEIA_FAILOVER_SEED ?? Date.now() % 100000);
const here = new URL('.', import.meta.url).pathname;
const cluster = join(here, '../cluster/cluster');
const read = (name) => readFileSync(join(dir, name), 'utf8').trim();
const httpsPort = Number(read('https_port'));
const base = `https://localhost:${httpsPort}`;
const url = read('url');
const nodes = ['node1', 'node2', 'node3'];
// The stranger's and the bystander's ways in: nginx, and each node's own port.
const nginx = { tls: true, port: httpsPort, ca: read('cert.pem'), host: `localhost:${httpsPort}` };
const nodeTarget = (node) => ({ tls: false, port: Number(read(`${node}.port`)), host: `localhost:${httpsPort}` });

let passed = 0;
const ok = (what) => {
  passed++;
  console.log(`ok - ${what}`);
};
const sql = (query) => execFileSync('psql', [url, '-At', '-F', '|', '-c', query], { encoding: 'utf8' })
  .split('\n').filter(Boolean).map((line) => line.split('|'));
const holders = () => new Map(sql('SELECT game_id, node FROM game_leases'));
const leases = () => new Map(sql('SELECT game_id, node, token FROM game_leases').map(([g, n, t]) => [g, `${n}#${t}`]));
const storedMoves = () => new Map(sql("SELECT game_id, string_agg(move, ' ' ORDER BY ply) FROM moves GROUP BY game_id"));
const count = (map, node) => [...map.values()].filter((n) => n === node).length;
const sum = (list, f) => list.reduce((total, x) => total + f(x), 0);
const tally = (list) => ({
  drops: sum(list, (d) => d.drops.length), refusals: sum(list, (d) => d.refusals),
  reconnects: sum(list, (d) => d.reconnects), unavailable: sum(list, (d) => d.unavailable),
});
// SIGKILLs a node (cluster kill, which returns once the process is gone: that may take a moment
// longer, so the time counts from just before). The players' event loop runs on meanwhile.
async function killNode(node) {
  const at = Date.now();
  const { stdout } = await promisify(execFile)(cluster, ['kill', dir, node.slice(4)], { encoding: 'utf8' });
  process.stdout.write(stdout.replace(/\n$/, ` (cluster kill returned after ${Date.now() - at} ms)\n`));
  return at;
}
const median = (list) => [...list].sort((a, b) => a - b)[Math.floor(list.length / 2)];
const range = (list) => `${Math.min(...list)}–${Math.max(...list)} ms (median ${median(list)} ms)`;

function checkStored(drivers, when) {
  const stored = storedMoves();
  for (const driver of drivers) {
    driver.checkTold();
    assert.deepEqual((stored.get(driver.game) ?? '').split(' ').filter(Boolean), driver.told,
      `game ${driver.game}: the database and what the players were told differ ${when}`);
  }
  const moves = sum(drivers, (d) => d.told.length);
  ok(`${when}: the database holds exactly the ${moves} moves the players of ${drivers.length} games were told of`);
}

// Every driver plays `more` moves (or to its game's end), `pauseMs` between two.
const playMore = (drivers, more, pauseMs = 0, until) =>
  Promise.all(drivers.map((d) => d.playUntil(d.told.length + more, pauseMs, until)));

console.log(`# ${games} games through ${base}, seed ${seed}`);
const random = seeded(seed);
const drivers = [];
for (let i = 0; i < games; i++) drivers.push(new GameDriver(base, await createGame(base), random));
await Promise.all(drivers.map((d) => d.connect()));
await playMore(drivers, 8);
checkStored(drivers, 'before the strangers');

// 1. Strangers, while every game moves (a move every 250 ms or so).
{
  const leasesBefore = leases();
  const before = tally(drivers);
  const toldBefore = sum(drivers, (d) => d.told.length);
  let knocking = true;
  const playing = playMore(drivers, 40, 250, () => !knocking);
  const result = await knock({
    nginx, nodes: nodes.map((name) => ({ name, target: nodeTarget(name) })), holders: holders(),
    games: drivers.map((d) => d.game), strangers: 50, forMs: 4000, random,
  });
  knocking = false;
  await playing;
  const after = tally(drivers);
  for (const [what, n] of [...result.outcomes].sort()) console.log(`#   ${n} × ${what}`);
  assert.deepEqual(result.unexpected.slice(0, 20), [], `${result.unexpected.length} knocks were not answered as they should be`);
  ok(`50 strangers (127.0.3.1–50) knocked ${result.rounds} rounds on the games through nginx and straight to the nodes, each answered as it should be`);
  assert.equal(after.drops - before.drops, 0, `players' sockets closed by the server during the knocking: ${
    drivers.flatMap((d) => d.drops.map(({ code }) => `${d.game} ${code}`)).join(', ')}`);
  assert.equal(after.refusals - before.refusals, 0, 'moves lost or refused during the knocking');
  assert.equal(after.reconnects - before.reconnects, 0, 'players had to connect again during the knocking');
  assert.equal(after.unavailable - before.unavailable, 0, 'moves refused as storage_unavailable during the knocking');
  ok(`no player was disconnected and every one of the ${sum(drivers, (d) => d.told.length) - toldBefore} moves played meanwhile reached both seats`);
  const leasesAfter = leases();
  const moved = [...leasesBefore].filter(([game, lease]) => leasesAfter.get(game) !== lease);
  assert.deepEqual(moved.map(([game, lease]) => `${game}: ${lease} → ${leasesAfter.get(game)}`), [], 'leases moved (node#token)');
  ok(`no lease moved or was taken again: every game has the same node and token as before`);
  assert.deepEqual(result.bystander.failures.slice(0, 10), [], 'the bystander was not served');
  ok(`a bystander (127.0.4.1) got 200 for / and /healthz through nginx all ${result.bystander.asked} times it asked`);
  checkStored(drivers, 'after the strangers');
}

// 2. A node is SIGKILLed while every game moves, then comes back.
const before = holders();
const victim = nodes.reduce((a, b) => (count(before, a) >= count(before, b) ? a : b));
const victims = drivers.filter((d) => before.get(d.game) === victim);
assert.ok(victims.length > 0, 'the games are spread over the nodes');
ok(`the games are spread over the nodes: ${nodes.map((n) => `${n} ${count(before, n)}`).join(', ')}`);
{
  // A move every 40 ms or so; the victim dies in the middle of it. Its games stand still until it
  // counts as gone (5 s without a heartbeat: until then the others answer their joins with 1013).
  const startedAt = new Map(drivers.map((d) => [d.game, d.told.length]));
  const playing = playMore(drivers, 20, 40);
  await sleep(250);
  const moving = victims.filter((d) => d.ongoing() && d.told.length < startedAt.get(d.game) + 20);
  const killedAt = moving.map((d) => d.told.length);
  const killedAtMs = await killNode(victim);
  const [[lastBeat]] = sql(`SELECT at_ms FROM node_heartbeats WHERE node = '${victim}'`);
  console.log(`# ${victim}'s last heartbeat was stored ${killedAtMs - Number(lastBeat)} ms before the kill`);
  await playing;
  // How long each game of the dead node stood still: from the kill to its first move told over
  // sockets opened after it. A move told over the old sockets after the kill was stored by the
  // victim before it died and was still on its way (nginx passes it on, then closes the socket):
  // the other seat may hear it after its partner's socket was already cut.
  const resumedIn = moving.map((d, i) => {
    const ply = d.told.findIndex((_, p) => p >= killedAt[i] && d.toldOver[p] >= killedAtMs);
    return ply < 0 ? Infinity : d.toldAt[ply] - killedAtMs;
  });
  assert.ok(moving.length > 0, `no game of ${victim} was moving when it was killed`);
  ok(`${victim} was SIGKILLed with ${moving.length} of its games moving; every game played on to its end or 20 more moves`);

  const after = holders();
  moving.forEach((d, i) => {
    assert.ok(d.told.length > killedAt[i] || !d.ongoing(), `game ${d.game} of the dead node did not go on`);
    assert.notEqual(after.get(d.game), victim, `game ${d.game} is still held by the dead node`);
  });
  ok(`all ${moving.length} of them went on on ${[...new Set(moving.map((d) => after.get(d.game)))].sort().join(' and ')}`);
  console.log(`# their next move came ${range(resumedIn)} after the kill (the node counts as gone after 5 s)`);
  assert.ok(Math.max(...resumedIn) < 15_000, `a game of the dead node stood still for ${Math.max(...resumedIn)} ms`);
  // Not before it counted as gone: until then it might only be slow, and its games are its own.
  const sinceBeat = Math.min(...resumedIn) + killedAtMs - Number(lastBeat);
  assert.ok(sinceBeat >= 5000, `a game of ${victim} moved on ${sinceBeat} ms after its last heartbeat, before it counted as gone`);
  ok(`every game of ${victim} moved again within 15 s of the kill, and none before it counted as gone (${sinceBeat} ms after its last heartbeat)`);
  checkStored(drivers, 'after the kill');
  const t = tally(drivers);
  console.log(`# ${t.reconnects} reconnections, ${t.refusals} moves cut off and checked against the snapshot`);

  // The node comes back; the players connect again (as after a reload): nginx sends its games back
  // to it, which asks for them; their holders hand them over at their next heartbeat.
  execFileSync(cluster, ['restart', dir, victim.slice(4)], { stdio: 'inherit' });
  // nginx never marked the node down (max_fails=0, docker/nginx/render): the very next request for
  // one of its games reaches it, with no fail_timeout to wait out. A lookup reads; it takes nothing.
  const probe = await fetch(`${base}/api/games/${victims[0].game}`);
  assert.equal(probe.status, 200);
  for (const d of drivers) d.close();
  const backAt = Date.now();
  const backIn = await Promise.all(drivers.map(async (d) => {
    await d.connect();
    return Date.now() - backAt;
  }));
  await playMore(drivers, 6);
  const back = holders();
  const returned = victims.filter((d) => back.get(d.game) === victim).length;
  assert.equal(returned, victims.length, `${returned} of the ${victims.length} games of ${victim} came back to it`);
  ok(`${victim} restarted: all ${victims.length} of its games came back to it when their players connected again`);
  console.log(`# the players were seated again ${range(backIn)} after they reconnected (a hand-over waits for the holder's heartbeat)`);
  checkStored(drivers, 'after the restart');
}

// 3. PostgreSQL stops while the games are played, and starts again on its port.
let postgresBackAt = null;
{
  const root = readFileSync(join(dir, 'postgres', 'cluster_root'), 'utf8').trim();
  const data = join(root, 'data');
  const port = new URL(url).port;
  const pgCtlBin = (() => {
    try {
      return execFileSync('sh', ['-c', 'command -v pg_ctl || ls -d /usr/lib/postgresql/*/bin/pg_ctl | sort -V | tail -n 1'],
        { encoding: 'utf8' }).trim().split('\n')[0];
    } catch {
      return 'pg_ctl';
    }
  })();
  // As tests/postgres/cluster runs it: as nobody when we are root.
  const pgCtl = (args) => (process.getuid() === 0
    ? execFileSync('runuser', ['-u', 'nobody', '--', pgCtlBin, ...args], { encoding: 'utf8' })
    : execFileSync(pgCtlBin, args, { encoding: 'utf8' }));
  // Started again with the settings it runs with now (fsync and the rest, as ./cluster chose).
  const settings = sql("SELECT name, setting FROM pg_settings WHERE name IN ('fsync', 'synchronous_commit', 'full_page_writes')")
    .map(([name, value]) => `-c ${name}=${value}`).join(' ');
  const health = async (target) => {
    try {
      const { status, body } = await get(target, '/healthz');
      return status === 503 && JSON.parse(body).status === 'degraded' ? 'degraded' : String(status);
    } catch (error) {
      return `no answer (${error.message})`;
    }
  };
  const everyNode = async () => Promise.all(nodes.map((n) => health(nodeTarget(n))));
  const waitFor = async (what, limitMs, check) => {
    const from = Date.now();
    for (let i = 0; Date.now() - from < limitMs && i < 400; i++) {
      if (await check()) return Date.now() - from;
      await sleep(100);
    }
    return null;
  };

  const before = tally(drivers);
  const leasesBefore = leases();
  const toldBefore = new Map(drivers.map((d) => [d.game, d.told.length]));
  let down = true;
  // Every game moves while the database is away (a refused move is tried again 250 ms later), a
  // move every 200 ms or so.
  const playing = playMore(drivers, 200, 200, () => !down);
  await sleep(300);
  pgCtl(['-D', data, '-m', 'fast', '-w', 'stop']);
  const stoppedAt = Date.now();
  console.log(`# PostgreSQL stopped (fast) on port ${port}`);
  const degradedIn = await waitFor('degraded', 5000, async () => (await everyNode()).every((s) => s === 'degraded'));
  const throughNginx = await health(nginx);
  // Keep it away for 6 s: longer than a node takes to count as gone, as after a real outage.
  await sleep(Math.max(0, 6000 - (Date.now() - stoppedAt)));
  const during = tally(drivers);
  pgCtl(['-D', data, '-l', join(root, 'server.log'), '-w', '-t', '60',
    '-o', `-k ${root} -p ${port} -c listen_addresses=127.0.0.1 ${settings}`, 'start']);
  const startedAt = Date.now();
  postgresBackAt = startedAt;
  console.log(`# PostgreSQL started again on port ${port} after ${startedAt - stoppedAt} ms`);
  const healthyIn = await waitFor('healthy', 20_000, async () => (await everyNode()).every((s) => s === '200'));
  const nginxHealth = await health(nginx);
  down = false;
  await playing;
  assert.ok(degradedIn !== null, `the nodes' /healthz while PostgreSQL is down: ${(await everyNode()).join(', ')}`);
  assert.equal(throughNginx, 'degraded', `/healthz through nginx while PostgreSQL is down: ${throughNginx}`);
  ok(`PostgreSQL down: every node's /healthz was 503 degraded within ${degradedIn} ms, and so through nginx`);
  assert.ok(during.unavailable - before.unavailable > 0, 'no move was refused as storage_unavailable while PostgreSQL was down');
  assert.equal(during.drops - before.drops, 0, `players' sockets closed while PostgreSQL was down: ${
    drivers.flatMap((d) => d.drops.map(({ code }) => `${d.game} ${code}`)).join(', ')}`);
  assert.equal(during.refusals - before.refusals, 0, 'moves lost or cut off while PostgreSQL was down');
  ok(`while it was down ${during.unavailable - before.unavailable} moves were refused with storage_unavailable; no player's socket was closed`);
  assert.ok(healthyIn !== null, `the nodes' /healthz 20 s after PostgreSQL came back: ${(await everyNode()).join(', ')}`);
  assert.equal(nginxHealth, '200', `/healthz through nginx after PostgreSQL came back: ${nginxHealth}`);
  ok(`PostgreSQL back on port ${port}: every node's /healthz was 200 again within ${healthyIn} ms, without restarting any node`);

  // The games go on, over the sockets they had; then what the nodes hold, and the database.
  await playMore(drivers, 8);
  const after = tally(drivers);
  const stuck = drivers.filter((d) => d.ongoing() && d.told.length <= toldBefore.get(d.game));
  assert.deepEqual(stuck.map((d) => d.game), [], 'games that did not move after PostgreSQL came back');
  assert.equal(after.drops - before.drops, 0, `players' sockets closed after PostgreSQL came back: ${
    drivers.flatMap((d) => d.drops.map(({ code }) => `${d.game} ${code}`)).join(', ')}`);
  assert.equal(after.reconnects - before.reconnects, 0, 'players had to connect again after PostgreSQL came back');
  for (const d of drivers) await d.refresh();
  const leasesAfter = leases();
  const moved = [...leasesBefore].filter(([game, lease]) => leasesAfter.get(game) !== lease);
  assert.deepEqual(moved.map(([game, lease]) => `${game}: ${lease} → ${leasesAfter.get(game)}`), [],
    'leases moved over the outage (node#token), though every node was silent as long');
  ok(`the games went on over the same sockets, no lease moved, and each node holds exactly what its players were told`);
  checkStored(drivers, 'after PostgreSQL came back');
}

// 4. Another node dies while its games are idle, and never comes back.
{
  const now = holders();
  const candidates = nodes.filter((n) => n !== victim);
  const unfinished = (node) => drivers.filter((d) => now.get(d.game) === node && d.ongoing());
  const gone = candidates.reduce((a, b) => (unfinished(a).length >= unfinished(b).length ? a : b));
  const idle = unfinished(gone);
  assert.ok(idle.length > 0, `${gone} holds no unfinished game`);
  const live = nodes.filter((n) => n !== gone);
  // Their players leave; nobody opens these games again until they are adopted.
  for (const d of idle) d.close();
  await sleep(500);
  const killedAt = await killNode(gone);
  const [[lastBeat]] = sql(`SELECT at_ms FROM node_heartbeats WHERE node = '${gone}'`);
  let adoptedIn = null;
  let held = new Map();
  for (let i = 0; i < 250 && Date.now() - killedAt < 25_000; i++) {
    held = holders();
    if (idle.every((d) => live.includes(held.get(d.game)))) {
      adoptedIn = Date.now() - killedAt;
      break;
    }
    await sleep(100);
  }
  assert.ok(adoptedIn !== null, `25 s after ${gone} died, its games are held by: ${
    idle.map((d) => `${d.game} ${held.get(d.game)}`).join(', ')}`);
  assert.ok(adoptedIn + killedAt - Number(lastBeat) >= 5000, `${gone}'s games were adopted ${adoptedIn + killedAt - Number(lastBeat)} ms after its last heartbeat, before it counted as gone`);
  // Each by the node nginx sends it to, which logged the adoption.
  const logs = new Map(live.map((n) => [n, read(`${n}.log`)]));
  const unlogged = idle.filter((d) => !logs.get(held.get(d.game)).includes(`game ${d.game}: adopted from node ${gone}, gone`));
  assert.deepEqual(unlogged.map((d) => `${d.game} (${held.get(d.game)})`), [], 'adoptions missing from the adopters\' logs');
  ok(`${gone} SIGKILLed with ${idle.length} unfinished games idle: all were adopted by ${
    [...new Set(idle.map((d) => held.get(d.game)))].sort().join(' and ')} with nobody asking (logged), ${adoptedIn} ms after the kill`);
  console.log(`# adopted ${adoptedIn} ms after the kill, ${adoptedIn + killedAt - Number(lastBeat)} ms after its last heartbeat (gone after 5 s without one; the others sweep every 5 s, and`
    + ` adopt only once their own heartbeats have been stored for 10 s: PostgreSQL came back ${killedAt - postgresBackAt} ms before the kill)`);

  // The players come back through nginx, which sends them to the adopters: nothing moves again.
  const seatedAt = Date.now();
  const seatedIn = await Promise.all(idle.map(async (d) => {
    await d.connect();
    return Date.now() - seatedAt;
  }));
  const afterJoin = holders();
  const movedAgain = idle.filter((d) => afterJoin.get(d.game) !== held.get(d.game));
  assert.deepEqual(movedAgain.map((d) => `${d.game}: ${held.get(d.game)} → ${afterJoin.get(d.game)}`), [],
    'adopted games moved again when their players came through nginx (the adopter is not nginx\'s node)');
  console.log(`# their players were seated again ${range(seatedIn)} after they reconnected`);
  await playMore(drivers, 6);
  ok(`the players of ${gone}'s games connected again through nginx to their adopters and played on`);
  checkStored(drivers, `after ${gone} died for good`);
}

for (const d of drivers) d.close();

// Starts again the nodes that a step killed for good, so that the next step has three.
function restartDeadNodes() {
  const dead = nodes.filter((n) => {
    try {
      process.kill(Number(read(`${n}.pid`)), 0);
      return false;
    } catch {
      return true;
    }
  });
  for (const n of dead) execFileSync(cluster, ['restart', dir, n.slice(4)], { stdio: 'inherit' });
}

// 5. The lobby, over three nodes again: the node that died for good comes back first (it holds
// nothing now), then the lobby's node is SIGKILLed (lobby.mjs).
restartDeadNodes();
await lobbyFailover({ dir, nginx, nodes, nodeTarget, killNode, ok, sql, random });

// 6. A tournament's director (tournament.mjs), over three nodes again: the lobby's node comes back,
// then the arena's director is SIGKILLed.
restartDeadNodes();
await tournamentFailover({ dir, nginx, nodes, nodeTarget, killNode, ok });

console.log(`${passed} passed`);
