/** The fields a caller actually sent: `undefined` means "leave as it is", `null` is a value. */
export function sentFields<T extends object>(input: T): Partial<T> {
  return Object.fromEntries(Object.entries(input).filter(([, value]) => value !== undefined)) as Partial<T>;
}
