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

  /** Runs the check on a copy of the project whose content `change` has edited. */
  function checkChangedCopy(change: (content: string) => void) {
    const copy = mkdtempSync(path.join(tmpdir(), 'cedarline-editor-'));
    try {
      for (const part of ['content', 'lib', 'keystatic.config.ts', 'package.json', 'node_modules']) {
        if (part === 'node_modules') {
          execFileSync('ln', ['-s', path.join(process.cwd(), part), path.join(copy, part)]);
        } else {
          cpSync(path.join(process.cwd(), part), path.join(copy, part), { recursive: true });
        }
      }
      change(path.join(copy, 'content'));
      return checkEditor(copy);
    } finally {
      rmSync(copy, { recursive: true, force: true });
    }
  }

  function editJson(file: string, edit: (data: Record<string, unknown>) => void) {
    const data = JSON.parse(readFileSync(file, 'utf8'));
    edit(data);
    writeFileSync(file, JSON.stringify(data));
  }

  it('names the file and the field the editor would drop', () => {
    const { status, out } = checkChangedCopy((content) =>
      editJson(path.join(content, 'settings.json'), (settings) => Object.assign(settings, { slogan: 'A field the form does not know' })),
    );
    expect(status).toBe(1);
    expect(out).toMatch(/content\/settings\.json: .*"slogan"/);
  }, 60_000);

  it("refuses Karachi copy that leaves out a figure's {token}, in the form as in the build", () => {
    const { status, out } = checkChangedCopy((content) => {
      editJson(path.join(content, 'pages/project.json'), (copy) => {
        (copy.offering as Record<string, string>).callButton = 'Call our sales team';
      });
      editJson(path.join(content, 'pages/chg-pakistan.json'), (page) => {
        (page.projects as Record<string, string>).intro = 'Many projects delivered across Karachi, on time and to the standard buyers expect.';
      });
    });
    expect(status).toBe(1);
    expect(out).toMatch(/content\/pages\/project\.json: .*offering.*callButton.*must contain \{phone\}/);
    expect(out).toMatch(/content\/pages\/chg-pakistan\.json: .*projects.*intro.*must contain \{count\}/);
  }, 60_000);
});
