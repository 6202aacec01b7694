// Opens stored correspondence games one after the other as their players do (the game's URL, then
// `join` with the seat's secret) and times each: from the socket's connect to `joined`, and from the
// `join` sent to `joined` (the server's part: the game loaded from the store, replayed, seated).
// Each game opened is out of memory until then: the seats file lists games nobody has opened.
//
//   node --experimental-websocket bench/correspondence/open.mjs --port P --seats FILE --count N
// Prints one JSON line: the counts and the percentiles in milliseconds.
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';

const { values } = parseArgs({
  options: {
    port: { type: 'string' },
    seats: { type: 'string' },
    count: { type: 'string', default: '2000' },
  },
});
const seats = readFileSync(values.seats, 'utf8').trim().split('\n').map((line) => line.split(' '));
const count = Math.min(Number(values.count), seats.length);
// Spread over the whole file, so that early and late rows of the store are both read.
const stride = Math.max(1, Math.floor(seats.length / count));

function openOne(game, secret) {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    let joinSent = 0;
    const ws = new WebSocket(`ws://127.0.0.1:${values.port}/ws?game=${game}`);
    const timer = setTimeout(() => { ws.close(); reject(new Error(`${game}: no answer in 10 s`)); }, 10_000);
    ws.addEventListener('message', (event) => {
      const message = JSON.parse(event.data);
      if (message.type === 'hello') {
        joinSent = performance.now();
        ws.send(JSON.stringify({ type: 'join', protocol: 1, game, secret }));
      } else if (message.type === 'joined') {
        const done = performance.now();
        clearTimeout(timer);
        ws.close();
        if (message.snapshot?.result?.state !== 'ongoing') reject(new Error(`${game}: opened finished`));
        else resolve({ total: done - started, server: done - joinSent, role: message.role });
      } else if (message.type === 'error') {
        clearTimeout(timer);
        ws.close();
        reject(new Error(`${game}: ${JSON.stringify(message)}`));
      }
    });
    ws.addEventListener('error', () => { clearTimeout(timer); reject(new Error(`${game}: socket error`)); });
  });
}

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
const totals = [];
const servers = [];
const errors = [];
for (let i = 0; i < count; ++i) {
  const [game, secret] = seats[i * stride];
  try {
    const { total, server, role } = await openOne(game, secret);
    if (role === 'spectator') throw new Error(`${game}: seated as a spectator`);
    totals.push(total);
    servers.push(server);
  } catch (error) {
    errors.push(error.message);
  }
}
const summary = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (p) => Number(percentile(sorted, p).toFixed(2));
  return { p50: at(50), p90: at(90), p99: at(99), max: Number(sorted[sorted.length - 1].toFixed(2)) };
};
console.log(JSON.stringify({
  opened: totals.length,
  errors: errors.length,
  first_errors: errors.slice(0, 3),
  connect_to_joined_ms: totals.length ? summary(totals) : null,
  join_to_joined_ms: servers.length ? summary(servers) : null,
}));
