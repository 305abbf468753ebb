import type { PageContent } from '../page.js';
import { sitePicture } from '../pictures.js';

/** /platform/gateway-management (SPEC §2, Platform pages): a dark page; its buttons are inert. */
export const GATEWAY_MANAGEMENT: PageContent = {
  path: '/platform/gateway-management',
  schema: 'SoftwareApplication',
  seo: {
    title: 'LoRaWAN Gateway Management: indoor, outdoor, carrier-grade | LoRaWAN Sensors',
    description:
      'Monitor and update indoor, outdoor and carrier-grade LoRaWAN gateways from one console: backhaul status, packet statistics, remote configuration and firmware.',
    keywords: ['LoRaWAN gateway management', 'gateway monitoring', 'carrier-grade gateway', 'outdoor LoRaWAN gateway'],
  },
  blocks: [
    {
      kind: 'hero',
      tone: 'dark',
      eyebrow: 'Gateway Management',
      title: 'Keep every LoRaWAN gateway online and up to date',
      lead: "See each gateway's backhaul, temperature and packet counts the moment they change, and push configuration or firmware to one gateway or a thousand.",
      image: sitePicture('gateway-management', 'An outdoor LoRaWAN gateway on a mast with its antenna and solar panel'),
      actions: [{ label: 'Request a Free Trial', primary: true }, { label: 'Request the Gateway Guide' }],
    },
    {
      kind: 'features',
      tone: 'dark',
      title: 'Every type of gateway, one console',
      features: [
        {
          tag: 'Indoor',
          title: 'Indoor gateways',
          text: 'Eight-channel gateways for offices, plants and warehouses, powered over Ethernet, reaching 2-5 km through dense urban streets.',
          bullets: ['PoE and Wi-Fi backhaul', 'Plug-and-play registration', 'Up to 2,000 sensors each'],
        },
        {
          tag: 'Outdoor',
          title: 'Outdoor gateways',
          text: 'IP67 enclosures for masts and rooftops, with cellular backhaul and solar options for farms and remote assets.',
          bullets: ['Range up to 15 km rural', 'LTE-M and Ethernet failover', 'GPS for class B beacons'],
        },
        {
          tag: 'Carrier-grade',
          title: 'Carrier-grade gateways',
          text: 'Sixteen- and 64-channel base stations for operators and cities, with fine timestamping and redundant power.',
          bullets: ['10,000+ sensors per gateway', 'Geolocation-ready timestamps', 'Hot-swappable power supplies'],
        },
      ],
    },
    {
      kind: 'features',
      tone: 'dark',
      title: 'What you see and control',
      columns: 4,
      features: [
        { title: 'Live status', text: 'Connected, degraded or offline, with the backhaul in use and its latency.' },
        { title: 'Packet statistics', text: 'Received, forwarded and dropped packets per channel, and the noise floor over time.' },
        { title: 'Remote configuration', text: 'Channel plans, packet forwarder settings and VPN keys, applied without a site visit.' },
        { title: 'Firmware updates', text: 'Staged rollouts with automatic rollback when a gateway does not check in after the update.' },
      ],
    },
  ],
};
