// @ts-check
/** The content files, as the scripts that read all of content/ at once see them (images, fonts). */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * Every JSON file under `<root>/content/`, parsed, in name order: `[{ file: 'content/pages/home.json', data }]`.
 * @param {string} root
 * @returns {{ file: string; data: unknown }[]}
 */
export function readContentFiles(root) {
  const content = path.join(root, 'content');
  return readdirSync(content, { recursive: true })
    .map(String)
    .filter((name) => name.endsWith('.json'))
    .sort()
    .map((name) => ({ file: `content/${name}`, data: JSON.parse(readFileSync(path.join(content, name), 'utf8')) }));
}
