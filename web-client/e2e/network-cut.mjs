// A TCP relay between the page and the test server that a test can cut and restore. Chromium's
// offline emulation (context.setOffline) fails new requests but leaves open WebSockets alone
// (microsoft/playwright#4910), so a real cut of the network is made here: every connection through
// the relay is dropped at once, and new ones are refused until it is restored.
import net from 'node:net';

/** Starts a relay to `targetUrl` (http://127.0.0.1:port); its own `url` is where the page goes. */
export async function startRelay(targetUrl) {
  const target = new URL(targetUrl);
  const open = new Set();
  let cut = false;
  const relay = net.createServer((client) => {
    if (cut) {
      client.destroy();
      return;
    }
    const upstream = net.connect(Number(target.port), target.hostname);
    const pair = [client, upstream];
    const drop = () => {
      for (const socket of pair) {
        socket.destroy();
        open.delete(socket);
      }
    };
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
    },
    async close() {
      this.cut();
      await new Promise((resolve) => relay.close(resolve));
    },
  };
}
