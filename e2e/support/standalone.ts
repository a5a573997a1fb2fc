import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort } from '../../scripts/local/ports.mjs';

/**
 * The build's standalone server as a container runs it: `.next/standalone`
 * copied to a folder of its own outside the project, `node server.js` started
 * from there with nothing else of the project beside it. Resolves to its
 * origin and a `stop()` that ends it and removes the copy.
 */
export async function startStandaloneCopy(): Promise<{ origin: string; stop: () => void }> {
  const standalone = path.resolve(process.env.NEXT_DIST_DIR || '.next', 'standalone');
  if (!existsSync(path.join(standalone, 'server.js')))
    throw new Error(`${standalone}/server.js is missing: npm run build makes it`);
  const copy = mkdtempSync(path.join(tmpdir(), 'cedarline-standalone-'));
  cpSync(standalone, copy, { recursive: true });
  const port = await freePort('127.0.0.1');
  const server: ChildProcess = spawn(process.execPath, ['server.js'], {
    cwd: copy,
    env: {
      PATH: process.env.PATH,
      NODE_ENV: 'production',
      PORT: String(port),
      HOSTNAME: '127.0.0.1',
      NEXT_TELEMETRY_DISABLED: '1',
    },
    stdio: 'ignore',
  });
  const origin = `http://127.0.0.1:${port}`;
  const stop = () => {
    server.kill('SIGTERM');
    rmSync(copy, { recursive: true, force: true });
  };
  for (let waited = 0; ; waited += 100) {
    if (server.exitCode !== null) throw new Error(`the standalone server in ${copy} stopped (${server.exitCode})`);
    if (
      await fetch(`${origin}/robots.txt`).then(
        () => true,
        () => false,
      )
    )
      return { origin, stop };
    if (waited > 30_000) {
      stop();
      throw new Error('the standalone server did not answer within 30 s');
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
