import type { PageContent } from './page.js';

/**
 * /resources (SPEC §2): documentation, tools, tutorials, case studies, blog posts and webinars. The guides, tutorials,
 * case studies and webinars are blog posts tagged by kind (RESOURCE_TAGS), each card leading to its post; the
 * reference cards lead to the pages they name, and the tools an engineer runs for you say that they are asked for.
 */
export const RESOURCES: PageContent = {
  path: '/resources',
  schema: 'CollectionPage',
  seo: {
    title: 'Resources: docs, tools, tutorials and case studies | LoRaWAN Sensors',
    description:
      'Guides, datasheets, the platform API, coverage and battery studies, tutorials, customer case studies, blog posts and webinars for planning and running LoRaWAN sensor deployments.',
    keywords: ['LoRaWAN documentation', 'LoRaWAN tutorials', 'IoT case studies', 'LoRaWAN webinars'],
  },
  blocks: [
    {
      kind: 'hero',
      eyebrow: 'Resources',
      title: 'Everything you need to plan, deploy and run LoRaWAN',
      lead: 'Guides written by the engineers who build our sensors, studies to size your network, and stories from customers who have done it before you.',
      actions: [
        { label: 'Latest news', to: '/news', primary: true },
        { label: 'Read the blog', to: '/blog' },
      ],
    },
    {
      kind: 'articles',
      source: 'blogs',
      tag: 'guide',
      title: 'Documentation',
      lead: 'Guides from the engineers who build our sensors.',
      limit: 3,
      empty: 'No guides published yet.',
    },
    {
      kind: 'features',
      title: 'Reference',
      tone: 'tinted',
      columns: 3,
      features: [
        {
          title: 'Device datasheets and payload formats',
          text: 'Electrical, mechanical and radio specifications of every sensor, on its page in the catalogue.',
          action: { label: 'Browse datasheets', to: '/marketplace' },
        },
        {
          title: 'Platform API reference',
          text: 'The REST and WebSocket APIs, webhooks and SDKs for integrators and developers, with code samples.',
          action: { label: 'Open the developer page', to: '/platform/developer' },
        },
        {
          title: 'Security and certifications',
          text: 'How devices, keys and data are protected, and the certifications our hardware and platform hold.',
          action: { label: 'Read about security', to: '/security' },
        },
      ],
    },
    {
      kind: 'features',
      title: 'Studies from our engineers',
      lead: 'Run for your site by the engineers who design our radios, on request and free of charge before you buy.',
      columns: 3,
      features: [
        {
          title: 'Coverage study',
          text: 'Gateway range over your terrain and buildings, with the gateways and their positions that cover your site.',
          action: { label: 'Ask for a coverage study' },
        },
        {
          title: 'Battery life estimate',
          text: 'Years of battery life per device for your reporting interval, spreading factor and temperature.',
          action: { label: 'Ask for a battery estimate' },
        },
        {
          title: 'Payload decoding check',
          text: 'Send us a hex uplink from your device and we return it decoded by our device profiles.',
          action: { label: 'Request a decoding check' },
        },
      ],
    },
    {
      kind: 'articles',
      source: 'blogs',
      tag: 'tutorial',
      title: 'Tutorials',
      tone: 'tinted',
      lead: 'Step-by-step builds, from a first alert to an edge function.',
      limit: 3,
      empty: 'No tutorials published yet.',
    },
    {
      kind: 'articles',
      source: 'blogs',
      tag: 'case-study',
      title: 'Case studies',
      lead: 'What customers measured after their deployments.',
      limit: 3,
      empty: 'No case studies published yet.',
    },
    { kind: 'articles', source: 'blogs', title: 'From the blog', tone: 'tinted', lead: 'The latest posts from our engineers.', limit: 3 },
    {
      kind: 'articles',
      source: 'blogs',
      tag: 'webinar',
      title: 'Webinars',
      lead: 'Summaries of our webinars, with how to get each recording.',
      limit: 2,
      empty: 'No webinars published yet.',
    },
  ],
};
