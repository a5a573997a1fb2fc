import type { ChildProcess } from 'node:child_process';

export function startTime(pid: number): string | null;
export function createRecords(file: string): {
  add(name: string, child: ChildProcess): void;
  remove(child: ChildProcess): void;
  clear(): void;
};
export function stopRecorded(file: string, options?: { timeoutMs?: number }): Promise<string[]>;
