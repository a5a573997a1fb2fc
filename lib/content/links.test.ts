import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { listCanonicalPaths } from './routes';

/** Every string in a content module that looks like an internal link. */
function internalLinks(value: unknown, found: Set<string> = new Set()): Set<string> {
  if (typeof value === 'string') {
    if (/^\/(?!\/)/.test(value) && !value.startsWith('/images/')) found.add(value);
  } else if (Array.isArray(value)) {
    value.forEach((item) => internalLinks(item, found));
  } else if (value && typeof value === 'object') {
    Object.values(value).forEach((item) => internalLinks(item, found));
  }
  return found;
}

describe('content links', () => {
  const canonical = new Set(listCanonicalPaths());
  const files = (readdirSync(path.join(process.cwd(), 'content'), { recursive: true }) as string[]).filter((file) => file.endsWith('.json'));

  it.each(files)('every internal link in content/%s points at a real page', (file) => {
    const content: unknown = JSON.parse(readFileSync(path.join(process.cwd(), 'content', file), 'utf8'));
    for (const link of internalLinks(content)) {
      const { pathname } = new URL(link, 'http://x');
      expect({ link, exists: canonical.has(pathname) }).toEqual({ link, exists: true });
      expect(link).toBe(link.toLowerCase().replace(/\?.*$/, '') + (link.match(/\?.*$/)?.[0] ?? ''));
    }
  });

  it('the sitemap lists every record page once', () => {
    const paths = listCanonicalPaths();
    expect(new Set(paths).size).toBe(paths.length);
    expect(paths).toEqual(expect.arrayContaining(['/hotels/oshawa', '/hotels/brockville', '/projects/property-rf-collaboration']));
  });
});
