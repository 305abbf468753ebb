import type { PageContent } from '../page.js';
import { sitePicture } from '../pictures.js';

/** /platform/device-management (SPEC §2, Platform pages). */
export const DEVICE_MANAGEMENT: PageContent = {
  path: '/platform/device-management',
  schema: 'SoftwareApplication',
  seo: {
    title: 'Device Management for LoRaWAN fleets | LoRaWAN Sensors',
    description:
      'Monitor, update and troubleshoot every LoRaWAN sensor from one dashboard: health scores, battery forecasts, firmware updates over the air and fleet-wide configuration.',
    keywords: ['LoRaWAN device management', 'FUOTA', 'IoT fleet monitoring', 'sensor battery monitoring'],
  },
  blocks: [
    {
      kind: 'hero',
      eyebrow: 'Device Management',
      title: 'Every sensor in your fleet, on one dashboard',
      lead: 'See which devices are reporting, which are weak and which will need a battery next spring. Push configuration and firmware to a thousand sensors as easily as to one.',
      image: sitePicture(
        'device-management',
        'The device list with the status, battery and signal of each sensor, and a firmware update rolling out over the air',
      ),
      actions: [
        { label: 'Request a demo', to: '/contact', primary: true },
        { label: 'Back to the platform', to: '/platform' },
      ],
    },
    {
      kind: 'metrics',
      title: 'A demo workspace, right now',
      lead: 'The figures a typical mid-size deployment shows on its overview page.',
      metrics: [
        { value: '2,847', label: 'devices online' },
        { value: '12', label: 'need attention' },
        { value: '3', label: 'offline for over 24 h' },
        { value: '98.7%', label: 'messages delivered today' },
      ],
    },
    {
      kind: 'features',
      title: 'What you can do from the dashboard',
      columns: 3,
      features: [
        {
          title: 'Monitor',
          text: 'A live picture of the fleet, filtered by site, customer, model or tag.',
          bullets: [
            'Last-seen time and signal (RSSI, SNR) per device',
            'Health score from battery, signal and packet loss',
            'Map and list views of every site',
          ],
        },
        {
          title: 'Maintain',
          text: 'Fix problems before a technician has to drive out.',
          bullets: [
            'Battery life forecasts from real consumption',
            'Firmware updates over the air (FUOTA) in batches',
            'Remote reboot and reporting-interval changes',
          ],
        },
        {
          title: 'Organise',
          text: 'Keep thousands of devices findable.',
          bullets: ['Groups and tags with bulk edits', 'Custom fields for asset numbers and locations', 'Audit log of every change and who made it'],
        },
      ],
    },
    {
      kind: 'metrics',
      title: 'Performance at fleet scale',
      metrics: [
        { value: '10,000+', label: 'devices provisioned per day' },
        { value: '< 2 s', label: 'from uplink to dashboard' },
        { value: '99.8%', label: 'firmware update success' },
        { value: '10+ years', label: 'battery life, forecast per device' },
      ],
    },
    {
      kind: 'cta',
      title: 'Bring your fleet under one roof',
      text: 'Import your existing devices from any LoRaWAN network server and see them on the dashboard the same day.',
      actions: [
        { label: 'Contact sales', to: '/contact', primary: true },
        { label: 'Explore the platform', to: '/platform' },
      ],
    },
  ],
};
