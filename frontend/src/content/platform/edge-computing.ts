import type { PageContent } from '../page.js';
import { sitePicture } from '../pictures.js';

/** /platform/edge-computing (SPEC §2, Platform pages). */
export const EDGE_COMPUTING: PageContent = {
  path: '/platform/edge-computing',
  schema: 'SoftwareApplication',
  seo: {
    title: 'Edge Computing on LoRaWAN gateways | LoRaWAN Sensors',
    description:
      'Deploy your own code to LoRaWAN gateways in Node.js, Python, C/C++ or Go: filter, aggregate and act on sensor data on site, with lower latency and smaller data bills.',
    keywords: ['LoRaWAN edge computing', 'gateway edge code', 'IoT edge analytics'],
  },
  blocks: [
    {
      kind: 'hero',
      eyebrow: 'Edge Computing',
      title: 'Run your code where the sensors are',
      lead: 'Write a function, choose the gateways, deploy. Your logic runs next to the radio, so a pump trips in milliseconds and a site with a flaky cellular link keeps deciding for itself.',
      image: sitePicture(
        'edge-computing',
        'A radar level sensor, an edge function deployed to its gateway, and the decision latency: 8 ms at the edge against 240 ms via the cloud',
      ),
      actions: [
        { label: 'Discuss your edge project', to: '/contact', primary: true },
        { label: 'Back to the platform', to: '/platform' },
      ],
    },
    {
      kind: 'features',
      title: 'Four runtimes',
      lead: 'Each runs in an isolated container with its own memory and CPU limits, updated over the air.',
      columns: 4,
      features: [
        { title: 'Node.js 18+', text: 'For teams who already write their decoders in JavaScript; npm packages bundled at deploy.' },
        { title: 'Python 3.10+', text: 'NumPy and SciPy included, for signal processing and small anomaly models.' },
        { title: 'C/C++', text: 'For tight loops on constrained gateways, compiled for ARMv7 and ARM64.' },
        { title: 'Go', text: 'Single static binaries that start in milliseconds and use little memory.' },
      ],
    },
    {
      kind: 'features',
      title: 'What customers run at the edge',
      tone: 'tinted',
      features: [
        {
          title: 'Local safety interlocks',
          meta: 'Under 50 ms from reading to relay',
          text: 'A gas sensor over threshold switches a ventilation relay on the gateway itself, without a round trip to the cloud.',
        },
        {
          title: 'Data reduction',
          meta: 'Up to 80% less backhaul data',
          text: 'Raw vibration samples are turned into hourly statistics on site; only the summary and any anomaly leave the building.',
        },
        {
          title: 'Offline operation',
          meta: '72 hours of local buffering',
          text: 'Remote sites keep logging and alarming through a cellular outage, then upload in order when the link returns.',
        },
      ],
    },
    {
      kind: 'steps',
      title: 'From code to a thousand gateways',
      steps: [
        { title: 'Write', text: 'Start from a template in the console or push from your own Git repository.' },
        { title: 'Test', text: 'Run the function against recorded uplinks from the target site.' },
        { title: 'Roll out', text: 'Deploy to 5% of gateways first, then the rest when the health checks pass.' },
      ],
    },
    {
      kind: 'cta',
      title: 'Put logic on your gateways',
      text: 'We will help you decide what belongs at the edge and what belongs in the cloud.',
      actions: [
        { label: 'Contact sales', to: '/contact', primary: true },
        { label: 'Explore the platform', to: '/platform' },
      ],
    },
  ],
};
