import type { PageContent } from '../page.js';
import { sitePicture } from '../pictures.js';

/** /platform/network-server (SPEC §2, Platform pages): a dark page; its buttons are inert. */
export const NETWORK_SERVER: PageContent = {
  path: '/platform/network-server',
  schema: 'SoftwareApplication',
  seo: {
    title: 'LoRaWAN Network Server: OTAA, ADR, classes A/B/C | LoRaWAN Sensors',
    description:
      'A carrier-grade LoRaWAN network server for LoRaWAN 1.0.3 and 1.1: OTAA and ABP activation, adaptive data rate, device classes A, B and C, and multicast.',
    keywords: ['LoRaWAN network server', 'LNS', 'OTAA ABP', 'adaptive data rate', 'LoRaWAN multicast'],
  },
  blocks: [
    {
      kind: 'hero',
      tone: 'dark',
      eyebrow: 'Network Server',
      title: 'A LoRaWAN network server built for industrial uptime',
      lead: 'Deduplication, adaptive data rate and downlink scheduling for every gateway you own, on LoRaWAN 1.0.3 and 1.1, backed by a 99.99% network uptime SLA.',
      image: sitePicture('network-server', 'Diagram of sensors reaching three gateways, which forward to a redundant pair of network servers'),
      actions: [{ label: 'Request a Free Trial', primary: true }, { label: 'Talk to an Engineer' }],
    },
    {
      kind: 'features',
      tone: 'dark',
      title: 'Everything the LoRaWAN specification asks for',
      columns: 4,
      features: [
        {
          title: 'OTAA and ABP',
          text: 'Over-the-air activation with per-session keys for new fleets; activation by personalisation for legacy devices you cannot re-flash.',
        },
        {
          title: 'Adaptive data rate',
          text: "ADR tunes each device's spreading factor and power from its recent link margin, extending battery life on devices close to a gateway.",
        },
        {
          title: 'Classes A, B and C',
          text: 'Battery sensors on class A, beacon-synchronised class B for scheduled downlinks, and mains-powered class C actuators that listen continuously.',
        },
        { title: 'Multicast', text: 'One downlink to a whole group: firmware fragments, time sync or a setpoint change for every valve on a site.' },
      ],
    },
    {
      kind: 'metrics',
      metrics: [
        { value: '99.99%', label: 'network uptime SLA' },
        { value: '1M+', label: 'messages per second' },
        { value: 'AES-128', label: 'LoRaWAN end-to-end encryption' },
        { value: '1.0.3 and 1.1', label: 'LoRaWAN versions' },
      ],
    },
    {
      kind: 'features',
      tone: 'dark',
      title: 'Operated like critical infrastructure',
      features: [
        { title: 'Regional redundancy', text: 'Active-active network servers in each region; a failed node is replaced without a single lost join.' },
        { title: 'Every regional plan', text: 'EU868, US915, AU915, AS923, IN865 and KR920 channel plans, selectable per gateway.' },
        { title: 'Packet broker roaming', text: 'Devices keep reporting through partner networks when they travel out of your coverage.' },
      ],
    },
  ],
};
