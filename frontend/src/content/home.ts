import type { Block } from '../sections/Blocks.js';
import { sitePicture } from './pictures.js';

/** Home (SPEC §2): everything but the live featured products is data. */
export const HOME = {
  seo: {
    title: 'Industrial LoRaWAN Sensors & IoT Platform | LoRaWAN Sensors',
    description:
      'Rugged LoRaWAN sensors for soil, water, air and machines, and the platform that provisions, monitors and analyses them, from one gateway to thousands of devices.',
  },
  hero: {
    kind: 'hero',
    eyebrow: 'LoRaWAN 1.0.3 and 1.1 certified hardware',
    title: 'Sensors that report for years, a platform that makes sense of it',
    lead: 'We build industrial LoRaWAN sensors and the software that runs them: provision a device in under 30 seconds, watch thousands of them on one map, and act on the data before a pump fails or a field dries out.',
    image: sitePicture(
      'home',
      "The platform's fleet overview, with devices online, uplinks and a soil moisture chart, beside an SM300 soil moisture sensor in the field",
    ),
    actions: [
      { label: 'Explore Platform', to: '/platform', primary: true },
      { label: 'Request Quote', to: '/contact' },
    ],
  },
  modules: {
    kind: 'features',
    title: 'One platform, six modules',
    lead: 'Use the whole stack or only the parts you need; every module speaks the same device model and API.',
    features: [
      {
        tag: 'Developers',
        title: 'Application Builder',
        text: 'Turn readings into alerts, work orders and reports with a no-code workflow editor.',
        link: { label: 'See the builder', to: '/platform/application-builder' },
      },
      {
        tag: 'Operations',
        title: 'Device Management',
        text: 'Firmware updates over the air, battery forecasts and health scores for every sensor.',
        link: { label: 'Manage devices', to: '/platform/device-management' },
      },
      {
        tag: 'Network teams',
        title: 'Network Server',
        text: 'A LoRaWAN network server with adaptive data rate, roaming and per-tenant keys.',
        link: { label: 'About the network server', to: '/platform/network-server' },
      },
      {
        tag: 'Integrators',
        title: 'Integration Hub',
        text: 'Stream to AWS IoT Core, Azure IoT Hub, MQTT brokers or your own webhook in minutes.',
        link: { label: 'Browse integrations', to: '/platform/integration-hub' },
      },
      {
        tag: 'Field teams',
        title: 'Hardware Provisioning',
        text: 'Scan a QR code or import a CSV: devices join with the right keys and settings.',
        link: { label: 'Provision hardware', to: '/platform/hardware-provisioning' },
      },
      {
        tag: 'Analysts',
        title: 'Analytics',
        text: 'Trends, anomalies and exports over years of 15-minute data, with no query language to learn.',
        link: { label: 'Explore analytics', to: '/platform/analytics' },
      },
    ],
  },
  stats: {
    kind: 'metrics',
    metrics: [
      { value: '1M+', label: 'devices connected' },
      { value: '99.9%', label: 'platform uptime' },
      { value: '150+', label: 'countries served' },
      { value: '< 30 s', label: 'to provision a sensor' },
    ],
  },
  // SPEC's showcases lead to /products: each to the catalogue filtered to the sensors it names.
  showcases: {
    kind: 'features',
    title: 'Where our sensors work',
    lead: 'Four places customers run them today.',
    columns: 4,
    features: [
      {
        title: 'Precision irrigation',
        text: 'Soil probes at three depths cut water use on orchards and vineyards.',
        link: { label: 'Soil sensors', to: '/products?category=Soil%20Moisture' },
      },
      {
        title: 'Flood and tank levels',
        text: 'Radar and ultrasonic level sensors warn before a river or a tank overflows.',
        link: { label: 'Level sensors', to: '/products?category=Water%20Level' },
      },
      {
        title: 'Healthy buildings',
        text: 'CO2, temperature and humidity per room steer ventilation and save energy.',
        link: { label: 'Air quality sensors', to: '/products?category=Air%20Quality' },
      },
      {
        title: 'Pressure networks',
        text: 'Pipeline and hydrant pressure monitoring finds leaks within the hour.',
        link: { label: 'Pressure sensors', to: '/products?category=Pressure' },
      },
    ],
  },
} satisfies Record<string, unknown> & { hero: Block; modules: Block; stats: Block; showcases: Block };
