/**
 * The form of a name that uniqueness and links by name compare: Unicode-normalised (NFKC), without
 * invisible characters (zero-width spaces, joiners, soft hyphens), with runs of spaces as one space,
 * and case-folded: "Soil Moisture", "soil  moisture" and "Soil\u200b Moisture" are one name.
 */
export function nameKey(name: string): string {
  return name
    .replace(/\p{Default_Ignorable_Code_Point}/gu, '')
    .normalize('NFKC')
    .replace(/\s+/gu, ' ')
    .trim()
    .toUpperCase()
    .toLowerCase()
    .normalize('NFKC');
}
