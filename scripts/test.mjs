#!/usr/bin/env node
/**
 * `npm test`: everything that proves the site works, in order, stopping at the
 * first failure: types, lint, unit tests (Node and Deno), then end-to-end
 * tests in Chromium against the production build and the local backend, the
 * main journeys in Chromium, Firefox and WebKit, then the performance and
 * accessibility budgets.
 */
import { spawnSync } from 'node:child_process';

const steps = [
  ['types', 'npm', ['run', '--silent', 'typecheck']],
  ['lint', 'npm', ['run', '--silent', 'lint']],
  ['unit (Node)', 'npm', ['run', '--silent', 'test:unit']],
  ['unit (Deno)', 'npm', ['run', '--silent', 'test:deno']],
  ['end-to-end', 'npm', ['run', '--silent', 'test:e2e']],
  ['engines', 'npm', ['run', '--silent', 'test:engines']],
  ['budgets', 'npm', ['run', '--silent', 'check:budgets']],
];

const only = process.argv.slice(2);
let passed = 0;
for (const [name, command, args] of steps) {
  if (only.length && !only.some((word) => name.startsWith(word))) continue;
  console.log(`\n▶ ${name}: ${command} ${args.join(' ')}`);
  const started = Date.now();
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' } });
  const seconds = ((Date.now() - started) / 1000).toFixed(0);
  if (result.status !== 0) {
    console.error(`\n✖ ${name} failed after ${seconds}s`);
    console.log(`checks: ${passed} passed, 1 failed`);
    process.exit(result.status ?? 1);
  }
  passed += 1;
  console.log(`✔ ${name} (${seconds}s)`);
}
console.log('\nAll checks passed.');
console.log(`checks: ${passed} passed, 0 failed`);
