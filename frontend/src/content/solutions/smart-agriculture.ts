import type { PageContent } from '../page.js';
import { sitePicture } from '../pictures.js';

/** /solutions/smart-agriculture (SPEC §2, Solution pages); its buttons have no handlers. */
export const SMART_AGRICULTURE: PageContent = {
  path: '/solutions/smart-agriculture',
  schema: 'Service',
  seo: {
    title: 'Smart Agriculture with LoRaWAN sensors | LoRaWAN Sensors',
    description:
      'Soil moisture, weather and tank-level sensors that cover whole farms from one gateway, with irrigation alerts and 10+ years of battery life in the field.',
    keywords: ['smart agriculture', 'soil moisture sensor', 'LoRaWAN farming', 'precision irrigation'],
  },
  blocks: [
    {
      kind: 'hero',
      eyebrow: 'Smart Agriculture',
      title: 'Irrigate by measurement, not by calendar',
      lead: 'Soil probes at three depths, microclimate stations and tank sensors report every 15 minutes across up to 15 km of open fields, so you water the blocks that need it and nothing else.',
      image: sitePicture(
        'smart-agriculture',
        "An SP4 multi-depth soil probe in a vineyard, with its latest soil moisture reading and the day's irrigation plan",
      ),
      actions: [{ label: 'Request a Free Trial', primary: true }, { label: 'Book a Demo' }],
    },
    {
      kind: 'metrics',
      metrics: [
        { value: '30%', label: 'less irrigation water' },
        { value: '15 km', label: 'rural range per gateway' },
        { value: '10+ years', label: 'battery life' },
        { value: 'IP67', label: 'buried and field-proof' },
      ],
    },
    {
      kind: 'features',
      title: 'Built for the field',
      features: [
        {
          title: 'Soil moisture at depth',
          text: 'Capacitive probes read volumetric water content at 10, 30 and 60 cm, showing whether water reaches the roots or drains past them.',
        },
        { title: 'Frost and heat alerts', text: 'Canopy-level temperature and humidity trigger texts before frost forms or heat stress sets in.' },
        { title: 'Tank and trough levels', text: 'Ultrasonic level sensors on water tanks and livestock troughs save daily drive-arounds.' },
        { title: 'Irrigation control', text: 'Class C valve controllers open and close on a schedule or when soil moisture falls below a setpoint.' },
        { title: 'Rain and evapotranspiration', text: 'Weather stations feed local ET estimates into irrigation schedules.' },
        { title: 'Field maps', text: 'Readings on a satellite map of your blocks, coloured by moisture, for the morning walk-through.' },
      ],
    },
    {
      kind: 'cta',
      title: 'Start with one block this season',
      text: 'A starter kit of six soil probes and a solar gateway covers a 40-hectare block.',
      actions: [{ label: 'Contact Sales', primary: true }, { label: 'Request a Free Trial' }],
    },
  ],
};
