import type { ChildProcess } from 'node:child_process';

export interface RestartPolicy {
  firstDelayMs: number;
  maxDelayMs: number;
  steadyMs: number;
  reportAfter: number;
}
export const RESTART_POLICY: RestartPolicy;
export function restartDelay(failures: number, policy?: RestartPolicy): number;
export function supervise(part: {
  name: string;
  start: () => ChildProcess;
  ready: (child: ChildProcess) => Promise<void>;
  stopping: () => boolean;
  log?: (line: string) => void;
  policy?: RestartPolicy;
}): Promise<ChildProcess>;
