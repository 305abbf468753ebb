import fs from 'node:fs';
import { installDebianPackage } from './debian.js';

/**
 * Debian's Chromium builds (Playwright's own browser download is impossible on these machines):
 * - `headless-shell`: Chromium's engine without the desktop browser around it (Debian's chromium-headless-shell),
 *   what Playwright itself runs for headless Chromium. The browser tests use it: the same Blink and V8, at about a
 *   third of the full browser's CPU per page.
 * - `full`: the desktop browser in headless mode, for Lighthouse, whose figures should be a real browser's.
 */
const BUILDS = {
  'headless-shell': { pkg: 'chromium-headless-shell', paths: ['/usr/bin/chromium-headless-shell'] },
  full: { pkg: 'chromium', paths: ['/usr/bin/chromium', '/usr/bin/chromium-browser'] },
} as const;

/** The Chromium to drive: CHROMIUM_PATH, else Debian's build of that kind, installed first when missing and we are root. */
export function ensureChromium(log: (line: string) => void, kind: keyof typeof BUILDS = 'headless-shell'): string {
  const given = process.env.CHROMIUM_PATH;
  if (given) return given;
  const { pkg, paths } = BUILDS[kind];
  const find = () => paths.find((c) => fs.existsSync(c));
  if (!find()) installDebianPackage(pkg, log, 'set CHROMIUM_PATH');
  const found = find();
  if (!found) throw new Error(`${pkg} was installed but cannot be found`);
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
