import type { PageContent } from '../page.js';
import { sitePicture } from '../pictures.js';

/**
 * /solutions/indoor-air-quality (SPEC §2, Solution pages): adds industry applications, the parameters
 * table (range, accuracy, health impact) and the LoRaWAN specifications.
 */
export const INDOOR_AIR_QUALITY: PageContent = {
  path: '/solutions/indoor-air-quality',
  schema: 'Service',
  seo: {
    title: 'Indoor Air Quality monitoring with LoRaWAN | LoRaWAN Sensors',
    description:
      'Wireless indoor air quality sensors for CO2, PM2.5, TVOC, temperature and humidity: healthier rooms and lower ventilation energy in offices, hospitals, schools and plants.',
    keywords: ['indoor air quality', 'CO2 sensor', 'IAQ monitoring', 'LoRaWAN air quality'],
  },
  blocks: [
    {
      kind: 'hero',
      eyebrow: 'Indoor Air Quality',
      title: 'Healthier air in every room, and less energy spent on it',
      lead: 'Battery-powered air quality sensors measure CO2, particles, VOCs, temperature and humidity in every room, and tell your ventilation where fresh air is needed and where it is wasted.',
      image: sitePicture('indoor-air-quality', "An IQ3 CO₂ sensor, with a meeting room's CO₂, temperature, humidity and TVOC readings"),
      actions: [{ label: 'Request a Free Trial', primary: true }, { label: 'Book a Demo' }],
    },
    {
      kind: 'metrics',
      metrics: [
        { value: '25%', label: 'lower HVAC energy use' },
        { value: '15 min', label: 'between readings' },
        { value: '10+ years', label: 'battery life' },
        { value: '5 minutes', label: 'to mount, no wiring' },
      ],
    },
    {
      kind: 'features',
      title: 'More than a CO2 number',
      features: [
        {
          title: 'Room-by-room comfort',
          text: 'A comfort index per room combining CO2, temperature and humidity, on floor plans your facility team already knows.',
        },
        {
          title: 'Demand-controlled ventilation',
          text: 'Readings drive your BMS through BACnet or Modbus, so air handlers run for the people in the room.',
        },
        { title: 'Occupant displays', text: 'Traffic-light screens in meeting rooms and classrooms tell people when to open a window.' },
        { title: 'WELL and RESET reports', text: 'Monthly evidence for WELL and RESET Air certifications, generated automatically.' },
        { title: 'Alerts for facility teams', text: 'Persistent high CO2 or humidity opens a ticket before complaints arrive.' },
        { title: 'Long-term trends', text: 'Compare seasons and buildings, and prove the effect of every ventilation change.' },
      ],
    },
    {
      kind: 'features',
      title: 'Industry applications',
      tone: 'tinted',
      columns: 4,
      features: [
        { title: 'Office buildings', text: 'Right-size ventilation to real occupancy and show tenants the air quality they pay for.' },
        { title: 'Healthcare', text: 'Monitor waiting rooms, wards and clean rooms for CO2, humidity and particle counts.' },
        { title: 'Education', text: 'Keep classroom CO2 under 1,000 ppm, where studies link better air to better concentration.' },
        { title: 'Manufacturing', text: 'Track particles and VOCs near paint lines, welding bays and packaging halls.' },
      ],
    },
    {
      kind: 'table',
      title: 'Measured parameters',
      caption: 'Indoor air quality parameters with range, accuracy and health impact',
      columns: ['Parameter', 'Range', 'Accuracy', 'Health impact'],
      rows: [
        ['CO2', '400-5,000 ppm', '±(30 ppm + 3%)', 'Above 1,000 ppm: drowsiness and poorer concentration'],
        ['PM2.5', '0-1,000 µg/m³', '±10 µg/m³ up to 100 µg/m³', 'Fine particles reach the lungs; linked to respiratory and heart disease'],
        ['PM10', '0-1,000 µg/m³', '±25 µg/m³ up to 100 µg/m³', 'Irritates airways; aggravates asthma'],
        ['TVOC', '0-60,000 ppb', '±15% of reading', 'Headaches and irritation from paints, cleaners and furniture'],
        ['Temperature', '-10 °C to +60 °C', '±0.2 °C', 'Outside 20-24 °C comfort and productivity drop'],
        ['Relative humidity', '0-100% RH', '±2% RH', 'Below 30% dry eyes and airways; above 60% mould growth'],
      ],
    },
    {
      kind: 'table',
      title: 'LoRaWAN specifications',
      caption: 'Indoor air quality sensor LoRaWAN specifications',
      columns: ['Specification', 'Value'],
      rows: [
        ['LoRaWAN version', '1.0.3 and 1.1, class A'],
        ['Activation', 'OTAA (default) or ABP'],
        ['Frequency plans', 'EU868, US915, AU915, AS923, IN865'],
        ['Reporting interval', '15 minutes by default, 1-60 minutes by downlink'],
        ['Range', 'Through 3-4 floors indoors, 2-5 km urban'],
        ['Security', 'AES-128 end to end'],
        ['Power', '2 × AA lithium, 10+ years at 15-minute reporting'],
      ],
    },
    {
      kind: 'cta',
      title: 'Measure one floor first',
      text: 'A ten-sensor kit with a gateway shows you in a week where your building breathes and where it does not.',
      actions: [{ label: 'Contact Sales', primary: true }, { label: 'Request a Sample Report' }],
    },
  ],
};
