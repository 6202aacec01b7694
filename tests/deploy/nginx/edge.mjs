// The limits at the edge, part of tests/deploy/nginx/run: one client address (127.0.0.5, the
// sockets' source address on loopback) holds thousands of connections that never finish their TLS
// handshake, finish it and say nothing, or send their request header slowly, then more requests at
// once than limit_conn allows, then floods the API; meanwhile another address (127.0.0.6) is served
// the page, the API and a WebSocket. nginx's own refusals are JSON with the site's headers, a HEAD has
// no body, and every held connection is closed by nginx within client_header_timeout.
// Environment (set by run): PETTEIA_NGINX_PORT, PETTEIA_NGINX_CA (the certificate),
// PETTEIA_EDGE_CONN_LIMIT (limit_conn's figure), PETTEIA_EDGE_HEADER_TIMEOUT (seconds).
// Every step is bounded in count and time; all traffic goes to 127.0.0.1.
import { readFileSync } from 'node:fs';
import https from 'node:https';
import net from 'node:net';
import tls from 'node:tls';

const port = Number(process.env.PETTEIA_NGINX_PORT);
const ca = process.env.PETTEIA_NGINX_CA && readFileSync(process.env.PETTEIA_NGINX_CA);
const connLimit = Number(process.env.PETTEIA_EDGE_CONN_LIMIT);
const headerTimeout = Number(process.env.PETTEIA_EDGE_HEADER_TIMEOUT);
if (!port || !ca || !connLimit || !headerTimeout) throw new Error('run me from tests/deploy/nginx/run');

const FLOOD = '127.0.0.5';
const OTHER = '127.0.0.6';
const HALF_OPEN = 500; // TCP connected, no TLS handshake
const IDLE = 1500; // TLS done, no request
const SLOW = 100; // a request header, one line every 2 s
const OVER = 20; // requests at once past limit_conn
const FLOOD_REQUESTS = 300; // past limit_req's burst of 200
const host = `localhost:${port}`;
const refusal429 = '{"code":"rate_limited","message":"too many requests from your address; slow down"}';

let passed = 0;
let failed = 0;
const ok = (name) => { passed++; console.log(`ok - ${name}`); };
const notOk = (name) => { failed++; console.log(`not ok - ${name}`); };
const check = (name, actual, expected) =>
  actual === expected ? ok(name) : notOk(`${name}: got ${JSON.stringify(actual)}, expected ${JSON.stringify(expected)}`);
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

// The whole script is bounded: whatever hangs, it ends within a minute and a half.
const watchdog = setTimeout(() => {
  notOk('edge.mjs did not finish within 90 s');
  console.log(`${passed} passed, ${failed} failed`);
  process.exit(1);
}, 90_000);

const held = []; // every socket this script opens, destroyed at the end (socket.closed: closed since)
function track(socket) {
  socket.on('error', () => {});
  held.push(socket);
  return socket;
}

// A TLS connection from `localAddress`, resolved once the handshake is done (or null after 5 s).
function openTls(localAddress) {
  return new Promise((resolve) => {
    const socket = track(tls.connect({ host: '127.0.0.1', port, localAddress, servername: 'localhost', ca, ALPNProtocols: ['http/1.1'] }));
    const timer = setTimeout(() => { socket.destroy(); resolve(null); }, 5000);
    socket.once('secureConnect', () => { clearTimeout(timer); resolve(socket); });
    socket.once('close', () => { clearTimeout(timer); resolve(null); });
  });
}

function openTcp(localAddress) {
  return new Promise((resolve) => {
    const socket = track(net.connect({ host: '127.0.0.1', port, localAddress }));
    const timer = setTimeout(() => { socket.destroy(); resolve(null); }, 5000);
    socket.once('connect', () => { clearTimeout(timer); resolve(socket); });
    socket.once('close', () => { clearTimeout(timer); resolve(null); });
  });
}

// `count` of `open()`, `batch` at a time (the listen queue is finite); the ones that opened.
async function openMany(count, batch, open) {
  const opened = [];
  for (let i = 0; i < count; i += batch) {
    const sockets = await Promise.all(Array.from({ length: Math.min(batch, count - i) }, open));
    opened.push(...sockets.filter(Boolean));
  }
  return opened;
}

// Writes `raw` on a new TLS connection from `localAddress` and reads until nginx closes it, `ms`
// pass or `enough` says so: the bytes as text.
async function exchange(localAddress, raw, ms = 5000, enough = () => false) {
  const socket = await openTls(localAddress);
  if (!socket) return '';
  return new Promise((resolve) => {
    let text = '';
    const done = () => { clearTimeout(timer); socket.destroy(); resolve(text); };
    const timer = setTimeout(done, ms);
    socket.on('data', (data) => { text += data.toString('latin1'); if (enough(text)) done(); });
    socket.once('close', done);
    socket.write(raw);
  });
}

