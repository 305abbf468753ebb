/** How the launcher restarts a service that exited on its own. */
export interface RestartPolicy {
  /** Delay before the first restart; each quick crash in a row doubles it. */
  firstDelayMs: number;
  maxDelayMs: number;
  /** A run at least this long was healthy: its crash starts the count again. */
  stableAfterMs: number;
  /** Quick crashes in a row after which the launcher stops restarting the service. */
  maxQuickCrashes: number;
}

export const RESTART_POLICY: RestartPolicy = { firstDelayMs: 500, maxDelayMs: 8000, stableAfterMs: 30_000, maxQuickCrashes: 5 };

export type RestartPlan = { action: 'restart'; quickCrashes: number; delayMs: number } | { action: 'give-up'; quickCrashes: number };

/** What to do about a service that exited after `uptimeMs`, given the quick crashes in a row before this one. */
export function planRestart(policy: RestartPolicy, quickCrashesBefore: number, uptimeMs: number): RestartPlan {
  const quickCrashes = uptimeMs >= policy.stableAfterMs ? 1 : quickCrashesBefore + 1;
  if (quickCrashes >= policy.maxQuickCrashes) return { action: 'give-up', quickCrashes };
  return { action: 'restart', quickCrashes, delayMs: Math.min(policy.firstDelayMs * 2 ** (quickCrashes - 1), policy.maxDelayMs) };
}
