import type { PageContent } from '../page.js';
import { sitePicture } from '../pictures.js';

/** /solutions/asset-tracking (SPEC §2, Solution pages): adds industry applications and technical specifications. */
export const ASSET_TRACKING: PageContent = {
  path: '/solutions/asset-tracking',
  schema: 'Service',
  seo: {
    title: 'Asset Tracking with LoRaWAN trackers | LoRaWAN Sensors',
    description:
      'Track construction equipment, fleet vehicles and industrial assets with LoRaWAN GPS trackers: geofences, usage hours and theft alerts on batteries that last for years.',
    keywords: ['LoRaWAN asset tracking', 'GPS tracker', 'equipment tracking', 'geofence alerts'],
  },
  blocks: [
    {
      kind: 'hero',
      eyebrow: 'Asset Tracking',
      title: 'Know where every asset is, and whether it is working',
      lead: 'Compact LoRaWAN trackers report position, movement and usage hours from yards, sites and roads, with batteries that outlast the equipment they are bolted to.',
      image: sitePicture('asset-tracking', "A refrigerated trailer's route on a map, with its CT200 cold-chain logger reporting 3.8 °C"),
      actions: [{ label: 'Request a Free Trial', primary: true }, { label: 'Book a Demo' }],
    },
    {
      kind: 'metrics',
      metrics: [
        { value: '40%', label: 'fewer hours spent searching' },
        { value: '5-10 m', label: 'GPS accuracy outdoors' },
        { value: '5+ years', label: 'battery at 4 fixes a day' },
        { value: 'IP67', label: 'rugged enclosure' },
      ],
    },
    {
      kind: 'features',
      title: 'Tracking that pays for itself',
      features: [
        { title: 'Geofences', text: 'Draw yards and sites on the map; get an alert when an asset leaves one outside working hours.' },
        { title: 'Usage hours', text: 'A motion sensor counts running hours, so maintenance follows real use instead of a calendar.' },
        { title: 'Indoor and outdoor', text: 'GPS outside, Wi-Fi and BLE positioning inside warehouses, switched automatically.' },
        { title: 'Tamper alerts', text: 'Removal and shock detection report at once instead of waiting for the next fix.' },
        { title: 'Utilisation reports', text: 'See which machines sit idle and which are overworked, per site and per week.' },
        { title: 'Trip history', text: "Replay an asset's movements for any day in the last year." },
      ],
    },
    {
      kind: 'features',
      title: 'Industry applications',
      tone: 'tinted',
      features: [
        {
          title: 'Construction equipment',
          text: 'Excavators, generators, light towers and site containers, tracked across every job site with engine hours for rental billing.',
        },
        { title: 'Fleet vehicles', text: 'Trailers, service vans and yard tractors, with trip logs and after-hours movement alerts.' },
        { title: 'Industrial assets', text: 'Returnable containers, gas cylinders, pallets and tools moving between plants and customers.' },
      ],
    },
    {
      kind: 'table',
      title: 'Technical specifications',
      caption: 'Asset tracker technical specifications',
      columns: ['Specification', 'Value'],
      rows: [
        ['Positioning', 'GNSS (GPS, Galileo), Wi-Fi sniffing, BLE beacons'],
        ['LoRaWAN', '1.0.3, class A, OTAA; EU868, US915, AU915, AS923'],
        ['Range', 'Up to 15 km rural, 2-5 km urban'],
        ['Battery', '19 Ah lithium, 5+ years at 4 fixes a day'],
        ['Sensors', '3-axis accelerometer, temperature'],
        ['Enclosure', 'IP67, -40 °C to +85 °C'],
        ['Mounting', 'Bolt-on, magnetic or strap'],
      ],
    },
    {
      kind: 'cta',
      title: 'Find your missing equipment',
      text: 'Pilot twenty trackers on your busiest site and see utilisation within a month.',
      actions: [{ label: 'Contact Sales', primary: true }, { label: 'Request a Free Trial' }],
    },
  ],
};