// One answer, parsed: status, headers (lower-case names, every line kept), body.
function parse(text) {
  const end = text.indexOf('\r\n\r\n');
  const lines = text.slice(0, end < 0 ? text.length : end).split('\r\n');
  const status = Number((lines[0] || '').split(' ')[1]) || 0;
  const headers = lines.slice(1).map((line) => {
    const colon = line.indexOf(':');
    return [line.slice(0, colon).toLowerCase(), line.slice(colon + 1).trim()];
  });
  const all = (name) => headers.filter(([n]) => n === name).map(([, v]) => v);
  return { status, all, header: (name) => all(name)[0] ?? '', body: end < 0 ? '' : text.slice(end + 4) };
}

const request = async (localAddress, method, path, extra = '', body = '') =>
  parse(await exchange(localAddress, `${method} ${path} HTTP/1.1\r\nHost: ${host}\r\n${extra}Connection: close\r\n\r\n${body}`));

// The headers every answer carries, once each.
function checkSiteHeaders(what, answer) {
  check(`${what}: one X-Content-Type-Options: nosniff`, answer.all('x-content-type-options').join(' | '), 'nosniff');
  check(`${what}: one Referrer-Policy: no-referrer`, answer.all('referrer-policy').join(' | '), 'no-referrer');
}

// A game of the other address's, made once (the server allows 3 a minute from one address).
const newGame = '{"variant":"petteia-6x6","time":null,"color":"first"}';
let game = 'none';
try {
  game = JSON.parse((await request(OTHER, 'POST', '/api/games',
    `Content-Type: application/json\r\nContent-Length: ${newGame.length}\r\n`, newGame)).body).game;
} catch { /* the WebSocket checks below fail then */ }

// What the other address gets while 127.0.0.5 holds its connections: the page, the API and a
// game's WebSocket.
async function otherAddressIsServed(when) {
  const page = await request(OTHER, 'GET', '/');
  check(`${when}: ${OTHER} gets the page`, page.status, 200);
  const api = await request(OTHER, 'GET', '/api/variants');
  check(`${when}: ${OTHER} gets /api/variants`, api.status, 200);
  const upgrade = parse(await exchange(OTHER, `GET /ws?game=${game} HTTP/1.1\r\nHost: ${host}\r\nOrigin: https://${host}\r\n` +
    'Upgrade: websocket\r\nConnection: Upgrade\r\nSec-WebSocket-Version: 13\r\nSec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\n\r\n',
    5000, (text) => text.includes('\r\n\r\n')));
  check(`${when}: ${OTHER} opens a game's WebSocket`, upgrade.status, 101);
}

const started = Date.now();
// --- 127.0.0.5 holds connections that never finish the handshake, that finish it and say nothing,
// and that send their header a line every 2 s.
const halfOpen = await openMany(HALF_OPEN, 100, () => openTcp(FLOOD));
const idle = await openMany(IDLE, 100, () => openTls(FLOOD));
const slow = await openMany(SLOW, 50, () => openTls(FLOOD));
for (const socket of slow) {
  socket.write(`GET / HTTP/1.1\r\nHost: ${host}\r\n`);
  const trickle = setInterval(() => (socket.closed ? clearInterval(trickle) : socket.write('X-Slow: 1\r\n')), 2000);
}
const openedAt = Date.now();
console.log(`# ${FLOOD} opened ${halfOpen.length} half-open, ${idle.length} idle TLS and ${slow.length} slow connections in ${openedAt - started} ms`);
check(`${FLOOD}'s ${HALF_OPEN + IDLE + SLOW} connections were all accepted (nginx has room for them)`,
  halfOpen.length + idle.length + slow.length, HALF_OPEN + IDLE + SLOW);
await otherAddressIsServed(`with ${FLOOD} holding ${halfOpen.length + idle.length + slow.length} connections`);

// --- Past limit_conn: 127.0.0.5's requests in progress at once (headers sent, bodies awaited) past
// the limit are refused at once with 429, the others wait for their bodies. Not to the API, whose
// limit_req would refuse some first, and would spend the burst the flood below checks, nor to the
// client's files, which nginx answers itself (405 to a POST) without waiting: to /healthz, proxied.
const body = 'Content-Type: application/json\r\nContent-Length: 100\r\n';
const pending = await openMany(connLimit + OVER, 100, () => openTls(FLOOD));
const replies = pending.map((socket) => {
  let text = '';
  socket.on('data', (data) => { text += data.toString('latin1'); });
  socket.write(`POST /healthz HTTP/1.1\r\nHost: ${host}\r\n${body}\r\n`);
  return () => text;
});
await sleep(1500);
const refused = replies.map((text) => text()).filter((text) => text.startsWith('HTTP/1.1 429'));
check(`${connLimit + OVER} requests at once from ${FLOOD}: ${OVER} refused with 429 (limit_conn ${connLimit})`, refused.length, OVER);
if (refused.length > 0) {
  const answer = parse(refused[0]);
  check('limit_conn\'s 429 is the server\'s JSON error', answer.body, refusal429);
  check('limit_conn\'s 429 is application/json', answer.header('content-type'), 'application/json');
  checkSiteHeaders('limit_conn\'s 429', answer);
}
await otherAddressIsServed(`with ${FLOOD} at its limit_conn`);
for (const socket of pending) socket.destroy();

