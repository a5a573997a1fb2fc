/**
 * The proxy trusts `${distDir}/csp-manifest.json` for every page's hashes and
 * for the HTML it serves itself: for the build on disk, the file must exist
 * and say what the build's pages say now. (Without a build there is nothing
 * to check: next build has not run on this clone yet.)
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { collectManifest } from './inline-scripts.mjs';
import { cspManifestSchema, MANIFEST_FILE } from './manifest';
import { PROXY_SERVED_PAGES } from './proxy-pages.mjs';

const distDir = path.resolve(process.env.NEXT_DIST_DIR || '.next');
const built = existsSync(path.join(distDir, 'BUILD_ID'));

(built ? describe : describe.skip)(`the CSP manifest of the build in ${path.basename(distDir)}`, () => {
  const file = path.join(distDir, MANIFEST_FILE);

  it('exists (npm run build writes it after next build)', () => {
    expect(existsSync(file)).toBe(true);
  });

  it('is current: the hashes and served pages of the build on disk', () => {
    const manifest = cspManifestSchema.parse(JSON.parse(readFileSync(file, 'utf8')));
    expect(manifest).toEqual(collectManifest(distDir, manifest.supabaseUrl, PROXY_SERVED_PAGES));
  });
});
