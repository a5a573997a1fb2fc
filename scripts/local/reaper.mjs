/**
 * What stops the processes `npm start` started when `npm start` itself ends
 * without stopping them: kill -9 gives it no chance to, and a child it leaves
 * would hold its port for ever. The reaper is a small process of its own,
 * started first, in its own session (Ctrl-C and a closed terminal do not reach
 * it); `npm start` tells it, down a pipe, the process group of each child it
 * starts (`+<pid>`) and of each that ends (`-<pid>`). The pipe closes however
 * `npm start` ends, and then the reaper stops every group still listed:
 * SIGTERM (and SIGCONT, so a stopped one can act on it), SIGKILL after
 * GRACE_MS, then it exits. After a clean stop nothing is listed, so it exits at once.
 */
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const GRACE_MS = 5000;

function signalGroup(pid, name) {
  try {
    process.kill(-pid, name);
    return true;
  } catch {
    return false; // the group is gone
  }
}

/** The parent's side: starts the reaper, and returns how to tell it of each child. */
export function startReaper() {
  const reaper = spawn(process.execPath, [fileURLToPath(import.meta.url)], {
    detached: true,
    stdio: ['pipe', 'ignore', 'inherit'],
  });
  // Should the reaper be gone, the stack still runs and stops as it always did.
  reaper.stdin.on('error', () => {});
  reaper.unref();
  const tell = (line) => reaper.stdin.writable && reaper.stdin.write(`${line}\n`);
  return {
    /** Reaps `child`'s group if this process ends while it runs; `child` must lead its group (detached). */
    watch(child) {
      tell(`+${child.pid}`);
      child.once('exit', () => tell(`-${child.pid}`));
    },
  };
}

async function reap() {
  const groups = new Set();
  let pending = '';
  process.stdin.setEncoding('utf8');
  for await (const chunk of process.stdin) {
    pending += chunk;
    const lines = pending.split('\n');
    pending = lines.pop() ?? '';
    for (const line of lines) {
      const pid = Number(line.slice(1));
      if (!Number.isInteger(pid) || pid <= 1) continue;
      if (line.startsWith('+')) groups.add(pid);
      else groups.delete(pid);
    }
  }
  // The pipe closed: the parent is gone, however it went.
  for (const pid of groups) if (signalGroup(pid, 'SIGTERM')) signalGroup(pid, 'SIGCONT');
  const deadline = Date.now() + GRACE_MS;
  while ([...groups].some((pid) => signalGroup(pid, 0)) && Date.now() < deadline)
    await new Promise((resolve) => setTimeout(resolve, 100));
  for (const pid of groups) signalGroup(pid, 'SIGKILL');
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  await reap();
  process.exit(0);
}
