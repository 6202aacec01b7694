// Strangers knocking on live games (run by ./play.mjs while the games are played): from many
// loopback addresses, by every way in there is — through nginx (plain /ws, a socket opened for
// another game, a spectator's join and resign, a guessed secret, the game's lookups) and straight to
// every node's own port (plain /ws, a join at a node that does not hold the game and at the one that
// does, the lookups), from their own address or as the nodes' trusted proxy, with an
// X-Forwarded-For of their choice. Meanwhile a bystander asks nginx for / and /healthz. Every round is bounded in time
// (knock.mjs's timeouts) and the phase in rounds and time.
import { randomBytes } from 'node:crypto';

import { get, RawSocket } from './knock.mjs';

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

// nginx: the https target; nodes: [{name, target}]; holders: Map game → node name; games: ids.
// Returns {outcomes: Map what → count, unexpected: [..], rounds, bystander: {asked, ok, failures}}.
export async function knock({ nginx, nodes, holders, games, strangers = 50, forMs = 4000, random }) {
  const outcomes = new Map();
  const unexpected = [];
  const note = (what, good, detail) => {
    outcomes.set(what, (outcomes.get(what) ?? 0) + 1);
    if (!good) unexpected.push(`${what}: ${detail}`);
  };
  const pick = (list) => list[Math.floor(random() * list.length)];
  const until = Date.now() + forMs;
  let rounds = 0;

  async function round(i) {
    const localAddress = `127.0.3.${i + 1}`;
    const game = pick(games);
    const other = pick(games.filter((g) => g !== game));
    const holder = holders.get(game);
    const lookups = [`/api/games/${game}`, `/api/games/${game}/positions`, `/api/games/${game}/record`];
    const spectators = [];
    try {
      // Through nginx, as anybody may.
      let s = await RawSocket.open(nginx, '/ws', { localAddress });
      note('nginx: plain /ws is 404', s.status === 404, `status ${s.status}`);
      s.close();

      s = await RawSocket.open(nginx, `/ws?game=${other}`, { localAddress });
      if (s.status !== 101) note('nginx: /ws?game=<other> then a join of the game is invalid_message', false, `upgrade ${s.status}`);
      else {
        s.send({ type: 'join', protocol: 1, game });
        const answer = await s.next((m) => m.type === 'joined' || m.type === 'error', 'an answer');
        note('nginx: /ws?game=<other> then a join of the game is invalid_message',
          answer?.type === 'error' && answer.code === 'invalid_message', JSON.stringify(answer) ?? `closed ${s.closeCode}`);
      }
      s.close();

      s = await RawSocket.open(nginx, `/ws?game=${game}`, { localAddress });
      if (s.status !== 101) note('nginx: /ws?game=<id> joins as spectator', false, `upgrade ${s.status}`);
      else {
        s.send({ type: 'join', protocol: 1, game });
        const answer = await s.next((m) => m.type === 'joined' || m.type === 'error', 'an answer');
        note('nginx: /ws?game=<id> joins as spectator', answer?.type === 'joined' && answer.role === 'spectator',
          JSON.stringify(answer) ?? `closed ${s.closeCode}`);
        spectators.push(s);  // watches until the round ends
        // A spectator may not act.
        s.send({ type: 'resign', ref: 1 });
        const refused = await s.next((m) => m.type === 'error', 'an answer');
        note('nginx: a spectator\'s resign is not_a_player', refused?.type === 'error' && refused.code === 'not_a_player',
          JSON.stringify(refused) ?? `closed ${s.closeCode}`);
      }

      // A seat's secret guessed.
      s = await RawSocket.open(nginx, `/ws?game=${game}`, { localAddress });
      if (s.status !== 101) note('nginx: a join with a forged secret is bad_secret', false, `upgrade ${s.status}`);
      else {
        s.send({ type: 'join', protocol: 1, game, secret: randomBytes(24).toString('base64url') });
        const answer = await s.next((m) => m.type === 'joined' || m.type === 'error', 'an answer');
        note('nginx: a join with a forged secret is bad_secret', answer?.type === 'error' && answer.code === 'bad_secret',
          JSON.stringify(answer) ?? `closed ${s.closeCode}`);
      }
      s.close();

      for (const path of lookups) {
        const { status } = await get(nginx, path, { localAddress });
        note('nginx: GET /api/games/<id>[/positions|/record] is 200', status === 200, `${path}: ${status}`);
      }

      // Straight to every node, around nginx: from the stranger's own address (the forged header is
      // not believed) or from 127.0.0.1, the nodes' trusted proxy (then the header names the client).
      for (const { name, target } of nodes) {
        const trusted = random() < 0.5;
        const from = { localAddress: trusted ? '127.0.0.1' : localAddress, forwardedFor: `127.0.5.${i + 1}` };
        const how = trusted ? 'as the proxy' : 'from its address';
        for (const path of lookups) {
          const { status } = await get(target, path, from);
          note(`node: GET lookups ${how} are 200`, status === 200, `${name} ${path}: ${status}`);
        }
        if (name === holder) {
          // At the holder's own port, a join is a spectator's, as through nginx.
          s = await RawSocket.open(target, `/ws?game=${game}`, from);
          let answer = null;
          if (s.status === 101) {
            s.send({ type: 'join', protocol: 1, game });
            answer = await s.next((m) => m.type === 'joined' || m.type === 'error', 'an answer');
          }
          note(`node: a join at the holder's port ${how} is a spectator's`, answer?.type === 'joined' && answer.role === 'spectator',
            `${name}: ${s.status === 101 ? JSON.stringify(answer) ?? `closed ${s.closeCode}` : `upgrade ${s.status}`}`);
          s.close();
          continue;
        }
        s = await RawSocket.open(target, '/ws', from);
        note(`node: plain /ws ${how} is 404`, s.status === 404, `${name}: status ${s.status}`);
        s.close();
        s = await RawSocket.open(target, `/ws?game=${game}`, from);
        if (s.status !== 101) note(`node: a join at a node that does not hold the game ${how} is closed 1013`, false, `${name}: upgrade ${s.status}`);
        else {
          s.send({ type: 'join', protocol: 1, game });
          const answer = await s.next((m) => m.type === 'joined' || m.type === 'error', 'an answer');
          const code = answer === null ? s.closeCode : null;
          note(`node: a join at a node that does not hold the game ${how} is closed 1013`, code === 1013,
            `${name} (holder ${holder}): ${answer ? JSON.stringify(answer) : `closed ${code}`}`);
        }
        s.close();
      }
    } catch (error) {
      note('a knock that failed outright', false, `${localAddress}: ${error.message}`);
    } finally {
      for (const spectator of spectators) spectator.close();
    }
  }

  // The bystander: another address, through nginx, / and /healthz every 100 ms or so.
  const bystander = { asked: 0, ok: 0, failures: [] };
  const watching = (async () => {
    while (Date.now() < until) {
      for (const path of ['/', '/healthz']) {
        bystander.asked++;
        try {
          const { status } = await get(nginx, path, { localAddress: '127.0.4.1' });
          if (status === 200) bystander.ok++;
          else bystander.failures.push(`${path}: ${status}`);
        } catch (error) {
          bystander.failures.push(`${path}: ${error.message}`);
        }
      }
      await sleep(100);
    }
  })();

  // Each stranger knocks round after round until the time is up (at most 40 rounds each).
  await Promise.all(Array.from({ length: strangers }, async (_, i) => {
    for (let r = 0; r < 40 && Date.now() < until; r++) {
      await round(i);
      rounds++;
      await sleep(50 + Math.floor(random() * 100));
    }
  }));
  await watching;
  return { outcomes, unexpected, rounds, bystander };
}
