import type { PageContent } from '../page.js';
import { sitePicture } from '../pictures.js';

/** /platform/device-registry (SPEC §2, Platform pages): a dark page; its buttons are inert. */
export const DEVICE_REGISTRY: PageContent = {
  path: '/platform/device-registry',
  schema: 'SoftwareApplication',
  seo: {
    title: 'Device Registry: the lifecycle of every LoRaWAN device | LoRaWAN Sensors',
    description:
      'One registry for every LoRaWAN device from provisioning to retirement: keys, profiles, ownership and history, with lifecycle states your whole team can trust.',
    keywords: ['LoRaWAN device registry', 'IoT device lifecycle', 'DevEUI registry', 'device decommissioning'],
  },
  blocks: [
    {
      kind: 'hero',
      tone: 'dark',
      eyebrow: 'Device Registry',
      title: 'One record for each device, from first join to retirement',
      lead: "The registry holds every device's identity, keys, profile, owner and history, so support, finance and field teams look at the same truth.",
      image: sitePicture('device-registry', 'A row of LoRaWAN sensors, each labelled with its lifecycle state'),
      actions: [{ label: 'Request a Free Trial', primary: true }, { label: 'Request a Sample Record' }],
    },
    {
      kind: 'steps',
      tone: 'dark',
      title: 'Four lifecycle steps',
      steps: [
        { title: 'Provisioning', text: 'The DevEUI, JoinEUI and AppKey are registered and the device is bound to a profile and an owner.' },
        { title: 'Activation', text: 'The first successful join is recorded with the gateway, signal and time, and the device becomes live.' },
        { title: 'Operation', text: 'Firmware versions, configuration changes, moves and battery swaps are logged against the device.' },
        { title: 'Retirement', text: 'Keys are revoked, data is kept for its retention period, and the DevEUI can never rejoin by mistake.' },
      ],
    },
    {
      kind: 'features',
      tone: 'dark',
      title: 'Built for audits and hand-overs',
      features: [
        { title: 'Keys kept safe', text: 'Root keys are stored in a hardware security module and never shown again after import.' },
        { title: 'Ownership transfer', text: 'Move devices between customers or integrators with a signed hand-over, without re-provisioning.' },
        { title: 'Complete history', text: 'Every state change with who, when and why, exportable for ISO 27001 and customer audits.' },
      ],
    },
  ],
};
