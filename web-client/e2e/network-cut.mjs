// A TCP relay between the page and the test server that a test can cut and restore. Chromium's
// offline emulation (context.setOffline) fails new requests but leaves open WebSockets alone
// (microsoft/playwright#4910), so a real cut of the network is made here: every connection through
// the relay is dropped at once, and new ones are refused until it is restored. A hang (issue 37) is
// the phone's case: the connections stay open but no byte goes through either way (what was sent
// waits, and arrives when the network is back), and new ones are refused, until it is restored.
import net from 'node:net';

/** Starts a relay to `targetUrl` (http://127.0.0.1:port); its own `url` is where the page goes. */
export async function startRelay(targetUrl) {
  const target = new URL(targetUrl);
  const open = new Set();
  const pairs = new Set();
  let cut = false;
  let hung = false;
  const relay = net.createServer((client) => {
    if (cut || hung) {
      client.destroy();
      return;
    }
    const upstream = net.connect(Number(target.port), target.hostname);
    const pair = [client, upstream];
    const drop = () => {
      pairs.delete(pair);
      for (const socket of pair) {
        socket.destroy();
        open.delete(socket);
      }
    };
    pairs.add(pair);
    for (const socket of pair) {
      open.add(socket);
      socket.on('error', drop);
      socket.on('close', drop);
    }
    client.pipe(upstream);
    upstream.pipe(client);
  });
  await new Promise((resolve) => relay.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${relay.address().port}`,
    cut() {
      cut = true;
      for (const socket of open) socket.destroy();
      open.clear();
    },
    restore() {
      cut = false;
      if (!hung) return;
      hung = false;
      for (const [client, upstream] of pairs) {
        client.pipe(upstream);
        upstream.pipe(client);
      }
    },
    /** Nothing goes through any more, and nothing is closed: the sockets hang until restore(). */
    hang() {
      hung = true;
      for (const [client, upstream] of pairs) {
        client.unpipe(upstream);
        upstream.unpipe(client);
        client.pause();
        upstream.pause();
      }
    },
    async close() {
      this.cut();
      await new Promise((resolve) => relay.close(resolve));
    },
  };
}
