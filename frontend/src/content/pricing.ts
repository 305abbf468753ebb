import { contactTopicPath } from '@lora/api';

/** SPEC §9's plans, calculator and FAQ. A plan's price is in US dollars, or a word when it has none. */
export const PLANS = [
  {
    name: 'Starter',
    price: '49',
    period: '/month',
    covers: { devices: 50, messages: 1_000_000 },
    features: ['50 devices', '1M messages per month', '30 days data retention', '10K API calls/day', '3 dashboards', '99% uptime SLA'],
    cta: { label: 'Request a free trial', to: contactTopicPath('Pricing, Starter plan: Request a free trial') },
  },
  {
    name: 'Professional',
    price: '199',
    period: '/month',
    covers: { devices: 500, messages: 10_000_000 },
    popular: true,
    features: [
      '500 devices',
      '10M messages per month',
      '1 year data retention',
      '100K API calls/day',
      '10 dashboards',
      '99.5% uptime SLA',
      '24/7 support',
    ],
    cta: { label: 'Request a free trial', to: contactTopicPath('Pricing, Professional plan: Request a free trial') },
  },
  {
    name: 'Enterprise',
    price: '799',
    period: '/month',
    covers: { devices: 5_000, messages: 100_000_000 },
    features: [
      '5,000 devices',
      '100M messages per month',
      '3 years data retention',
      '1M API calls/day',
      'Unlimited dashboards',
      'White-label',
      'AI/ML analytics',
      '99.9% uptime SLA',
    ],
    cta: { label: 'Contact sales', to: contactTopicPath('Pricing, Enterprise plan: Contact sales') },
  },
  {
    name: 'Custom',
    price: 'Custom',
    period: '',
    features: ['Unlimited devices', 'Unlimited messages', 'Custom retention', 'Dedicated infrastructure', 'Custom SLA'],
    cta: { label: 'Contact sales', to: contactTopicPath('Pricing, Custom plan: Contact sales') },
  },
] as const;

export const COMPARISON = {
  caption: 'Plan comparison',
  columns: ['Feature', 'Starter', 'Professional', 'Enterprise', 'Custom'],
  rows: [
    ['Devices', '50', '500', '5,000', 'Unlimited'],
    ['Messages per month', '1M', '10M', '100M', 'Unlimited'],
    ['Data retention', '30 days', '1 year', '3 years', 'Custom'],
    ['API calls per day', '10K', '100K', '1M', 'Unlimited'],
    ['Dashboards', '3', '10', 'Unlimited', 'Unlimited'],
    ['Uptime SLA', '99%', '99.5%', '99.9%', 'Custom'],
    ['Support', 'E-mail', '24/7', '24/7 with account manager', 'Dedicated team'],
    ['White-label', '—', '—', 'Yes', 'Yes'],
    ['AI/ML analytics', '—', '—', 'Yes', 'Yes'],
  ],
};

export const PRICING_FAQ = [
  { question: 'Can I change plans later?', answer: 'Yes. A plan change takes effect at once, and the difference is prorated on your next invoice.' },
  { question: 'Is there a discount for paying yearly?', answer: 'Annual plans get 20% off the monthly price.' },
  { question: 'Can I try it first?', answer: 'Every plan starts with a 30-day free trial, and no card is needed to begin.' },
  {
    question: 'What counts as a message?',
    answer: 'Every uplink a device sends through the network server counts as one message; downlinks and API calls do not.',
  },
];

/** The calculator's two sliders: their label, range, step and starting value. */
export const CALCULATOR = {
  devices: { label: 'Devices', min: 1, max: 10_000, step: 1, initial: 100 },
  messages: { label: 'Messages per month', min: 1_000, max: 10_000_000, step: 1_000, initial: 100_000 },
} as const;

/** The pricing page's words: its head, its opening and its sections' headings. */
export const PRICING = {
  seo: {
    title: 'Pricing: plans from $49 a month | LoRaWAN Sensors',
    description:
      'Simple plans for LoRaWAN fleets of every size: Starter $49, Professional $199, Enterprise $799 a month, or a custom plan. 30-day free trial, no card needed.',
  },
  hero: {
    title: 'Pricing that grows with your fleet',
    lead: 'Start with 50 devices, scale to thousands. Every plan includes the network server, device management and the API; pay for the messages you send.',
  },
  calculator: {
    title: 'Estimate your monthly cost',
    lead: 'Move the sliders to your fleet: the estimate follows the usage-based rate, never below the Starter price.',
    /** What the estimate is, beside the plan named under it. */
    explained:
      'The estimate is pay-as-you-go: $2 per device and $0.10 per 1,000 messages, billed as used. A plan is a fixed monthly price for up to its devices and messages.',
  },
  plans: { title: 'Plans' },
  comparison: { title: 'Compare plans' },
  faq: { title: 'Frequently asked questions' },
};

/**
 * A slider's value from the address (`/pricing?devices=…&messages=…`, what the calculator's form sends without the
 * app): a number within the slider's range, on its step; anything else gives the starting value.
 */
export function calculatorValue(name: keyof typeof CALCULATOR, raw: string | null): number {
  const { min, max, step, initial } = CALCULATOR[name];
  const value = Number(raw);
  if (!raw || !Number.isFinite(value)) return initial;
  return Math.min(max, Math.max(min, Math.round(value / step) * step));
}

/**
 * The smallest plan whose devices and messages cover a fleet: Starter, Professional or Enterprise, or the Custom
 * plan above Enterprise's.
 */
export function coveringPlan(devices: number, messages: number): (typeof PLANS)[number] {
  return PLANS.find((plan) => !('covers' in plan) || (devices <= plan.covers.devices && messages <= plan.covers.messages))!;
}

/** SPEC §9: 2 × devices + 0.1 × floor(messages / 1000), at least $49 a month. */
export function monthlyEstimate(devices: number, messages: number): number {
  return Math.max(49, 2 * devices + 0.1 * Math.floor(messages / 1000));
}

/** Message counts as K or M. */
export function formatMessages(messages: number): string {
  if (messages >= 1_000_000) return `${+(messages / 1_000_000).toFixed(1)}M`;
  if (messages >= 1_000) return `${+(messages / 1_000).toFixed(1)}K`;
  return String(messages);
}
