import type { PageContent } from '../page.js';
import { sitePicture } from '../pictures.js';

/** /solutions/energy-utilities (SPEC §2, Solution pages): adds a specifications list and a performance panel. */
export const ENERGY_UTILITIES: PageContent = {
  path: '/solutions/energy-utilities',
  schema: 'Service',
  seo: {
    title: 'Energy & Utilities monitoring with LoRaWAN | LoRaWAN Sensors',
    description:
      'LoRaWAN metering and grid monitoring for water, gas and electricity utilities: deep-indoor meter reading, leak and pressure alarms, and substation sensors.',
    keywords: ['smart metering', 'LoRaWAN utilities', 'water leak detection', 'substation monitoring'],
  },
  blocks: [
    {
      kind: 'hero',
      eyebrow: 'Energy & Utilities',
      title: 'Read every meter and watch every main, without a truck roll',
      lead: 'LoRaWAN reaches meters in basements and pits that cellular cannot, and runs for over a decade on one battery. Utilities use it to read water, gas and electricity, find leaks and watch their networks.',
      image: sitePicture('energy-utilities', "A WR30 radar level sensor over a reservoir, with its fill level and the week's pumping"),
      actions: [{ label: 'Request a Free Trial', primary: true }, { label: 'Book a Demo' }],
    },
    {
      kind: 'metrics',
      metrics: [
        { value: '20%', label: 'less non-revenue water' },
        { value: '15 km', label: 'rural range per gateway' },
        { value: '99.99%', label: 'network uptime SLA' },
        { value: '10+ years', label: 'meter battery life' },
      ],
    },
    {
      kind: 'features',
      title: 'For water, gas and electricity networks',
      features: [
        { title: 'Automatic meter reading', text: 'Pulse and M-Bus readers turn existing meters into daily or hourly reads.' },
        { title: 'Leak detection', text: 'Night-flow analysis and acoustic loggers locate leaks between district meters.' },
        { title: 'Pressure management', text: 'Pressure loggers at critical points steer valves and reduce bursts.' },
        { title: 'Substation monitoring', text: 'Transformer temperature, oil level and door alarms from secondary substations.' },
        { title: 'Tamper and backflow', text: 'Meters report magnetic tampering and reverse flow at once.' },
        { title: 'Billing integration', text: 'Validated reads exported to SAP IS-U, Oracle CC&B or CSV.' },
      ],
    },
    {
      kind: 'features',
      title: 'Specifications and performance',
      tone: 'tinted',
      columns: 2,
      features: [
        {
          title: 'Specifications',
          text: 'The metering interface and radio shared by our utility devices.',
          bullets: [
            'LoRaWAN 1.0.3 and 1.1, class A and C',
            'Pulse, M-Bus and RS-485 Modbus inputs',
            'IP67 and IP68 variants for meter pits',
            'AES-128 radio, AES-256 at rest and in transit',
            'Reads every 15 minutes, sent hourly or daily',
          ],
        },
        {
          title: 'Performance',
          text: "Measured across our utility customers' deployments over the last twelve months.",
          bullets: [
            '99.8% of daily reads delivered first time',
            'Deep-indoor reach into basements and pits',
            '10,000+ meters per gateway',
            '99.9% platform uptime',
          ],
          action: { label: 'Request a Sample Report' },
        },
      ],
    },
    {
      kind: 'cta',
      title: 'Run a district metering pilot',
      text: 'We retrofit 500 meters in one district area and deliver a water balance within the first month.',
      actions: [{ label: 'Contact Sales', primary: true }, { label: 'Request a Free Trial' }],
    },
  ],
};
