import { describe, expect, it } from '@jest/globals';
import { planRestart, RESTART_POLICY } from './restart-policy.js';

describe('planRestart', () => {
  it('restarts after 0.5 s, 1 s, 2 s, 4 s for quick crashes in a row, then gives up at the fifth', () => {
    const plans = [];
    let crashes = 0;
    for (let i = 0; i < 5; i++) {
      const plan = planRestart(RESTART_POLICY, crashes, 2_000);
      plans.push(plan);
      crashes = plan.quickCrashes;
    }
    expect(plans).toEqual([
      { action: 'restart', quickCrashes: 1, delayMs: 500 },
      { action: 'restart', quickCrashes: 2, delayMs: 1000 },
      { action: 'restart', quickCrashes: 3, delayMs: 2000 },
      { action: 'restart', quickCrashes: 4, delayMs: 4000 },
      { action: 'give-up', quickCrashes: 5 },
    ]);
  });

  it('starts the count again after a run that lasted stableAfterMs', () => {
    expect(planRestart(RESTART_POLICY, 4, 30_000)).toEqual({ action: 'restart', quickCrashes: 1, delayMs: 500 });
    expect(planRestart(RESTART_POLICY, 4, 29_999)).toEqual({ action: 'give-up', quickCrashes: 5 });
  });

  it('caps the delay at maxDelayMs', () => {
    const patient = { ...RESTART_POLICY, maxQuickCrashes: 100 };
    expect(planRestart(patient, 5, 0)).toEqual({ action: 'restart', quickCrashes: 6, delayMs: 8000 });
    expect(planRestart(patient, 40, 0)).toEqual({ action: 'restart', quickCrashes: 41, delayMs: 8000 });
  });
});
