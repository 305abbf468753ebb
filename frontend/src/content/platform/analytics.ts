import type { PageContent } from '../page.js';
import { sitePicture } from '../pictures.js';

/** /platform/analytics (SPEC §2, Platform pages): every block SPEC lists. */
export const ANALYTICS: PageContent = {
  path: '/platform/analytics',
  schema: 'SoftwareApplication',
  seo: {
    title: 'IoT Analytics: dashboards, predictions and reports | LoRaWAN Sensors',
    description:
      'Real-time dashboards, predictive analytics, intelligent alerting and network insights for LoRaWAN sensor data, with automated PDF and Excel reports and a REST analytics API.',
    keywords: ['IoT analytics', 'LoRaWAN dashboards', 'predictive maintenance analytics', 'sensor data reports'],
  },
  blocks: [
    {
      kind: 'hero',
      eyebrow: 'Analytics',
      title: 'Turn years of sensor readings into decisions',
      lead: 'Dashboards that update with every uplink, forecasts that spot a failing pump weeks ahead, and reports that write themselves, all over the same 15-minute data your sensors already send.',
      image: sitePicture(
        'analytics',
        'An analytics dashboard: packet delivery ratio with an anomaly and a forecast, uplinks per gateway and the spreading factor mix',
      ),
      actions: [
        { label: 'Request a live demo', to: '/contact', primary: true },
        { label: 'Back to the platform', to: '/platform' },
      ],
    },
    {
      kind: 'features',
      title: 'Four kinds of insight',
      columns: 4,
      features: [
        { title: 'Real-time dashboards', text: 'Charts, maps and gauges that refresh with each uplink, shareable with a link or on a wall screen.' },
        {
          title: 'Predictive analytics',
          text: "Models learn each device's normal pattern and forecast failures, fill levels and battery end of life.",
        },
        { title: 'Intelligent alerting', text: 'Alerts that group related alarms, suppress repeats and escalate when nobody responds.' },
        { title: 'Network insights', text: 'Coverage, packet loss and gateway load per site, so you place the next gateway where it counts.' },
      ],
    },
    {
      kind: 'features',
      title: 'Metrics, grouped the way you report them',
      tone: 'tinted',
      features: [
        {
          title: 'Network performance',
          text: 'How well the radio network carries your data.',
          bullets: ['Packet delivery ratio per gateway', 'RSSI and SNR distributions', 'Spreading factor mix and airtime'],
        },
        {
          title: 'Device analytics',
          text: 'How each sensor and its battery are doing.',
          bullets: ['Uptime and last-seen per device', 'Battery drain against forecast', 'Readings out of expected range'],
        },
        {
          title: 'Business intelligence',
          text: 'What the readings mean for operations.',
          bullets: ['Energy and water use per site', 'Asset utilisation hours', 'SLA and compliance summaries'],
        },
      ],
    },
    {
      kind: 'features',
      title: 'Dashboards, reports and models',
      features: [
        {
          title: 'Custom dashboards',
          text: 'Build dashboards from 20 widget types with drag and drop, with filters per site, group or tag, and a view for each role.',
        },
        {
          title: 'Automated reports',
          text: 'Schedule daily, weekly or monthly reports delivered by e-mail as PDF and Excel, with your logo on the cover.',
        },
        {
          title: 'Predictive models',
          text: 'Anomaly detection, remaining-useful-life and demand forecasts, trained on your own history and retrained every week.',
        },
      ],
    },
    {
      kind: 'features',
      title: 'An analytics API for your own tools',
      lead: 'Everything on a dashboard is available to your code through the REST analytics API.',
      tone: 'tinted',
      columns: 4,
      features: [
        { title: 'REST analytics API', text: 'Aggregations over any time range and resolution, returned as JSON or CSV.' },
        { title: 'Webhooks', text: 'Push alert and report events to your own systems as they happen.' },
        { title: 'GraphQL', text: 'Ask for devices, readings and aggregates in one query, with only the fields you need.' },
        { title: 'OpenAPI 3.0', text: 'A complete OpenAPI 3.0 specification to generate clients in any language.' },
      ],
    },
    {
      kind: 'features',
      title: 'Works with your BI stack',
      columns: 3,
      features: [
        { title: 'Grafana', text: 'A data source plugin with template variables for sites and devices.' },
        { title: 'Tableau', text: 'A web data connector for scheduled extracts.' },
        { title: 'Power BI', text: 'A certified connector with incremental refresh.' },
        { title: 'Elasticsearch', text: 'Readings indexed continuously for search and Kibana.' },
        { title: 'Splunk', text: 'Events forwarded to the HTTP Event Collector.' },
        { title: 'DataDog', text: 'Device and gateway metrics as custom DataDog metrics.' },
      ],
    },
    {
      kind: 'cta',
      title: 'See your data on a dashboard this week',
      text: 'Send us a month of readings and we will build the dashboard your team asks for.',
      actions: [
        { label: 'Contact sales', to: '/contact', primary: true },
        { label: 'Explore the platform', to: '/platform' },
      ],
    },
  ],
};
