import type { Feature } from '../sections/index.js';

/** SPEC §3's certification record; §4's statuses. */
export interface Certification {
  name: string;
  description: string;
  status: 'Current' | 'Available' | 'In Progress';
}

export const CERTIFICATION_TONE = { Current: 'success', Available: 'info', 'In Progress': 'warning' } as const;

export const SECURITY = {
  seo: {
    title: 'Security: certifications and practices | LoRaWAN Sensors',
    description:
      'How we protect LoRaWAN device data: AES-128 end to end, AES-256 at rest and in transit, ISO 27001 and SOC 2 audits, and the practices behind a 99.9% uptime platform.',
  },
  hero: {
    kind: 'hero' as const,
    eyebrow: 'Security',
    title: 'Security from the sensor to the dashboard',
    lead: 'Your devices sit in plants, pipelines and public streets. We secure every hop their data takes, and we have it checked by independent auditors every year.',
  },
  /** The two sections' headings, also the links of the page's own navigation to them. */
  sections: {
    certifications: { id: 'certifications', title: 'Certifications', lead: 'Independent checks of how we build and run the platform.' },
    practices: { id: 'practices', title: 'Security practices', lead: 'What we do every day to keep your devices and data safe.' },
  },
  certifications: [
    {
      name: 'ISO/IEC 27001',
      description: 'Information security management for the platform, its operations and support, audited yearly.',
      status: 'Current',
    },
    {
      name: 'SOC 2 Type II',
      description: 'Security, availability and confidentiality controls tested over a twelve-month window; report available under NDA.',
      status: 'Current',
    },
    {
      name: 'LoRa Alliance certification',
      description: 'Every sensor model certified for LoRaWAN 1.0.3 or 1.1 in its regional plans.',
      status: 'Current',
    },
    {
      name: 'GDPR data processing agreement',
      description: 'A standard DPA with EU standard contractual clauses for customers who need one.',
      status: 'Available',
    },
    {
      name: 'IEC 62443-4-2',
      description: 'Component security requirements for industrial automation, for our gateways and edge runtime.',
      status: 'In Progress',
    },
  ] satisfies Certification[],
  practices: [
    {
      title: 'Encryption everywhere',
      text: 'AES-128 LoRaWAN session keys from sensor to application server; AES-256 for data at rest and TLS 1.2+ in transit.',
    },
    { title: 'Keys in hardware', text: 'Device root keys live in hardware security modules and are never shown again after import.' },
    {
      title: 'Least privilege',
      text: 'Role-based access for your team, scoped API keys, and staff access that is time-limited, approved and logged.',
    },
    { title: 'Secure development', text: 'Code review on every change, dependency scanning on every build, and a yearly external penetration test.' },
    {
      title: 'Resilient operations',
      text: 'Backups every hour (a recovery point objective of 1 hour), restores tested monthly, and redundancy in every region.',
    },
    {
      title: 'Incident response',
      text: 'A 24/7 on-call team, customer notification within 72 hours of a confirmed breach, and public incident reports on our status page.',
    },
  ] satisfies Feature[],
};
