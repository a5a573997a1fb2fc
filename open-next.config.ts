/**
 * Cloudflare Workers through OpenNext (README, "Deploy"). Every page is
 * pre-rendered and nothing is revalidated, so the pages are served from the
 * Worker's static assets (no KV or R2 cache to create).
 */
import { defineCloudflareConfig } from '@opennextjs/cloudflare';
import staticAssetsIncrementalCache from '@opennextjs/cloudflare/overrides/incremental-cache/static-assets-incremental-cache';

export default defineCloudflareConfig({
  incrementalCache: staticAssetsIncrementalCache,
});
