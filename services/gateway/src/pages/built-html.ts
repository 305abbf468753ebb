import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { withSiteSettings, type SiteSettings } from '@lora/contracts';

interface Localized {
  mtimeMs: number;
  size: number;
  html: string;
  etag: string;
}

/**
 * The built site's HTML files as this gateway sends them: its settings (the origin...) written over the placeholders
 * the build left in them (see `@lora/api`'s site.ts), so one build serves any domain. Each file is read and rewritten
 * once per version of it on disk, with an ETag of what is sent.
 */
export class BuiltHtml {
  private readonly files = new Map<string, Localized>();

  constructor(
    private readonly distDir: string,
    readonly site: SiteSettings,
  ) {}

  /** A file of the build (a path inside it), as sent; throws when it is missing. */
  read(file: string): string {
    return this.file(file).html;
  }

  /** A file of the build as sent, with its ETag. */
  file(file: string): { html: string; etag: string } {
    const full = path.resolve(this.distDir, file);
    const stat = fs.statSync(full);
    const known = this.files.get(full);
    if (known && known.mtimeMs === stat.mtimeMs && known.size === stat.size) return known;
    const html = this.localize(fs.readFileSync(full, 'utf8'));
    const localized = { mtimeMs: stat.mtimeMs, size: stat.size, html, etag: `W/"${createHash('sha1').update(html).digest('base64url')}"` };
    this.files.set(full, localized);
    return localized;
  }

  /** A page rendered here (from the server bundle, which renders the placeholders), as sent. */
  localize(html: string): string {
    return withSiteSettings(html, this.site);
  }
}
