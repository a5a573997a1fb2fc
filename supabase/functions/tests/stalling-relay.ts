/**
 * A TCP relay in front of the test database that stalls the database on cue:
 * each chunk the driver sends is held for `stallMs(text)` before it is passed
 * on (and everything after it on that connection waits behind it), so a test
 * can put a stall exactly where it wants one, around a COMMIT for instance.
 * node:net only, so it runs under Node and Deno alike.
 */
import net from 'node:net';

export interface StallingRelay {
  /** The database's url through the relay. */
  url: string;
  close(): Promise<void>;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * `databaseUrl` is the test database's; `stallMs` gets each chunk from the driver as latin1 text.
 * `cutAfter`, when it says so of a chunk, passes that chunk on and then cuts the driver's connection
 * before any answer reaches it (the database still gets the chunk): an answer lost on the way.
 */
export async function startStallingRelay(
  databaseUrl: string,
  stallMs: (text: string) => number,
  cutAfter: (text: string) => boolean = () => false,
): Promise<StallingRelay> {
  const target = new URL(databaseUrl);
  const sockets = new Set<net.Socket>();
  const relay = net.createServer((client) => {
    const upstream = net.connect(Number(target.port), target.hostname);
    sockets.add(client).add(upstream);
    let queue = Promise.resolve();
    let cut = false;
    client.on('data', (chunk: Uint8Array) => {
      const text = new TextDecoder('latin1').decode(chunk);
      const wait = stallMs(text);
      queue = queue.then(async () => {
        if (wait > 0) await sleep(wait);
        if (!upstream.destroyed) upstream.write(chunk);
        if (cutAfter(text)) {
          cut = true;
          client.destroy();
          // The database finishes what it was sent before it sees the connection go.
          setTimeout(() => upstream.destroy(), 200);
        }
      });
    });
    upstream.on('data', (chunk: Uint8Array) => !cut && !client.destroyed && client.write(chunk));
    const end = () => {
      if (cut) return;
      client.destroy();
      upstream.destroy();
    };
    for (const socket of [client, upstream]) socket.on('error', end).on('close', end);
  });
  await new Promise<void>((resolve) => relay.listen(0, '127.0.0.1', resolve));
  const { port } = relay.address() as net.AddressInfo;
  const url = new URL(databaseUrl);
  url.host = `127.0.0.1:${port}`;
  return {
    url: url.toString(),
    async close() {
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => relay.close(resolve));
    },
  };
}
