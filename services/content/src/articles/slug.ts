/**
 * SPEC §4's slug: lowercased, every run of characters that are not letters or digits becomes one
 * hyphen, hyphens trimmed from both ends. Letters and digits of every script count (a German or
 * Japanese title keeps its words), after compatibility normalisation (ligatures, full-width forms).
 * An empty result means the title has no letter or digit at all.
 */
export function slugify(title: string): string {
  return title
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '');
}
