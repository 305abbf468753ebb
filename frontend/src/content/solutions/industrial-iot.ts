import type { PageContent } from '../page.js';
import { sitePicture } from '../pictures.js';

/** /solutions/industrial-iot (SPEC §2, Solution pages); its buttons have no handlers. */
export const INDUSTRIAL_IOT: PageContent = {
  path: '/solutions/industrial-iot',
  schema: 'Service',
  seo: {
    title: 'Industrial IoT with LoRaWAN sensors | LoRaWAN Sensors',
    description:
      'Condition monitoring for motors, pumps, compressors and tanks with wireless LoRaWAN sensors that install in minutes, with no cabling through the plant.',
    keywords: ['industrial IoT', 'condition monitoring', 'vibration sensor', 'predictive maintenance'],
  },
  blocks: [
    {
      kind: 'hero',
      eyebrow: 'Industrial IoT',
      title: 'Condition monitoring without running a single cable',
      lead: 'Vibration, temperature, pressure and current sensors magnet-mount on your machines and report through concrete and steel, so maintenance knows which asset will fail next.',
      image: sitePicture('industrial-iot', "A PT16 pressure transmitter on a pipe, with the line's pressure and the pump's vibration"),
      actions: [{ label: 'Request a Free Trial', primary: true }, { label: 'Book a Demo' }],
    },
    {
      kind: 'metrics',
      metrics: [
        { value: '45%', label: 'less unplanned downtime' },
        { value: '< 30 s', label: 'to install and provision a sensor' },
        { value: '10+ years', label: 'battery life' },
        { value: 'IP67', label: 'washdown-proof' },
      ],
    },
    {
      kind: 'features',
      title: 'See trouble coming',
      features: [
        { title: 'Vibration analysis', text: 'RMS velocity and peak acceleration per axis, with ISO 10816 severity zones.' },
        { title: 'Thermal monitoring', text: 'Bearing and motor surface temperatures that catch lubrication failures early.' },
        { title: 'Pressure and flow', text: 'Line pressure and flow for compressed air, hydraulics and process water.' },
        { title: 'Energy per machine', text: 'Clamp-on current sensors show the kilowatt-hours behind every product you make.' },
        { title: 'Work orders', text: 'Alerts open work orders in SAP PM, Maximo or your CMMS through the integration hub.' },
        { title: 'Hazardous areas', text: 'ATEX and IECEx certified variants for Zone 1 and Zone 2.' },
      ],
    },
    {
      kind: 'cta',
      title: 'Start with your ten most critical machines',
      text: 'A pilot kit with sensors, a gateway and a dashboard, running in a day.',
      actions: [{ label: 'Contact Sales', primary: true }, { label: 'Request a Free Trial' }],
    },
  ],
};
