import fs from 'node:fs';
import { installDebianPackage } from './debian.js';

/** Debian's Chromium: Playwright's own browser download is impossible on these machines. */
const CANDIDATES = ['/usr/bin/chromium', '/usr/bin/chromium-browser'];

/** The Chromium for the browser tests: CHROMIUM_PATH, else Debian's, installed first when missing and we are root. */
export function ensureChromium(log: (line: string) => void): string {
  const given = process.env.CHROMIUM_PATH;
  if (given) return given;
  let found = CANDIDATES.find((c) => fs.existsSync(c));
  if (!found) {
    installDebianPackage('chromium', log, 'set CHROMIUM_PATH');
    found = CANDIDATES.find((c) => fs.existsSync(c));
    if (!found) throw new Error('chromium was installed but cannot be found');
  }
  return found;
}

/** Flags Chromium needs here: no sandbox as root, and none of its background traffic (the network is closed). */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];
