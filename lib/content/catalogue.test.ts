/**
 * The interface words load on their own: a problem in any other file of content/ does not keep them from loading, and a
 * problem in a catalogue is named by its file and field, as the build names any other.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { jest } from '@jest/globals';
import { ContentError, loadContent, loadSingleton, readCatalogue } from './reader';

type Json = { [key: string]: any }; // eslint-disable-line @typescript-eslint/no-explicit-any

let root: string;
beforeEach(() => {
  root = mkdtempSync(path.join(tmpdir(), 'cedarline-catalogue-'));
  cpSync('content', path.join(root, 'content'), { recursive: true });
});
afterEach(() => {
  jest.restoreAllMocks();
  rmSync(root, { recursive: true, force: true });
});

function edit(file: string, update: (record: Json) => void) {
  const at = path.join(root, file);
  const record = JSON.parse(readFileSync(at, 'utf8'));
  update(record);
  writeFileSync(at, JSON.stringify(record, null, 2));
}

it('gives the pages both catalogues while another file is broken', async () => {
  edit('content/canada-hotels/oshawa.json', (hotel) => (hotel.name = ''));
  await expect(loadContent(root)).rejects.toBeInstanceOf(ContentError);
  // The pages read content/ where the site runs.
  jest.spyOn(process, 'cwd').mockReturnValue(root);
  for (const locale of ['en', 'ur'] as const) {
    expect(await readCatalogue(locale)).toEqual(JSON.parse(readFileSync(`content/messages/${locale}.json`, 'utf8')));
  }
});

it('refuses a catalogue that breaks its own form, naming the file and the field', async () => {
  edit('content/messages/ur.json', (words) => (words.form.errors.required = ''));
  const problems = await loadSingleton('messages-ur', root).catch((error: unknown) => (error instanceof ContentError ? error.problems : []));
  expect(problems).toEqual([
    { file: 'content/messages/ur.json', field: 'Contact form › Messages under the fields › A field left empty (Urdu)', message: 'must not be empty' },
  ]);
});
