import type { ChildProcess } from 'node:child_process';

export function commandLine(pid: number): string | null;
export function createRecords(file: string): {
  add(name: string, child: ChildProcess): Promise<void>;
  remove(child: ChildProcess): Promise<void>;
  clear(): Promise<void>;
};
export function stopRecorded(file: string, options?: { timeoutMs?: number }): Promise<string[]>;
