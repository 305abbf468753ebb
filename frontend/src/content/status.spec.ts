import { describe, expect, it } from '@jest/globals';
import { INCIDENTS, incidentTone, serviceLabel } from './status.js';

describe('the status page display rules (SPEC §4)', () => {
  it('in-progress and resolved have their own style; any other status is red', () => {
    expect(incidentTone('in-progress')).toEqual({ label: 'In Progress', color: 'warning' });
    expect(incidentTone('resolved')).toEqual({ label: 'Resolved', color: 'success' });
    expect(incidentTone('investigating')).toEqual({ label: 'Investigating', color: 'error' });
  });

  it("shows 'Maintenance' for maintenance, otherwise 'Operational'", () => {
    expect(serviceLabel('maintenance')).toBe('Maintenance');
    for (const state of ['operational', 'degraded', 'outage'] as const) expect(serviceLabel(state)).toBe('Operational');
  });
});

describe('the recent incidents', () => {
  it('are newest first; an ended incident is resolved, and each update falls between its start and its end, newest first', () => {
    const starts = INCIDENTS.map((i) => Date.parse(i.startTime));
    expect(starts).toEqual([...starts].sort((a, b) => b - a));
    for (const incident of INCIDENTS) {
      const start = Date.parse(incident.startTime);
      const end = incident.endTime ? Date.parse(incident.endTime) : Infinity;
      expect([incident.id, incident.status, end > start]).toEqual([incident.id, incident.endTime ? 'resolved' : 'in-progress', true]);
      const updates = incident.updates.map((u) => Date.parse(u.time));
      expect(updates.every((t) => t > start && t <= end)).toBe(true);
      expect(updates).toEqual([...updates].sort((a, b) => b - a));
    }
  });
});
