// A stranger's tools: HTTP requests and WebSockets from a chosen loopback source address (Node's
// fetch and WebSocket cannot bind one), through nginx (TLS, the cluster's certificate) or straight
// to a node's port (plain, with an X-Forwarded-For of the stranger's choice). Traffic goes to
// 127.0.0.1 only; every call ends within its timeout.
import { randomBytes } from 'node:crypto';
import http from 'node:http';
import https from 'node:https';
import net from 'node:net';
import tls from 'node:tls';

const TIMEOUT_MS = 5_000;

// target: {tls: true, port, ca, host} for nginx, {tls: false, port, host} for a node. host is the
// Host header (the nodes' --public-host). Answers {status, body}; throws on a timeout or a reset.
export function get(target, path, options = {}) {
  return request(target, 'GET', path, options);
}

// Any method; a `body` (an object) is sent as a page of the site sends it: JSON, with the site's
// Origin. `cookie`: a Cookie header. Answers {status, body, headers}.
export function request(target, method, path, { localAddress, forwardedFor, cookie, body } = {}) {
  return new Promise((resolve, reject) => {
    const headers = { Host: target.host };
    if (forwardedFor) headers['X-Forwarded-For'] = forwardedFor;
    if (cookie) headers.Cookie = cookie;
    const text = body === undefined ? undefined : JSON.stringify(body);
    if (method !== 'GET') {
      headers.Origin = `${target.tls ? 'https' : 'http'}://${target.host}`;
      headers['Content-Type'] = 'application/json';
      headers['Content-Length'] = Buffer.byteLength(text ?? '');
    }
    const options = { host: '127.0.0.1', port: target.port, path, localAddress, headers, agent: false };
    if (target.tls) Object.assign(options, { servername: 'localhost', ca: target.ca });
    const sent = (target.tls ? https : http).request({ ...options, method }, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk) => { body += chunk; });
      response.on('end', () => resolve({ status: response.statusCode, body, headers: response.headers }));
      response.on('error', reject);
    });
    sent.setTimeout(TIMEOUT_MS, () => sent.destroy(new Error(`${method} ${path}: no answer in ${TIMEOUT_MS} ms`)));
    sent.on('error', reject);
    sent.end(text);
  });
}

// A minimal WebSocket client (RFC 6455: masked text frames out, text/close/ping frames in).
export class RawSocket {
  // Resolves once the server answered the upgrade: `status` is 101 or the refusal's status.
  // `cookie`: a Cookie header (a signed-in player's session, for /ws/events).
  static open(target, path, { localAddress, forwardedFor, cookie } = {}) {
    return new Promise((resolve, reject) => {
      const options = { host: '127.0.0.1', port: target.port, localAddress };
      const stream = target.tls
        ? tls.connect({ ...options, servername: 'localhost', ca: target.ca, ALPNProtocols: ['http/1.1'] })
        : net.connect(options);
      const socket = new RawSocket(stream);
      const timer = setTimeout(() => {
        stream.destroy();
        reject(new Error(`${path}: no upgrade answer in ${TIMEOUT_MS} ms`));
      }, TIMEOUT_MS);
      socket.onHead = (status) => {
        clearTimeout(timer);
        socket.status = status;
        if (status !== 101) stream.end();
        resolve(socket);
      };
      stream.on('error', (error) => {
        clearTimeout(timer);
        socket.ended(-1);
        reject(error);
      });
      stream.once(target.tls ? 'secureConnect' : 'connect', () => {
        const lines = [
          `GET ${path} HTTP/1.1`, `Host: ${target.host}`, 'Upgrade: websocket', 'Connection: Upgrade',
          `Sec-WebSocket-Key: ${randomBytes(16).toString('base64')}`, 'Sec-WebSocket-Version: 13',
          `Origin: https://${target.host}`,
        ];
        if (forwardedFor) lines.push(`X-Forwarded-For: ${forwardedFor}`);
        if (cookie) lines.push(`Cookie: ${cookie}`);
        stream.write(`${lines.join('\r\n')}\r\n\r\n`);
      });
    });
  }

  constructor(stream) {
    this.stream = stream;
    this.buffer = Buffer.alloc(0);
    this.head = false;
    this.status = null;
    this.inbox = [];
    this.closeCode = null;
    this.waiters = [];
    stream.on('data', (data) => this.receive(data));
    stream.on('close', () => this.ended(1006));
  }

  ended(code) {
    if (this.closeCode === null) this.closeCode = code;
    for (const waiter of this.waiters.splice(0)) waiter();
  }

  receive(data) {
    this.buffer = Buffer.concat([this.buffer, data]);
    if (!this.head) {
      const end = this.buffer.indexOf('\r\n\r\n');
      if (end < 0) return;
      const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(this.buffer.subarray(0, end).toString('latin1'))?.[1] ?? 0);
      this.buffer = this.buffer.subarray(end + 4);
      this.head = true;
      this.onHead(status);
      if (status !== 101) return;
    }
    for (;;) {
      if (this.buffer.length < 2) return;
      const opcode = this.buffer[0] & 0x0f;
      let length = this.buffer[1] & 0x7f;
      let offset = 2;
      if (length === 126) {
        if (this.buffer.length < 4) return;
        length = this.buffer.readUInt16BE(2);
        offset = 4;
      } else if (length === 127) {
        if (this.buffer.length < 10) return;
        length = Number(this.buffer.readBigUInt64BE(2));
        offset = 10;
      }
      if (this.buffer.length < offset + length) return;
      const payload = this.buffer.subarray(offset, offset + length);
      this.buffer = this.buffer.subarray(offset + length);
      if (opcode === 1) this.inbox.push(JSON.parse(payload.toString('utf8')));
      else if (opcode === 8) {
        this.frame(8, payload.subarray(0, 2));  // the closing handshake's answer
        this.ended(payload.length >= 2 ? payload.readUInt16BE(0) : 1005);
        this.stream.end();
      } else if (opcode === 9) this.frame(10, payload);
      for (const waiter of this.waiters.splice(0)) waiter();
    }
  }

  frame(opcode, payload) {
    if (this.stream.destroyed || this.stream.writableEnded) return;
    const mask = randomBytes(4);
    const masked = Buffer.from(payload);
    for (let i = 0; i < masked.length; i++) masked[i] ^= mask[i % 4];
    let head;
    if (masked.length < 126) head = Buffer.from([0x80 | opcode, 0x80 | masked.length]);
    else {
      head = Buffer.from([0x80 | opcode, 0x80 | 126, 0, 0]);
      head.writeUInt16BE(masked.length, 2);
    }
    this.stream.write(Buffer.concat([head, mask, masked]));
  }

  send(message) {
    this.frame(1, Buffer.from(JSON.stringify(message)));
  }

  // The next message for which `wanted` holds, or null once the socket is closed; throws on timeout.
  async next(wanted, what, timeoutMs = TIMEOUT_MS) {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      while (this.inbox.length) {
        const message = this.inbox.shift();
        if (wanted(message)) return message;
      }
      if (this.closeCode !== null) return null;
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

  // Waits for the server to close the socket; its close code (or null after the timeout).
  async closed(timeoutMs = TIMEOUT_MS) {
    try {
      await this.next(() => false, 'a close', timeoutMs);
    } catch {
      return null;
    }
    return this.closeCode;
  }

  close() {
    if (this.closeCode === null && this.status === 101) {
      const payload = Buffer.alloc(2);
      payload.writeUInt16BE(1000);
      this.frame(8, payload);
    }
    this.stream.end();
    setTimeout(() => this.stream.destroy(), 1000).unref();
  }
}
