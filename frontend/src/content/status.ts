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

export const SEVERITY_TONE = { low: 'info', medium: 'warning', high: 'error' } as const;

export const SERVICES: ServiceStatus[] = [
  { name: 'Network Server', status: 'operational', uptime: '99.99%', description: 'LoRaWAN joins, uplinks and downlinks in every region' },
  { name: 'Platform API', status: 'operational', uptime: '99.97%', description: 'REST and WebSocket APIs, SDK endpoints' },
  { name: 'Web Console', status: 'operational', uptime: '99.98%', description: 'Dashboards, device management and the application builder' },
  { name: 'Integration Hub', status: 'operational', uptime: '99.95%', description: 'AWS, Azure, Google Cloud and MQTT connectors, webhooks' },
  {
    name: 'Analytics and Reports',
    status: 'maintenance',
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

export const INCIDENTS: Incident[] = [
  {
    id: 'INC-2025-014',
    title: 'Delayed webhook deliveries in the EU region',
    status: 'in-progress',
    severity: 'medium',
    startTime: '2025-01-20 08:40 UTC',
    description: 'Some webhooks to customer endpoints in the EU region are delivered up to 4 minutes late. Uplinks are received and stored normally.',
    updates: [
      { time: '09:25 UTC', message: 'A fix for the delivery queue is rolling out; the backlog is shrinking.' },
      { time: '08:55 UTC', message: 'The cause is a saturated delivery worker pool after a traffic spike.' },
    ],
  },
  {
    id: 'INC-2025-013',
    title: 'Dashboard charts slow to load',
    status: 'investigating',
    severity: 'low',
    startTime: '2025-01-20 07:10 UTC',
    description: 'Charts over ranges longer than 90 days take up to 20 seconds to draw. Data collection is not affected.',
    updates: [{ time: '07:30 UTC', message: 'We are looking into slow aggregate queries on the analytics cluster.' }],
  },
  {
    id: 'INC-2025-011',
    title: 'Joins failing for US915 devices on sub-band 2',
    status: 'resolved',
    severity: 'high',
    startTime: '2025-01-16 14:05 UTC',
    endTime: '2025-01-16 14:52 UTC',
    description:
      'OTAA joins from US915 devices on sub-band 2 were rejected for 47 minutes after a configuration change. Devices already joined were not affected.',
    updates: [
      { time: '14:52 UTC', message: 'The change was rolled back and joins succeed again; affected devices rejoined automatically.' },
      { time: '14:20 UTC', message: 'Identified a channel mask error in the latest network server configuration.' },
    ],
  },
];

export const MAINTENANCE: ScheduledMaintenance[] = [
  {
    service: 'Analytics and Reports',
    scheduledTime: 'January 20, 2025, 22:00 UTC',
    duration: '2 hours',
    impact: 'Scheduled reports are delayed; dashboards stay available',
    description: 'Upgrade of the analytics database cluster.',
  },
  {
    service: 'Gateway Management',
    scheduledTime: 'January 25, 2025, 02:00 UTC',
    duration: '30 minutes',
    impact: 'Gateway configuration changes are paused; traffic is not affected',
    description: 'Migration of the gateway configuration store to a new region.',
  },
];
