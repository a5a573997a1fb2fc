// @ts-check
import net from 'node:net';

/**
 * @param {number} port
 * @param {string} host
 * @returns {Promise<boolean>}
 */
export function isPortFree(port, host) {
  return new Promise((resolve) => {
    const probe = net.createServer();
    probe.once('error', () => resolve(false));
    probe.listen(port, host, () => probe.close(() => resolve(true)));
  });
}

/**
 * Resolves once something accepts connections on the port.
 * @param {number} port
 * @param {string} host
 * @param {{ timeoutMs?: number; gaveUp?: () => boolean }} [options]
 * @returns {Promise<void>}
 */
export async function waitForPort(port, host, { timeoutMs = 60_000, gaveUp = () => false } = {}) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (gaveUp()) throw new Error(`gave up waiting for ${host}:${port}`);
    const open = await new Promise((resolve) => {
      const socket = net.connect(port, host);
      socket.once('connect', () => socket.end(() => resolve(true)));
      socket.once('error', () => resolve(false));
    });
    if (open) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`nothing answered on ${host}:${port} within ${timeoutMs / 1000} s`);
}

/**
 * @template {import('node:net').Server} T
 * @param {T} server
 * @param {number} port
 * @param {string} host
 * @returns {Promise<T>}
 */
export function listen(server, port, host) {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve(server));
  });
}

/**
 * A port the OS says is free right now, for tests and benches that must not collide with a running stack.
 * @param {string} host
 * @returns {Promise<number>}
 */
export function freePort(host) {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, host, () => {
      const { port } = /** @type {import('node:net').AddressInfo} */ (probe.address());
      probe.close(() => resolve(port));
    });
  });
}
