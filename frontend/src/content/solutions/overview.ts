import type { PageContent } from '../page.js';
import { sitePicture } from '../pictures.js';

/** /solutions: the six industries (SPEC §2). */
export const SOLUTIONS: PageContent = {
  path: '/solutions',
  schema: 'CollectionPage',
  seo: {
    title: 'LoRaWAN solutions for six industries | LoRaWAN Sensors',
    description:
      'LoRaWAN sensor solutions for industrial IoT, asset tracking, smart agriculture, smart cities, energy and utilities, and indoor air quality, each with hardware and software that fit.',
    keywords: ['LoRaWAN solutions', 'IoT solutions by industry'],
  },
  blocks: [
    {
      kind: 'hero',
      eyebrow: 'Solutions',
      title: 'LoRaWAN solutions for the industries we know best',
      lead: 'Six industries where long range and long battery life change what is worth measuring. Each solution pairs sensors we build with platform features made for that work.',
      image: sitePicture(
        'solutions',
        'Six of our LoRaWAN sensors, one for each industry: soil moisture, cold-chain temperature, ultrasonic level, pipe pressure, CO₂ and radar level',
      ),
      actions: [{ label: 'Talk to an industry specialist', to: '/contact', primary: true }],
    },
    {
      kind: 'features',
      title: 'Choose your industry',
      features: [
        {
          title: 'Industrial IoT',
          text: 'Wireless condition monitoring for motors, pumps and compressors, installed without cabling.',
          link: { label: 'Industrial IoT solution', to: '/solutions/industrial-iot' },
        },
        {
          title: 'Asset Tracking',
          text: 'GPS trackers for equipment, vehicles and containers with geofences and usage hours.',
          link: { label: 'Asset Tracking solution', to: '/solutions/asset-tracking' },
        },
        {
          title: 'Smart Agriculture',
          text: 'Soil, weather and tank sensors across whole farms, with irrigation alerts.',
          link: { label: 'Smart Agriculture solution', to: '/solutions/smart-agriculture' },
        },
        {
          title: 'Smart Cities',
          text: 'Parking, waste, lighting and flood sensors on one city-wide network.',
          link: { label: 'Smart Cities solution', to: '/solutions/smart-cities' },
        },
        {
          title: 'Energy & Utilities',
          text: 'Meter reading, leak detection and substation monitoring deep indoors and underground.',
          link: { label: 'Energy & Utilities solution', to: '/solutions/energy-utilities' },
        },
        {
          title: 'Indoor Air Quality',
          text: 'CO2, particle and VOC sensors that steer ventilation room by room.',
          link: { label: 'Indoor Air Quality solution', to: '/solutions/indoor-air-quality' },
        },
      ],
    },
    {
      kind: 'metrics',
      metrics: [
        { value: '1M+', label: 'devices deployed' },
        { value: '150+', label: 'countries' },
        { value: '15 km', label: 'rural range' },
        { value: '10+ years', label: 'battery life' },
      ],
    },
    {
      kind: 'cta',
      title: 'Not sure which fits?',
      text: 'Describe what you need to measure; we reply within 24 hours with the sensors and plan that fit.',
      actions: [
        { label: 'Contact sales', to: '/contact', primary: true },
        { label: 'Browse sensors', to: '/marketplace' },
      ],
    },
  ],
};
