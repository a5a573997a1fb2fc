/**
 * The reaper stops the groups a parent told it of once that parent is gone,
 * however it went, and leaves alone what the parent saw end.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { startTime } from './records.mjs';

const REAPER = path.join(import.meta.dirname, 'reaper.mjs');
const parents: ChildProcess[] = [];
const spawned: number[] = [];

afterAll(() => {
  for (const parent of parents) parent.kill('SIGKILL');
  for (const pid of spawned) {
    try {
      process.kill(pid, 'SIGKILL');
    } catch {
      // gone, as it should be
    }
  }
});

/** Running: not gone, nor ended and waiting for its parent (a zombie). */
const alive = (pid: number) => startTime(pid) !== null;

async function gone(pids: number[], ms: number): Promise<boolean> {
  const deadline = Date.now() + ms;
  while (pids.some(alive) && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
  return !pids.some(alive);
}

/**
 * A parent like npm start: it starts the reaper and, each in a group of its own and watched,
 * the given shell commands; prints every pid it started (the shells' own children included) and waits.
 */
function parentOf(commands: string[]): Promise<{ parent: ChildProcess; pids: number[] }> {
  const script = `
    import { spawn } from 'node:child_process';
    import { startReaper } from ${JSON.stringify(REAPER)};
    const reaper = startReaper();
    const children = ${JSON.stringify(commands)}.map((command) => spawn('sh', ['-c', command], { detached: true, stdio: ['ignore', 'pipe', 'ignore'] }));
    for (const child of children) reaper.watch(child);
    for (const child of children) child.stdout.on('data', (pid) => console.log(String(pid).trim()));
    children.forEach((child) => console.log(child.pid));
    setInterval(() => {}, 1000);
  `;
  const parent = spawn(process.execPath, ['--input-type=module', '-e', script], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  parents.push(parent);
  return new Promise((resolve) => {
    let text = '';
    parent.stdout!.on('data', (chunk) => {
      text += chunk;
      const pids = text.split('\n').filter(Boolean).map(Number);
      // Each command prints one pid of its own (a process it started) besides the shell's.
      if (pids.length === commands.length * 2) {
        spawned.push(...pids);
        resolve({ parent, pids });
      }
    });
  });
}

test('kill -9 of the parent: every group it started stops, grandchildren, a stopped process and one that ignores SIGTERM included', async () => {
  const { parent, pids } = await parentOf([
    'sleep 60 & echo $!; wait',
    'sleep 60 & echo $!; kill -STOP $$; wait',
    "trap '' TERM; sleep 60 & echo $!; wait; wait",
  ]);
  expect(pids.every(alive)).toBe(true);
  parent.kill('SIGKILL');
  // SIGTERM at once; what ignores it is killed after the reaper's 5 s grace.
  expect(await gone(pids, 8000)).toBe(true);
}, 20_000);

test("a group whose leader ended while the parent ran is forgotten: by the time the parent dies its id may be another's", async () => {
  const { parent, pids } = await parentOf(['sleep 60 & echo $!; wait']);
  const [shell, sleeper] = pids as [number, number];
  process.kill(shell, 'SIGKILL');
  expect(await gone([shell], 2000)).toBe(true);
  // Time for the parent to see its child end and tell the reaper.
  await new Promise((resolve) => setTimeout(resolve, 300));
  parent.kill('SIGKILL');
  await new Promise((resolve) => setTimeout(resolve, 1000));
  expect(alive(sleeper)).toBe(true);
}, 20_000);