// --- Past limit_req: 127.0.0.5 floods the API over 10 kept-alive connections.
const agent = new https.Agent({ keepAlive: true, maxSockets: 10, localAddress: FLOOD, ca, servername: 'localhost' });
const get = (localAddress, path, options = {}) => new Promise((resolve) => {
  const req = https.request({ host: '127.0.0.1', port, path, headers: { Host: host }, ca, servername: 'localhost',
    localAddress, timeout: 5000, ...options }, (res) => {
    let text = '';
    res.setEncoding('latin1');
    res.on('data', (data) => { text += data; });
    res.on('end', () => resolve({ status: res.statusCode, headers: res.headers, raw: res.rawHeaders, body: text }));
  });
  req.on('timeout', () => req.destroy());
  req.on('error', () => resolve({ status: 0, headers: {}, raw: [], body: '' }));
  req.end();
});
const flood = await Promise.all(Array.from({ length: FLOOD_REQUESTS }, () => get(FLOOD, '/api/variants', { agent })));
agent.destroy();
const served = flood.filter((r) => r.status === 200).length;
const limited = flood.filter((r) => r.status === 429);
console.log(`# ${FLOOD}'s flood of ${FLOOD_REQUESTS} API requests: ${served} served, ${limited.length} refused`);
check(`the flood: the burst served, the rest refused, nothing else (${served} + ${limited.length})`,
  served >= 200 && limited.length > 0 && served + limited.length === FLOOD_REQUESTS, true);
if (limited.length > 0) {
  const answer = limited[0];
  const count = (name) => answer.raw.filter((_, i) => i % 2 === 0 && answer.raw[i].toLowerCase() === name).length;
  check('limit_req\'s 429 is the server\'s JSON error', answer.body, refusal429);
  check('limit_req\'s 429 is application/json', answer.headers['content-type'], 'application/json');
  check('limit_req\'s 429: X-Content-Type-Options nosniff, once', `${answer.headers['x-content-type-options']} ${count('x-content-type-options')}`, 'nosniff 1');
  check('limit_req\'s 429: Referrer-Policy no-referrer, once', `${answer.headers['referrer-policy']} ${count('referrer-policy')}`, 'no-referrer 1');
}
check(`${OTHER}'s API requests are not counted with ${FLOOD}'s`, (await get(OTHER, '/api/variants')).status, 200);

// --- Proxied answers carry the server's headers once, not nginx's beside them.
checkSiteHeaders('the page through nginx', await request(OTHER, 'GET', '/'));
checkSiteHeaders('/api/variants through nginx', await request(OTHER, 'GET', '/api/variants'));

// --- HEAD through nginx: the header GET gets and no body; then the connection (and nginx's kept
// connections to the server, which a body after a HEAD would have poisoned) still serve.
const index = (await request(OTHER, 'GET', '/')).body;
const asset = (index.match(/\/assets\/[^"]+\.js/) || ['/assets/none.js'])[0];
for (const path of ['/api/variants', '/', asset, '/api/nothing', '/healthz']) {
  const both = await exchange(OTHER, `HEAD ${path} HTTP/1.1\r\nHost: ${host}\r\n\r\n` +
    `GET /healthz HTTP/1.1\r\nHost: ${host}\r\nConnection: close\r\n\r\n`);
  const head = parse(both);
  const getAnswer = await request(OTHER, 'GET', path);
  check(`HEAD ${path}: GET's status and Content-Length`, `${head.status} ${head.header('content-length')}`,
    `${getAnswer.status} ${getAnswer.header('content-length')}`);
  check(`HEAD ${path}: no body, the next answer follows its header`, head.body.slice(0, 15), 'HTTP/1.1 200 OK');
}
const after = await Promise.all(Array.from({ length: 5 }, () => request(OTHER, 'GET', '/api/variants')));
check('after the HEADs, GET /api/variants still answers whole JSON',
  after.map((a) => { try { return a.status === 200 && Array.isArray(JSON.parse(a.body)); } catch { return false; } }).join(' '),
  'true true true true true');

// --- Every held connection of 127.0.0.5 is closed by nginx once client_header_timeout has passed.
const deadline = openedAt + (headerTimeout + 3) * 1000;
while (Date.now() < deadline && [...halfOpen, ...idle, ...slow].some((s) => !s.closed)) await sleep(200);
const open = (sockets) => sockets.filter((s) => !s.closed).length;
console.log(`# ${((Date.now() - openedAt) / 1000).toFixed(1)} s after they opened`);
check(`nginx closed the half-open connections within client_header_timeout (${headerTimeout} s) + 3 s`, open(halfOpen), 0);
check('nginx closed the idle TLS connections within it', open(idle), 0);
check('nginx closed the slow-header connections within it', open(slow), 0);
await otherAddressIsServed('after the flood');

for (const socket of held) socket.destroy();
clearTimeout(watchdog);
console.log(`# ${((Date.now() - started) / 1000).toFixed(1)} s`);
console.log(`${passed} passed, ${failed} failed`);
process.exitCode = failed === 0 ? 0 : 1;
