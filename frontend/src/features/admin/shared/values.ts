import type { HistoryEntry } from '@lora/api';

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
  if (typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>);
    return entries.length ? entries.map(([key, item]) => `${key}: ${displayValue(item)}`).join('\n') : '(none)';
  }
  return typeof value === 'string' ? value : (JSON.stringify(value) ?? '');
}

/** A field's name as the admin reads it: its label, or its key in words ("seoTitle" → "Seo Title"). */
export const fieldLabel = (key: string, labels: Record<string, string>) =>
  labels[key] ?? key.replace(/([a-z])([A-Z])/g, '$1 $2').replace(/^./, (c) => c.toUpperCase());

/** The fields one kept version changed, by their labels, in the form's order: "Changed: Product Name, Price". */
export function changedFields(entry: HistoryEntry, labels: Record<string, string>): string {
  if (!entry.changed.length) return '';
  const order = Object.keys(labels);
  const rank = (k: string) => (order.includes(k) ? order.indexOf(k) : order.length);
  const keys = [...entry.changed].sort((a, b) => rank(a) - rank(b));
  return `Changed: ${keys.map((k) => fieldLabel(k, labels)).join(', ')}`;
}
