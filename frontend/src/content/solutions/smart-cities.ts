import type { PageContent } from '../page.js';
import { sitePicture } from '../pictures.js';

/** /solutions/smart-cities (SPEC §2, Solution pages); its buttons have no handlers. */
export const SMART_CITIES: PageContent = {
  path: '/solutions/smart-cities',
  schema: 'Service',
  seo: {
    title: 'Smart Cities with LoRaWAN sensors | LoRaWAN Sensors',
    description:
      'City-wide LoRaWAN networks for parking, waste bins, street lighting, flood levels and air quality, covering a district from a handful of rooftop gateways.',
    keywords: ['smart city', 'LoRaWAN smart parking', 'waste bin sensor', 'flood monitoring'],
  },
  blocks: [
    {
      kind: 'hero',
      eyebrow: 'Smart Cities',
      title: 'City services that respond to what is happening on the street',
      lead: 'Bins emptied when they are full, drains checked before they flood, lights dimmed when streets are empty: one LoRaWAN network carries it all, with 2-5 km urban range per gateway.',
      image: sitePicture('smart-cities', 'A WL10 ultrasonic level sensor over a storm drain, with live water level and street light readings'),
      actions: [{ label: 'Request a Free Trial', primary: true }, { label: 'Book a Demo' }],
    },
    {
      kind: 'metrics',
      metrics: [
        { value: '35%', label: 'fewer waste collection trips' },
        { value: '2-5 km', label: 'urban range per gateway' },
        { value: '10,000+', label: 'sensors per gateway' },
        { value: '99.99%', label: 'network uptime SLA' },
      ],
    },
    {
      kind: 'features',
      title: 'One network, many services',
      features: [
        { title: 'Smart parking', text: 'In-ground sensors show free bays on signs and apps, and cut the traffic of drivers circling the block.' },
        { title: 'Waste bin levels', text: 'Fill sensors plan collection routes around full bins instead of fixed rounds.' },
        { title: 'Flood and drain levels', text: 'Radar level sensors in rivers and storm drains warn crews before the water reaches the road.' },
        { title: 'Street lighting', text: 'Lamp controllers dim by schedule and report faults without night patrols.' },
        { title: 'Air quality', text: 'PM2.5, NO2 and ozone readings per street for public dashboards and low-emission zones.' },
        { title: 'Open data', text: 'Publish anonymised readings to your city data portal through the API.' },
      ],
    },
    {
      kind: 'cta',
      title: 'Plan a district pilot',
      text: 'We survey coverage, mount the gateways and hand over a running network with the first two services.',
      actions: [{ label: 'Contact Sales', primary: true }, { label: 'Request a Free Trial' }],
    },
  ],
};
