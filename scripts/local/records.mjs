/**
 * What `npm start` started, on disk, so a start after a crash (kill -9 gives
 * the parent no chance to stop its children) can stop exactly those processes
 * and nothing else: each record holds the pid and the command line it had, and
 * a pid whose command line differs now belongs to someone else and is left alone.
 * Children are started as process-group leaders, so their own children go too.
 */
import { readFileSync } from 'node:fs';
import { readFile, rm, writeFile } from 'node:fs/promises';

/** The command line of a running process, or null when it is gone, a zombie, or unknowable here. */
export function commandLine(pid) {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8') || null;
  } catch {
    return null;
  }
}

function alive(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** Keeps `file` listing the children now running. */
export function createRecords(file) {
  const running = new Map();
  async function save() {
    await writeFile(file, JSON.stringify([...running.values()], null, 2));
  }
  return {
    async add(name, child) {
      running.set(child.pid, { name, pid: child.pid, commandLine: commandLine(child.pid) });
      await save();
    },
    async remove(child) {
      running.delete(child.pid);
      await save();
    },
    async clear() {
      running.clear();
      await rm(file, { force: true });
    },
  };
}

/**
 * Stops what the last start recorded and is still running as recorded.
 * @returns {Promise<string[]>} the names of the processes stopped
 */
export async function stopRecorded(file, { timeoutMs = 5000 } = {}) {
  let records;
  try {
    records = JSON.parse(await readFile(file, 'utf8'));
  } catch {
    return [];
  }
  const stopped = [];
  for (const { name, pid, commandLine: recorded } of Array.isArray(records) ? records : []) {
    if (!Number.isInteger(pid) || !recorded || commandLine(pid) !== recorded) continue;
    for (const target of [-pid, pid]) {
      try {
        process.kill(target, 'SIGKILL'); // the group first: the process and whatever it started
      } catch {
        // no such group or process
      }
    }
    const deadline = Date.now() + timeoutMs;
    while (alive(pid) && commandLine(pid) === recorded && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
    stopped.push(`${name} (pid ${pid})`);
  }
  await rm(file, { force: true });
  return stopped;
}
