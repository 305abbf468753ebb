import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/** A script written out in the build's HTML, without attributes; a data script (`type="application/json"`) is not run. */
const INLINE_SCRIPT = /<script>([\s\S]*?)<\/script>/g;

/**
 * The Content-Security-Policy sources that let browsers run the inline scripts of the built site (index.html's,
 * which every page carries), each by the SHA-256 of its text: the policy keeps refusing any other inline script.
 * None when the site is not built; its pages are not served then.
 */
export function inlineScriptSources(distDir: string): string[] {
  const shell = path.join(distDir, 'shell.html');
  if (!fs.existsSync(shell)) return [];
  return [...fs.readFileSync(shell, 'utf8').matchAll(INLINE_SCRIPT)].map(
    ([, code]) => `'sha256-${createHash('sha256').update(code, 'utf8').digest('base64')}'`,
  );
}
