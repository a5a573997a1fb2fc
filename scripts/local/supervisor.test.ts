import { spawn, type ChildProcess } from 'node:child_process';
import { RESTART_POLICY, restartDelay, supervise } from './supervisor.mjs';

const POLICY = { firstDelayMs: 20, maxDelayMs: 80, steadyMs: 10_000, reportAfter: 3 };
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const node = (code: string) => spawn(process.execPath, ['-e', code], { stdio: 'ignore' });
const exited = (child: ChildProcess) =>
  new Promise((resolve) =>
    child.exitCode !== null || child.signalCode !== null ? resolve(null) : child.once('exit', resolve),
  );

/** Resolves once `lines` has `count` lines matching `pattern`; fails after 10 s. */
async function until(lines: string[], pattern: RegExp, count = 1): Promise<void> {
  const deadline = Date.now() + 10_000;
  while (lines.filter((line) => pattern.test(line)).length < count) {
    if (Date.now() > deadline) throw new Error(`no ${count} × ${pattern} in:\n${lines.join('\n')}`);
    await sleep(10);
  }
}

describe('a supervised part of the local stack', () => {
  let stopped = false;
  const children: ChildProcess[] = [];
  afterEach(async () => {
    stopped = true;
    for (const child of children) child.kill('SIGKILL');
    await Promise.all(children.map(exited));
    children.length = 0;
    stopped = false;
  });

  /** A part running `code` (per start), supervised with the test's policy, logging to `lines`. */
  const superviseNode = (lines: string[], code: () => string = () => 'setInterval(() => {}, 1000)') =>
    supervise({
      name: 'the part',
      start: () => {
        const child = node(code());
        children.push(child);
        return child;
      },
      ready: async () => {},
      stopping: () => stopped,
      log: (line) => lines.push(line),
      policy: POLICY,
    });

  it('waits twice as long after each death in a row, up to a ceiling', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8].map((failures) => restartDelay(failures))).toEqual([
      500, 1000, 2000, 4000, 8000, 16_000, 30_000, 30_000,
    ]);
    expect(RESTART_POLICY.reportAfter).toBe(5);
  });

  it('killed (kill -9), is started again and says it runs again', async () => {
    const lines: string[] = [];
    const first = await superviseNode(lines);
    first.kill('SIGKILL');
    await until(lines, /is running again/);
    expect(lines[0]).toBe('the part stopped unexpectedly (SIGKILL); starting it again in 20 ms.');
    expect(children).toHaveLength(2);
    expect(children[1]!.exitCode).toBeNull();
  });

  it('that keeps dying, is started again with a growing wait, and after repeated deaths says plainly it will not recover', async () => {
    const lines: string[] = [];
    let starts = 0;
    // Up once, then dead on every start after.
    await superviseNode(lines, () => (++starts === 1 ? 'setTimeout(() => process.exit(3), 50)' : 'process.exit(3)'));
    await until(lines, /will not recover by itself/);
    const waits = lines
      .filter((line) => line.includes('stopped unexpectedly'))
      .map((line) => /again in (\d+ m?s)\./.exec(line)![1]);
    expect(waits.slice(0, 3)).toEqual(['20 ms', '40 ms', '80 ms']);
    expect(lines.find((line) => line.includes('will not recover'))).toMatch(
      /^the part has stopped 3 times in a row, .* npm start keeps trying, every 80 ms at most, until Ctrl-C\.$/,
    );
  });

  it('stops restarting once the stack is stopping', async () => {
    const lines: string[] = [];
    const first = await superviseNode(lines);
    stopped = true;
    first.kill('SIGTERM');
    await exited(first);
    await sleep(100);
    expect(children).toHaveLength(1);
    expect(lines).toEqual([]);
  });
});
