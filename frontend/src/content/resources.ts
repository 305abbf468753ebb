import type { PageContent } from './page.js';

/** /resources (SPEC §2): documentation, tools, tutorials, case studies, blog posts and webinars; its buttons are inert. */
export const RESOURCES: PageContent = {
  path: '/resources',
  schema: 'CollectionPage',
  seo: {
    title: 'Resources: docs, tools, tutorials and case studies | LoRaWAN Sensors',
    description:
      'Documentation, coverage and battery tools, tutorials, customer case studies, blog posts and webinars for planning and running LoRaWAN sensor deployments.',
    keywords: ['LoRaWAN documentation', 'LoRaWAN tutorials', 'IoT case studies', 'LoRaWAN webinars'],
  },
  blocks: [
    {
      kind: 'hero',
      eyebrow: 'Resources',
      title: 'Everything you need to plan, deploy and run LoRaWAN',
      lead: 'Guides written by the engineers who build our sensors, tools to size your network, and stories from customers who have done it before you.',
      actions: [
        { label: 'Latest news', to: '/news', primary: true },
        { label: 'Read the blog', to: '/blog' },
      ],
    },
    {
      kind: 'features',
      title: 'Documentation',
      columns: 3,
      features: [
        {
          title: 'Getting started guide',
          text: 'From unboxing a gateway to your first sensor on a dashboard, in about an hour.',
          action: { label: 'Read the guide' },
        },
        {
          title: 'Device datasheets and payload formats',
          text: 'Electrical, mechanical and radio specifications, and the byte layout of every uplink.',
          action: { label: 'Browse datasheets' },
        },
        {
          title: 'Platform API reference',
          text: 'Endpoints, webhooks and SDK guides for integrators and developers.',
          action: { label: 'Open the reference' },
        },
      ],
    },
    {
      kind: 'features',
      title: 'Tools',
      tone: 'tinted',
      columns: 3,
      features: [
        {
          title: 'Coverage planner',
          text: 'Estimate gateway range over real terrain and buildings before you buy hardware.',
          action: { label: 'Open the planner' },
        },
        {
          title: 'Battery life calculator',
          text: 'Enter reporting interval, spreading factor and temperature to see years of battery life.',
          action: { label: 'Calculate' },
        },
        {
          title: 'Payload decoder playground',
          text: 'Paste a hex uplink and see it decoded by any of our device profiles.',
          action: { label: 'Try the decoder' },
        },
      ],
    },
    {
      kind: 'features',
      title: 'Tutorials',
      columns: 3,
      features: [
        {
          title: 'Build a cold-chain alert in 15 minutes',
          meta: 'Beginner · 15 min',
          text: 'Temperature probes, a threshold workflow and SMS alerts for a cold room.',
          action: { label: 'Start tutorial' },
        },
        {
          title: 'Stream readings to AWS IoT Core',
          meta: 'Intermediate · 30 min',
          text: 'Set up the connector, route data to Timestream and chart it in Grafana.',
          action: { label: 'Start tutorial' },
        },
        {
          title: 'Write an edge function in Python',
          meta: 'Advanced · 45 min',
          text: 'Downsample vibration data on the gateway and send only anomalies.',
          action: { label: 'Start tutorial' },
        },
      ],
    },
    {
      kind: 'features',
      title: 'Case studies',
      tone: 'tinted',
      columns: 3,
      features: [
        {
          tag: 'Agriculture',
          title: 'Vineyard cuts irrigation water by 30%',
          text: 'Soil probes at three depths across 120 hectares replaced a fixed watering schedule.',
          action: { label: 'Read the case study' },
        },
        {
          tag: 'Utilities',
          title: 'Water utility finds leaks in days, not months',
          text: '4,000 meters and 60 pressure loggers brought non-revenue water down by a fifth.',
          action: { label: 'Read the case study' },
        },
        {
          tag: 'Manufacturing',
          title: 'Plant avoids two line stoppages in its first quarter',
          text: 'Vibration sensors on 80 pumps flagged failing bearings weeks ahead.',
          action: { label: 'Read the case study' },
        },
      ],
    },
    { kind: 'articles', source: 'blogs', title: 'From the blog', lead: 'The latest posts from our engineers.', limit: 3 },
    {
      kind: 'features',
      title: 'Webinars',
      tone: 'tinted',
      columns: 2,
      features: [
        {
          title: 'Planning a city-wide LoRaWAN network',
          meta: 'On demand · 45 min',
          text: 'Gateway siting, capacity planning and what to ask your integrator.',
          action: { label: 'Watch the recording' },
        },
        {
          title: 'Predictive maintenance without a data science team',
          meta: 'On demand · 40 min',
          text: 'How built-in models spot failing machines from vibration and temperature.',
          action: { label: 'Watch the recording' },
        },
      ],
    },
  ],
};
