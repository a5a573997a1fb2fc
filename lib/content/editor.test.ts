import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** Runs scripts/check-editor.mjs in `cwd`; returns its exit status and output. */
function checkEditor(cwd: string) {
  try {
    const out = execFileSync(process.execPath, [path.join(process.cwd(), 'scripts/check-editor.mjs')], {
      cwd,
      encoding: 'utf8',
      env: { ...process.env, NODE_PATH: path.join(process.cwd(), 'node_modules') },
    });
    return { status: 0, out };
  } catch (error) {
    const e = error as { status: number; stdout: string };
    return { status: e.status, out: e.stdout };
  }
}

describe('the editor and the build read the same files', () => {
  it('opens every content file in the editor exactly as it is on disk', () => {
    const { status, out } = checkEditor(process.cwd());
    expect(out).toMatch(/content files checked against the editor, 0 problem/);
    expect(status).toBe(0);
  }, 60_000);

  it('names the file and the field the editor would drop', () => {
    const copy = mkdtempSync(path.join(tmpdir(), 'cedarline-editor-'));
    try {
      for (const part of ['content', 'lib', 'keystatic.config.ts', 'package.json', 'node_modules']) {
        if (part === 'node_modules') {
          execFileSync('ln', ['-s', path.join(process.cwd(), part), path.join(copy, part)]);
        } else {
          cpSync(path.join(process.cwd(), part), path.join(copy, part), { recursive: true });
        }
      }
      const file = path.join(copy, 'content/settings.json');
      const settings = JSON.parse(readFileSync(file, 'utf8'));
      writeFileSync(file, JSON.stringify({ ...settings, slogan: 'A field the form does not know' }));
      const { status, out } = checkEditor(copy);
      expect(status).toBe(1);
      expect(out).toMatch(/content\/settings\.json: .*"slogan"/);
    } finally {
      rmSync(copy, { recursive: true, force: true });
    }
  }, 60_000);
});
