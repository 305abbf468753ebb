/** SPEC §3's static display records of the status page (no server), and SPEC §4's display rules. */

export type ServiceState = 'operational' | 'maintenance' | 'degraded' | 'outage';

export interface ServiceStatus {
  name: string;
  status: ServiceState;
  uptime: string;
  description: string;
}

export interface Incident {
  id: string;
  title: string;
  /** in-progress or resolved; any other value shows in red. */
  status: string;
  severity: 'low' | 'medium' | 'high';
  /** ISO 8601, in UTC, as are endTime and each update's time. */
  startTime: string;
  endTime?: string;
  description: string;
  updates: Array<{ time: string; message: string }>;
}

export interface ScheduledMaintenance {
  service: string;
  scheduledTime: string;
  duration: string;
  impact: string;
  description: string;
}

export interface PerformanceMetric {
  name: string;
  value: string;
  target: string;
  status: string;
}

/** SPEC §4: 'Maintenance' for maintenance, otherwise 'Operational'. */
export function serviceLabel(status: ServiceState): 'Maintenance' | 'Operational' {
  return status === 'maintenance' ? 'Maintenance' : 'Operational';
}

/** SPEC §4: in-progress and resolved have their own style; any other value is red. */
export function incidentTone(status: string): { label: string; color: 'warning' | 'success' | 'error' } {
  if (status === 'in-progress') return { label: 'In Progress', color: 'warning' };
  if (status === 'resolved') return { label: 'Resolved', color: 'success' };
  return { label: status.charAt(0).toUpperCase() + status.slice(1), color: 'error' };
}

/** An incident's severity as its chip shows it. */
export const SEVERITY_TONE = {
  low: { label: 'Low severity', color: 'info' },
  medium: { label: 'Medium severity', color: 'warning' },
  high: { label: 'High severity', color: 'error' },
} as const;

/**
 * The status page's words: its head, its heading and the banner over the services (in maintenance, its text follows the
 * names of the services in maintenance and "is" or "are").
 */
export const STATUS = {
  seo: {
    title: 'System Status | LoRaWAN Sensors',
    description:
      'Live status of the LoRaWAN Sensors platform: network server, APIs, console and integrations, with uptime, performance, recent incidents and scheduled maintenance.',
  },
  title: 'System Status',
  lead: 'Current state of the platform, updated by our operations team. Uptimes are for the last 90 days.',
  operational: { title: 'All Systems Operational', text: 'Every service is running normally.' },
  maintenance: { title: 'Scheduled maintenance in progress', text: 'under planned maintenance; every other service is operational.' },
};

export const SERVICES: ServiceStatus[] = [
  { name: 'Network Server', status: 'operational', uptime: '99.99%', description: 'LoRaWAN joins, uplinks and downlinks in every region' },
  { name: 'Platform API', status: 'operational', uptime: '99.97%', description: 'REST and WebSocket APIs, SDK endpoints' },
  { name: 'Web Console', status: 'operational', uptime: '99.98%', description: 'Dashboards, device management and the application builder' },
  { name: 'Integration Hub', status: 'operational', uptime: '99.95%', description: 'AWS, Azure, Google Cloud and MQTT connectors, webhooks' },
  {
    name: 'Analytics and Reports',
    status: 'operational',
    uptime: '99.92%',
    description: 'Scheduled reports, predictive models and the analytics API',
  },
  { name: 'Gateway Management', status: 'operational', uptime: '99.96%', description: 'Gateway status, configuration and firmware updates' },
];

export const METRICS: PerformanceMetric[] = [
  { name: 'API response time (p95)', value: '142 ms', target: '< 200 ms', status: 'good' },
  { name: 'Uplink delivery to application', value: '1.2 s', target: '< 2 s', status: 'good' },
  { name: 'Message delivery rate', value: '99.8%', target: '> 99.5%', status: 'good' },
  { name: 'Platform uptime (90 days)', value: '99.96%', target: '99.9%', status: 'good' },
];

/** Newest first; times are ISO 8601 in UTC, each update between its incident's start and end, newest first. */
export const INCIDENTS: Incident[] = [
  {
    id: 'INC-2026-041',
    title: 'Delayed webhook deliveries in the EU region',
    status: 'resolved',
    severity: 'medium',
    startTime: '2026-11-17T08:40Z',
    endTime: '2026-11-17T09:48Z',
    description:
      'Some webhooks to customer endpoints in the EU region were delivered up to 4 minutes late. Uplinks were received and stored normally.',
    updates: [
      { time: '2026-11-17T09:48Z', message: 'The backlog is cleared and webhooks are delivered on time again.' },
      { time: '2026-11-17T09:25Z', message: 'A fix for the delivery queue is rolling out; the backlog is shrinking.' },
      { time: '2026-11-17T08:55Z', message: 'The cause is a saturated delivery worker pool after a traffic spike.' },
    ],
  },
  {
    id: 'INC-2026-039',
    title: 'Dashboard charts slow to load',
    status: 'resolved',
    severity: 'low',
    startTime: '2026-11-05T07:10Z',
    endTime: '2026-11-05T11:32Z',
    description: 'Charts over ranges longer than 90 days took up to 20 seconds to draw. Data collection was not affected.',
    updates: [
      { time: '2026-11-05T11:32Z', message: 'A new index on the analytics cluster brings long-range charts back under 2 seconds.' },
      { time: '2026-11-05T07:30Z', message: 'We are looking into slow aggregate queries on the analytics cluster.' },
    ],
  },
  {
    id: 'INC-2026-036',
    title: 'Joins failing for US915 devices on sub-band 2',
    status: 'resolved',
    severity: 'high',
    startTime: '2026-10-21T14:05Z',
    endTime: '2026-10-21T14:52Z',
    description:
      'OTAA joins from US915 devices on sub-band 2 were rejected for 47 minutes after a configuration change. Devices already joined were not affected.',
    updates: [
      { time: '2026-10-21T14:52Z', message: 'The change was rolled back and joins succeed again; affected devices rejoined automatically.' },
      { time: '2026-10-21T14:20Z', message: 'Identified a channel mask error in the latest network server configuration.' },
    ],
  },
];

export const MAINTENANCE: ScheduledMaintenance[] = [
  {
    service: 'Analytics and Reports',
    scheduledTime: 'December 8, 2026, 22:00 UTC',
    duration: '2 hours',
    impact: 'Scheduled reports are delayed; dashboards stay available',
    description: 'Upgrade of the analytics database cluster.',
  },
  {
    service: 'Gateway Management',
    scheduledTime: 'December 13, 2026, 02:00 UTC',
    duration: '30 minutes',
    impact: 'Gateway configuration changes are paused; traffic is not affected',
    description: 'Migration of the gateway configuration store to a new region.',
  },
];
