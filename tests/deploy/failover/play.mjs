// The failover test's players (run by ./run, which starts the cluster): games are played through
// nginx on three nodes; the node holding the most games is SIGKILLed while every game is moving;
// every game goes on on the other nodes, and the database holds exactly the moves the players were
// told of. Then the node comes back, the players connect again, its games return to it, and
// again nothing is lost.
//   node --experimental-websocket play.mjs CLUSTER_DIR
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

import { createGame, GameDriver, seeded } from './games.mjs';

const dir = process.argv[2];
const games = Number(process.env.PETTEIA_FAILOVER_GAMES ?? 24);
const seed = Number(process.env.PETTEIA_FAILOVER_SEED ?? Date.now() % 100000);
const here = new URL('.', import.meta.url).pathname;
const cluster = join(here, '../cluster/cluster');
const base = `https://localhost:${readFileSync(join(dir, 'https_port'), 'utf8').trim()}`;
const url = readFileSync(join(dir, 'url'), 'utf8').trim();

let passed = 0;
const ok = (what) => {
  passed++;
  console.log(`ok - ${what}`);
};
const sql = (query) => execFileSync('psql', [url, '-At', '-F', '|', '-c', query], { encoding: 'utf8' })
  .split('\n').filter(Boolean).map((line) => line.split('|'));
const holders = () => new Map(sql('SELECT game_id, node FROM game_leases'));
const storedMoves = () => new Map(sql("SELECT game_id, string_agg(move, ' ' ORDER BY ply) FROM moves GROUP BY game_id"));
const count = (map, node) => [...map.values()].filter((n) => n === node).length;

function checkStored(drivers, when) {
  const stored = storedMoves();
  for (const driver of drivers) {
    driver.checkTold();
    assert.deepEqual((stored.get(driver.game) ?? '').split(' ').filter(Boolean), driver.told,
      `game ${driver.game}: the database and what the players were told differ ${when}`);
  }
  const moves = drivers.reduce((sum, d) => sum + d.told.length, 0);
  ok(`${when}: the database holds exactly the ${moves} moves the players of ${drivers.length} games were told of`);
}

console.log(`# ${games} games through ${base}, seed ${seed}`);
const random = seeded(seed);
const drivers = [];
for (let i = 0; i < games; i++) drivers.push(new GameDriver(base, await createGame(base), random));
await Promise.all(drivers.map((d) => d.connect()));
await Promise.all(drivers.map((d) => d.playUntil(8)));
checkStored(drivers, 'before the kill');

const before = holders();
const nodes = ['node1', 'node2', 'node3'];
const victim = nodes.reduce((a, b) => (count(before, a) >= count(before, b) ? a : b));
const victims = drivers.filter((d) => before.get(d.game) === victim);
assert.ok(victims.length > 0, 'the games are spread over the nodes');
ok(`the games are spread over the nodes: ${nodes.map((n) => `${n} ${count(before, n)}`).join(', ')}`);

// Every game moves, a move every 40 ms or so; the victim dies in the middle of it.
const target = 24;
const playing = Promise.all(drivers.map((d) => d.playUntil(target, 40)));
await new Promise((resolve) => setTimeout(resolve, 250));
const moving = victims.filter((d) => d.ongoing() && d.told.length < target);
const killedAt = moving.map((d) => d.told.length);
execFileSync(cluster, ['kill', dir, victim.slice(4)], { stdio: 'inherit' });
const killedAtMs = Date.now();
// How long each game of the dead node took to play its next move on another node.
const resumedIn = await Promise.all(moving.map(async (d, i) => {
  while (d.ongoing() && d.told.length === killedAt[i]) await new Promise((resolve) => setTimeout(resolve, 10));
  return Date.now() - killedAtMs;
}));
await playing;
assert.ok(moving.length > 0, `no game of ${victim} was moving when it was killed`);
ok(`${victim} was SIGKILLed with ${moving.length} of its games moving; every game played on to its end or ${target} moves`);

const after = holders();
moving.forEach((d, i) => {
  assert.ok(d.told.length > killedAt[i] || !d.ongoing(), `game ${d.game} of the dead node did not go on`);
  assert.notEqual(after.get(d.game), victim, `game ${d.game} is still held by the dead node`);
});
ok(`all ${moving.length} of them went on on ${[...new Set(moving.map((d) => after.get(d.game)))].sort().join(' and ')}`);
resumedIn.sort((a, b) => a - b);
console.log(`# their next move came ${resumedIn[0]}–${resumedIn[resumedIn.length - 1]} ms after the kill (median ${resumedIn[Math.floor(resumedIn.length / 2)]} ms)`);
checkStored(drivers, 'after the kill');
const reconnects = drivers.reduce((sum, d) => sum + d.reconnects, 0);
console.log(`# ${reconnects} reconnections, ${drivers.reduce((s, d) => s + d.refusals, 0)} moves cut off and checked against the snapshot`);

// The node comes back; the players connect again (as after a reload): nginx sends its games back
// to it, which takes them from the nodes that kept them meanwhile.
execFileSync(cluster, ['restart', dir, victim.slice(4)], { stdio: 'inherit' });
// nginx never marked the node down (max_fails=0, docker/nginx/render): the very next request for
// one of its games reaches it, with no fail_timeout to wait out.
const probe = await fetch(`${base}/api/games/${victims[0].game}`);
assert.equal(probe.status, 200);
for (const d of drivers) d.close();
await Promise.all(drivers.map((d) => d.connect()));
await Promise.all(drivers.map((d) => d.playUntil(30)));
const back = holders();
const returned = victims.filter((d) => back.get(d.game) === victim).length;
assert.equal(returned, victims.length, `${returned} of the ${victims.length} games of ${victim} came back to it`);
ok(`${victim} restarted: all ${victims.length} of its games came back to it when their players connected again`);
checkStored(drivers, 'after the restart');

for (const d of drivers) d.close();
console.log(`${passed} passed`);
