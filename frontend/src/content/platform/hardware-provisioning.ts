import type { PageContent } from '../page.js';
import { sitePicture } from '../pictures.js';

/** SPEC §9's sample template: reporting interval 900, region US915, data rate DR0. */
export const SAMPLE_TEMPLATE = `{
  "template": "soil-moisture-orchard",
  "deviceProfile": "SM300 Soil Moisture Probe",
  "lorawan": {
    "version": "1.0.3",
    "activation": "OTAA",
    "region": "US915",
    "subBand": 2,
    "dataRate": "DR0",
    "adr": true
  },
  "reportingInterval": 900,
  "tags": ["orchard", "irrigation"],
  "alerts": [
    { "field": "soil_moisture", "below": 18, "notify": "irrigation-team" }
  ]
}`;

/** /platform/hardware-provisioning (SPEC §2, Platform pages). */
export const HARDWARE_PROVISIONING: PageContent = {
  path: '/platform/hardware-provisioning',
  schema: 'SoftwareApplication',
  seo: {
    title: 'Hardware Provisioning: QR scan and CSV import | LoRaWAN Sensors',
    description:
      'Provision LoRaWAN sensors in under 30 seconds by QR scan, or thousands at once by CSV import, with keys, region and reporting interval applied from a template.',
    keywords: ['LoRaWAN provisioning', 'bulk device onboarding', 'QR code provisioning', 'DevEUI import'],
  },
  blocks: [
    {
      kind: 'hero',
      eyebrow: 'Hardware Provisioning',
      title: 'Scan a code, and the sensor is ready to deploy',
      lead: 'Point a phone at the QR code on the housing, or import a CSV of DevEUIs and AppKeys. The platform registers each device, applies its template and confirms the first join, in under 30 seconds per sensor.',
      image: sitePicture('hardware-provisioning', "A phone scanning a sensor's QR code, beside a CSV import of devices joining the network"),
      actions: [
        { label: 'Talk to us about a rollout', to: '/contact', primary: true },
        { label: 'Back to the platform', to: '/platform' },
      ],
    },
    {
      kind: 'features',
      title: 'Two ways in',
      columns: 2,
      features: [
        {
          title: 'QR scan in the field',
          text: 'Installers scan the LoRa Alliance QR code on each device with the mobile app; location and a photo of the installation are attached automatically.',
          bullets: ['Works offline and syncs later', 'GPS position and photo per device', 'Wrong-region devices refused on the spot'],
        },
        {
          title: 'CSV bulk import',
          text: 'Upload the manifest that ships with every carton, or your own spreadsheet, and register thousands of devices in one go.',
          bullets: ['DevEUI, JoinEUI and AppKey columns', 'Duplicates and malformed keys reported per row', 'Dry run before anything is created'],
        },
      ],
    },
    {
      kind: 'steps',
      title: 'Four steps from carton to data',
      steps: [
        { title: 'Create template', text: 'Set the device profile, region, data rate, reporting interval and alerts once.' },
        { title: 'Import devices', text: 'Scan QR codes or upload a CSV; each device is linked to its template.' },
        { title: 'Auto-configure', text: 'Keys are registered with the network server and the template is pushed on first join.' },
        { title: 'Validate and deploy', text: 'The first uplinks are checked against expected ranges before the device goes live.' },
      ],
    },
    {
      kind: 'code',
      title: 'A sample configuration template',
      lead: 'Templates are plain JSON, versioned, and can be kept in your own repository.',
      samples: [{ label: 'JSON', caption: 'soil-moisture-orchard.json', code: SAMPLE_TEMPLATE }],
    },
    {
      kind: 'metrics',
      title: 'Provisioning at scale',
      metrics: [
        { value: '10,000+', label: 'devices per day' },
        { value: '< 30 s', label: 'setup per device' },
        { value: '99.8%', label: 'first-time success' },
        { value: '95%', label: 'time saved over manual registration' },
      ],
    },
    {
      kind: 'cta',
      title: 'Rolling out hundreds of sensors?',
      text: 'We pre-provision devices at the factory against your templates, so they join the moment the battery tab is pulled.',
      actions: [
        { label: 'Contact sales', to: '/contact', primary: true },
        { label: 'Explore the platform', to: '/platform' },
      ],
    },
  ],
};
