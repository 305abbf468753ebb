import type { PageContent } from '../page.js';
import { sitePicture } from '../pictures.js';

/** /platform/application-builder (SPEC §2, Platform pages). */
export const APPLICATION_BUILDER: PageContent = {
  path: '/platform/application-builder',
  schema: 'SoftwareApplication',
  seo: {
    title: 'Application Builder: no-code IoT workflows | LoRaWAN Sensors',
    description:
      'Build IoT applications without code: turn LoRaWAN sensor readings into alerts, work orders and reports with a visual workflow builder and ready-made templates.',
    keywords: ['no-code IoT', 'IoT workflow builder', 'LoRaWAN application', 'sensor alerts'],
  },
  blocks: [
    {
      kind: 'hero',
      eyebrow: 'Application Builder',
      title: 'From sensor reading to action, without writing code',
      lead: 'Connect a trigger to a condition and an action on a canvas, and the workflow runs on every uplink. Operations teams build their own alerts and reports; developers step in only where they want to.',
      image: sitePicture(
        'application-builder',
        'A no-code workflow: when soil moisture falls below 25 % between 06:00 and 18:00, open valve 4 and notify the team',
      ),
      actions: [
        { label: 'Talk to sales', to: '/contact', primary: true },
        { label: 'Back to the platform', to: '/platform' },
      ],
    },
    {
      kind: 'features',
      title: 'A workflow builder that understands sensors',
      features: [
        {
          title: 'Visual canvas',
          text: 'Triggers, conditions and actions are blocks you drag and wire together. A workflow reads left to right, the way you would explain it on a whiteboard.',
        },
        {
          title: 'Sensor-aware conditions',
          text: 'Thresholds, rates of change, rolling averages and "no reading for 2 hours" are built in, with units taken from the device profile.',
        },
        {
          title: 'Actions that reach people',
          text: 'E-mail, SMS, Microsoft Teams and Slack messages, webhooks, and downlink commands that close a valve or reset a counter.',
        },
        {
          title: 'Test before you publish',
          text: 'Replay the last week of real uplinks through a draft workflow and see which alerts it would have raised.',
        },
        {
          title: 'Versions and rollback',
          text: 'Every published change is a version with its author and date; go back to any of them in one click.',
        },
        {
          title: 'Shared across sites',
          text: 'Build a workflow once and apply it to every site, or to one device group, with site-specific thresholds.',
        },
      ],
    },
    {
      kind: 'features',
      title: 'Start from a template',
      lead: 'Four workflows our customers build most often, ready to adapt to your devices.',
      tone: 'tinted',
      columns: 4,
      features: [
        {
          title: 'Temperature Alert',
          text: 'Warn the on-call engineer when a cold room passes 5 °C for more than 10 minutes, and again if nobody acknowledges.',
          action: { label: 'Request this template' },
        },
        {
          title: 'Predictive Maintenance',
          text: 'Track vibration and motor temperature trends, and open a work order when a pump drifts from its own baseline.',
          action: { label: 'Request this template' },
        },
        {
          title: 'Energy Optimization',
          text: 'Compare sub-meter readings against occupancy and flag circuits that draw power when a building is empty.',
          action: { label: 'Request this template' },
        },
        {
          title: 'Asset Tracking',
          text: 'Raise a geofence alert when a trailer or generator leaves its yard outside working hours.',
          action: { label: 'Request this template' },
        },
      ],
    },
    {
      kind: 'features',
      title: 'Built by customers in three industries',
      columns: 3,
      features: [
        {
          tag: 'Manufacturing',
          title: 'Compressed-air leak detection',
          text: 'A plant in Ohio wired flow and pressure sensors into a workflow that flags leaks at night, when the lines should hold steady, and cut its compressor energy bill by 18%.',
        },
        {
          tag: 'Agriculture',
          title: 'Frost protection for orchards',
          text: 'Air temperature and soil moisture probes start wind machines when the canopy nears 0 °C, and text the grower when they run.',
        },
        {
          tag: 'Facilities',
          title: 'Legionella compliance logs',
          text: 'Hot-water loop temperatures are checked every 15 minutes, and a monthly report for the inspector is written without anyone opening a spreadsheet.',
        },
      ],
    },
    {
      kind: 'cta',
      title: 'Build your first workflow with us',
      text: 'Bring one real problem from your site; we will build the workflow with you during the demo.',
      actions: [
        { label: 'Contact sales', to: '/contact', primary: true },
        { label: 'Explore the platform', to: '/platform' },
      ],
    },
  ],
};
