// @ts-check
/**
 * How every tool here starts Debian's Chromium: the end-to-end tests,
 * Lighthouse and the screenshots. Run as root on a closed network, it needs
 * these flags or it stalls on sandboxing and on background connections.
 */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
