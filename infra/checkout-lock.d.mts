/** See checkout-lock.mjs. */
export function withCheckoutLock<T>(root: string, work: () => T | Promise<T>, log?: (line: string) => void): Promise<T>;
