import type { ChildProcess, StdioOptions } from 'node:child_process';
import type { LocalConfig } from './config.mjs';

export function spawnFunction(config: LocalConfig, options?: { env?: Record<string, string>; stdio?: StdioOptions; detached?: boolean }): ChildProcess;
