/** Whether two form values are the same (as JSON: texts, numbers, lists, rows). */
export const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

const isRow = (item: unknown): item is { key: string; value: string } =>
  !!item &&
  typeof item === 'object' &&
  typeof (item as { key?: unknown }).key === 'string' &&
  typeof (item as { value?: unknown }).value === 'string';

/** A form value as an admin reads it when comparing versions: rows as "key: value", yes/no, "(empty)". */
export function displayValue(value: unknown): string {
  if (value === null || value === undefined || value === '') return '(empty)';
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (Array.isArray(value)) {
    if (!value.length) return '(none)';
    return value.map((item: unknown) => (isRow(item) ? `${item.key}: ${item.value}` : displayValue(item))).join('\n');
  }
  return typeof value === 'string' ? value : JSON.stringify(value);
}
