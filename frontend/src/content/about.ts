import type { PageContent } from './page.js';

/** /about: mission, vision, stats, values, recognition and presence (SPEC §2). */
export const ABOUT: PageContent = {
  path: '/about',
  schema: 'AboutPage',
  seo: {
    title: 'About us: the team behind the sensors | LoRaWAN Sensors',
    description:
      'We design industrial LoRaWAN sensors and the platform that runs them. Our mission, our values, and where our engineers and partners work in 150+ countries.',
  },
  blocks: [
    {
      kind: 'hero',
      eyebrow: 'About us',
      title: 'We make sensors that keep reporting when nobody is watching',
      lead: 'Engineers who spent years climbing pump stations and grain silos to replace dead batteries started this company. Everything we design since is meant to be installed once and trusted for a decade.',
      actions: [{ label: 'Contact us', to: '/contact', primary: true }],
    },
    {
      kind: 'features',
      title: 'Why we exist',
      columns: 2,
      features: [
        {
          tag: 'Mission',
          title: 'Make industrial sensing simple enough to use everywhere',
          text: 'We build rugged LoRaWAN hardware and a platform that turns its readings into decisions, so any plant, farm or city can measure what matters without a project team of its own.',
        },
        {
          tag: 'Vision',
          title: 'Every physical asset reporting its own condition',
          text: 'We see a world where a pump, a pipe or a field tells you it needs attention before it fails, and where that costs less than the truck roll it replaces.',
        },
      ],
    },
    {
      kind: 'metrics',
      title: 'By the numbers',
      metrics: [
        { value: '1M+', label: 'devices connected' },
        { value: '150+', label: 'countries' },
        { value: '99.9%', label: 'platform uptime' },
        { value: '24 h', label: 'reply to every enquiry' },
      ],
    },
    {
      kind: 'features',
      title: 'What we value',
      columns: 4,
      features: [
        {
          title: 'Built to last',
          text: 'We test every design for ten years of field life: thermal cycling, salt fog and drop tests before anything ships.',
        },
        {
          title: 'Open standards',
          text: 'LoRaWAN 1.0.3 and 1.1, documented payloads and open APIs. Our devices work with other network servers too.',
        },
        { title: 'Honest numbers', text: 'Battery and range figures come from field deployments, not from a lab with a clear line of sight.' },
        { title: 'Customers in the loop', text: 'Roadmaps are set with the people who install our devices; our engineers answer support tickets.' },
      ],
    },
    {
      kind: 'features',
      title: 'Recognition',
      tone: 'tinted',
      features: [
        {
          title: 'LoRa Alliance certified',
          meta: 'Every sensor model',
          text: 'Each device we ship passes LoRa Alliance certification for LoRaWAN 1.0.3 or 1.1 in its regional plans.',
        },
        { title: 'ISO 27001 and SOC 2 Type II', meta: 'Platform', text: 'Our platform operations are independently audited every year.' },
        {
          title: 'IoT Breakthrough Award',
          meta: 'Industrial IoT Solution of the Year',
          text: 'Recognised for bringing predictive maintenance to mid-sized manufacturers with wireless retrofits.',
        },
      ],
    },
    {
      kind: 'features',
      title: 'Where we are',
      lead: 'Engineering, support and partners close to our customers.',
      columns: 4,
      features: [
        { title: 'North America', text: 'Headquarters and hardware engineering in California; field support across the US and Canada.' },
        { title: 'Europe', text: 'Platform engineering and the EU868 certification lab in the Netherlands.' },
        { title: 'Asia-Pacific', text: 'Manufacturing partners and AS923 and AU915 support from Singapore and Sydney.' },
        { title: 'Partners worldwide', text: 'Certified integrators deploy our sensors in 150+ countries.' },
      ],
    },
    {
      kind: 'cta',
      title: "Let's measure something together",
      text: 'Tell us about your site, and an engineer will reply within 24 hours.',
      actions: [
        { label: 'Contact sales', to: '/contact', primary: true },
        { label: 'See the platform', to: '/platform' },
      ],
    },
  ],
};
