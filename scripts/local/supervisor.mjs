// @ts-check
/**
 * Keeps one part of the local stack running, as a platform keeps its
 * services: when the part dies (a crash, kill -9, an out-of-memory kill) it is
 * started again, after a wait that doubles with each death in a row, so a
 * part that cannot start does not spin. A part that ran for `steadyMs` before
 * it died starts the count again. After `reportAfter` deaths in a row the
 * message says so plainly: it will not get better by itself. Whatever else
 * runs (the gateway, the site) keeps answering meanwhile.
 */

export const RESTART_POLICY = { firstDelayMs: 500, maxDelayMs: 30_000, steadyMs: 30_000, reportAfter: 5 };

/**
 * The wait before the restart that follows the `failures`-th death in a row.
 * @param {number} failures
 * @param {typeof RESTART_POLICY} [policy]
 * @returns {number}
 */
export function restartDelay(failures, { firstDelayMs, maxDelayMs } = RESTART_POLICY) {
  return Math.min(firstDelayMs * 2 ** (failures - 1), maxDelayMs);
}

/** @param {number} ms */
const duration = (ms) => (ms < 1000 ? `${ms} ms` : `${+(ms / 1000).toFixed(1)} s`);

/**
 * Starts a part and keeps it running. Resolves with the first child once `ready` says it serves;
 * rejects if that first start fails (the caller decides what a stack that cannot start does).
 *
 * @param {{
 *   name: string,
 *   start: () => import('node:child_process').ChildProcess,
 *   ready: (child: import('node:child_process').ChildProcess) => Promise<void>,
 *   stopping: () => boolean,
 *   log?: (line: string) => void,
 *   policy?: typeof RESTART_POLICY,
 * }} part
 */
export function supervise({ name, start, ready, stopping, log = console.error, policy = RESTART_POLICY }) {
  let failures = 0;
  /** @param {boolean} restarted */
  async function run(restarted) {
    const child = start();
    const startedAt = Date.now();
    child.once('exit', (code, signal) => {
      if (stopping()) return;
      failures = Date.now() - startedAt >= policy.steadyMs ? 1 : failures + 1;
      const delay = restartDelay(failures, policy);
      log(`${name} stopped unexpectedly (${signal ?? `exit code ${code}`}); starting it again in ${duration(delay)}.`);
      if (failures >= policy.reportAfter) {
        log(
          `${name} has stopped ${failures} times in a row, each within ${duration(policy.steadyMs)} of starting: it will not recover by itself. ` +
            `What it printed above says why; npm start keeps trying, every ${duration(restartDelay(failures + 1, policy))} at most, until Ctrl-C.`,
        );
      }
      setTimeout(() => !stopping() && run(true).catch(() => {}), delay).unref();
    });
    await ready(child);
    if (restarted && !stopping()) log(`${name} is running again.`);
    return child;
  }
  return run(false);
}
