// @ts-check
/**
 * What `npm start` started, on disk, so a start after a crash of it can stop
 * exactly those processes and nothing else, should any still run (the reaper,
 * reaper.mjs, stops them itself within seconds; one that is stopped, or a
 * start within those seconds, is why this exists too). Each child is recorded
 * the moment it is spawned, with the time it started: a pid whose start time
 * differs now belongs to someone else and is left alone. Children lead their
 * own process groups, so what they started goes with them.
 */
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { readFile, rm } from 'node:fs/promises';

/**
 * When a running process started, in clock ticks since boot (/proc/<pid>/stat,
 * field 22): with its pid it names one process. Null when it is gone, has ended
 * (a zombie, waiting only for its parent) or is unknowable here.
 * @param {number | undefined} pid
 * @returns {string | null}
 */
export function startTime(pid) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const [state, ...fields] = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return state === 'Z' ? null : (fields[18] ?? null);
  } catch {
    return null;
  }
}

/**
 * Keeps `file` listing the children now running; written at once, so no kill can fall between a spawn and its record.
 * @param {string} file
 */
export function createRecords(file) {
  const running = new Map();
  const save = () => writeFileSync(file, JSON.stringify([...running.values()], null, 2));
  return {
    /** @param {string} name @param {import('node:child_process').ChildProcess} child */
    add(name, child) {
      running.set(child.pid, { name, pid: child.pid, startTime: startTime(child.pid) });
      save();
    },
    /** @param {import('node:child_process').ChildProcess} child */
    remove(child) {
      running.delete(child.pid);
      save();
    },
    clear() {
      running.clear();
      rmSync(file, { force: true });
    },
  };
}

/**
 * Stops what the last start recorded and is still running as recorded.
 * @param {string} file
 * @param {{ timeoutMs?: number }} [options]
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
  for (const { name, pid, startTime: recorded } of Array.isArray(records) ? records : []) {
    if (!Number.isInteger(pid) || !recorded || startTime(pid) !== recorded) continue;
    for (const target of [-pid, pid]) {
      try {
        process.kill(target, 'SIGKILL'); // the group first: the process and whatever it started
      } catch {
        // no such group or process
      }
    }
    const deadline = Date.now() + timeoutMs;
    while (startTime(pid) === recorded && Date.now() < deadline)
      await new Promise((resolve) => setTimeout(resolve, 50));
    stopped.push(`${name} (pid ${pid})`);
  }
  await rm(file, { force: true });
  return stopped;
}
