import type { PageContent } from '../page.js';
import { sitePicture } from '../pictures.js';

/** /platform (SPEC §2, Platform pages). */
export const PLATFORM: PageContent = {
  path: '/platform',
  schema: 'SoftwareApplication',
  seo: {
    title: 'LoRaWAN IoT Platform: build, manage, connect, deploy | LoRaWAN Sensors',
    description:
      'One platform for industrial LoRaWAN fleets: a no-code application builder, developer APIs, device management, cloud integrations, edge computing and bulk hardware provisioning.',
    keywords: ['LoRaWAN platform', 'IoT device management', 'LoRaWAN network server', 'IoT integration'],
  },
  blocks: [
    {
      kind: 'hero',
      eyebrow: 'The platform behind 1M+ devices',
      title: 'The IoT platform built for LoRaWAN fleets',
      lead: 'From the first sensor on a test bench to 10,000 devices across a region: provision, monitor, integrate and analyse your LoRaWAN hardware in one place, on a platform that keeps 99.9% uptime.',
      image: sitePicture(
        'platform',
        "The platform's fleet overview: devices online, uplinks, battery life, a soil moisture chart and a map of the sensors",
      ),
      actions: [{ label: 'Request a Free Trial', primary: true }, { label: 'Schedule a Demo' }],
    },
    {
      kind: 'features',
      title: 'Six modules, one device model',
      lead: 'Every module reads and writes the same devices, so a sensor provisioned in the field shows up in dashboards, workflows and integrations without a second setup.',
      features: [
        {
          tag: 'Both',
          title: 'Application Builder',
          text: 'Drag triggers, conditions and actions into workflows that raise alerts, open work orders and write reports. No code, no deployment pipeline.',
          link: { label: 'Explore the Application Builder', to: '/platform/application-builder' },
        },
        {
          tag: 'Integrators',
          title: 'Developer Tools',
          text: 'REST and WebSocket APIs, SDKs for JavaScript, Python, Go and Java, and webhooks for every uplink, join and alarm.',
          link: { label: 'Explore the Developer Tools', to: '/platform/developer' },
        },
        {
          tag: 'Both',
          title: 'Device Management',
          text: 'Health scores, battery forecasts and firmware updates over the air for every sensor, grouped by site, customer or model.',
          link: { label: 'Explore Device Management', to: '/platform/device-management' },
        },
        {
          tag: 'Integrators',
          title: 'Integration Hub',
          text: 'Stream decoded readings to AWS IoT Core, Azure IoT Hub, Google Cloud IoT or any MQTT broker, set up in minutes.',
          link: { label: 'Explore the Integration Hub', to: '/platform/integration-hub' },
        },
        {
          tag: 'Integrators',
          title: 'Edge Computing',
          text: 'Run filtering, aggregation and alarm logic on the gateway itself, so a site keeps working when its backhaul does not.',
          link: { label: 'Explore Edge Computing', to: '/platform/edge-computing' },
        },
        {
          tag: 'Both',
          title: 'Hardware Provisioning',
          text: 'Scan a QR code or import a CSV of DevEUIs: keys, region and reporting interval are applied before the sensor leaves the box.',
          link: { label: 'Explore Hardware Provisioning', to: '/platform/hardware-provisioning' },
        },
      ],
    },
    {
      kind: 'features',
      title: 'Made for the people who run sensors and the people who build on them',
      tone: 'tinted',
      columns: 2,
      features: [
        {
          tag: 'End customers',
          title: 'For operations teams',
          text: 'Facility managers, farm operators and utility engineers who need answers from their sensors, not another project.',
          bullets: [
            'Dashboards and alerts ready on day one',
            'Workflows built by clicking, not coding',
            'Battery and signal warnings before a device goes silent',
            'Reports sent as PDF or Excel every Monday',
          ],
        },
        {
          tag: 'Integrators',
          title: 'For system integrators and developers',
          text: 'Partners who deliver LoRaWAN projects to many customers and want one platform under all of them.',
          bullets: [
            'Multi-tenant workspaces per customer',
            'APIs, SDKs and webhooks for every object',
            'Bulk provisioning of thousands of devices per day',
            'Edge logic deployed to gateways from one console',
          ],
        },
      ],
    },
    {
      kind: 'features',
      title: 'Why teams move their fleets here',
      columns: 4,
      features: [
        {
          title: 'Provisioned in seconds',
          meta: '< 30 seconds per device',
          text: 'A scan replaces a spreadsheet of keys and a morning of manual registration.',
        },
        {
          title: 'Always on',
          meta: '99.9% platform uptime',
          text: 'Redundant network servers in each region and a 99.99% network uptime SLA on Enterprise.',
        },
        {
          title: 'Secure by default',
          meta: 'AES-128 and AES-256',
          text: 'LoRaWAN session keys end to end, and AES-256 for data at rest and in transit.',
        },
        {
          title: 'Built to scale',
          meta: '1M+ messages per second',
          text: 'The same platform runs a pilot of ten sensors and national deployments in 150+ countries.',
        },
      ],
    },
    {
      kind: 'cta',
      title: 'See your own sensors on the platform',
      text: 'Tell us about your devices and sites, and we will set up a workspace with your hardware already provisioned.',
      actions: [
        { label: 'Contact sales', to: '/contact', primary: true },
        { label: 'View pricing', to: '/pricing' },
      ],
    },
  ],
};
