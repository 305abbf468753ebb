import type { PageContent } from './page.js';
import { SITE } from '../lib/site.js';

/** SPEC §9's legal constants, stated once and quoted by both documents. */
export const LEGAL = {
  lastUpdated: 'January 20, 2025',
  minimumAge: 16,
  retention: { deviceData: '7 years', supportCommunications: '3 years', securityLogs: '1 year' },
  sla: { uptime: '99.9%', apiLatency: 'under 200ms for 95% of requests', recoveryPointObjective: '1 hour' },
  payment: { dueDays: 30, lateInterest: '1.5% per month', suspensionDays: 60 },
  termination: { noticeDays: 30, exportDays: 90 },
  liabilityCapMonths: 12,
  governingLaw: 'California',
  /** The gateway's PRIVACY_EMAIL and LEGAL_EMAIL, written into the page as it is sent. */
  privacyEmail: SITE.privacyEmail,
  legalEmail: SITE.legalEmail,
} as const;

/** /privacy-policy (SPEC §2, Legal and status pages; §9). */
export const PRIVACY_POLICY: PageContent = {
  path: '/privacy-policy',
  schema: 'WebPage',
  seo: {
    title: 'Privacy Policy | LoRaWAN Sensors',
    description: `How ${SITE.name} collects, uses, keeps and protects personal data and device data from our website, sensors and IoT platform, and the rights you have over it.`,
  },
  blocks: [
    {
      kind: 'hero',
      title: 'Privacy Policy',
      lead: 'What we collect when you use our website, sensors and platform, why we collect it, how long we keep it, and how to reach us about it.',
    },
    {
      kind: 'prose',
      note: `Last updated: ${LEGAL.lastUpdated}`,
      sections: [
        {
          heading: '1. Who we are',
          paragraphs: [
            `${SITE.name} designs industrial LoRaWAN sensors and operates the IoT platform that manages them. This policy covers our website, the platform and its APIs, and the support we provide. For the platform, we act as a processor of the device data our customers collect, and as a controller of the account and billing data we need to serve them.`,
          ],
        },
        {
          heading: '2. What we collect',
          bullets: [
            'Account data: name, business e-mail, company, role and password hash.',
            'Enquiry data: what you write in our contact and demo forms, including your industry and project description.',
            'Device data: sensor readings, device identifiers (DevEUI), gateway metadata such as signal strength, and the location of devices where a customer records it.',
            'Usage data: pages visited, API calls made, and the browser and network details needed to deliver them.',
            'Billing data: invoices and payment references; card numbers are held by our payment provider, never by us.',
          ],
        },
        {
          heading: '3. How we use it',
          bullets: [
            'To run the platform: receive, decode, store and display device data for the customer who owns it.',
            'To answer enquiries, usually within 24 hours, and to provide support.',
            'To secure the service: detect abuse, investigate incidents and keep audit trails.',
            'To bill for the service and meet tax and accounting obligations.',
            'To improve the product from aggregated, de-identified usage statistics.',
          ],
          paragraphs: ['We do not sell personal data, and we do not use device data to advertise to anyone.'],
        },
        {
          heading: '4. How long we keep it',
          bullets: [
            `Device data: ${LEGAL.retention.deviceData}, or less when the customer's plan or instructions set a shorter period.`,
            `Support communications: ${LEGAL.retention.supportCommunications} after the ticket is closed.`,
            `Security logs: ${LEGAL.retention.securityLogs}.`,
            'Account and billing data: for as long as the account is open, then as long as tax law requires.',
          ],
        },
        {
          heading: '5. Security',
          paragraphs: [
            'Data travels over LoRaWAN with AES-128 encryption from the sensor, and is encrypted with AES-256 at rest and in transit within the platform. Access is limited to the staff who need it, protected by multi-factor authentication and logged.',
          ],
        },
        {
          heading: '6. Sharing',
          paragraphs: [
            'We share data only with sub-processors that host and operate the service (cloud hosting, e-mail delivery, payment processing), under contracts that hold them to this policy, and with authorities when the law requires it. The current list of sub-processors is available on request.',
          ],
        },
        {
          heading: '7. Your rights',
          paragraphs: [
            `You may ask to see, correct, export or delete your personal data, or object to how we use it. Write to ${LEGAL.privacyEmail}; we answer within 30 days. If you are in the EU or UK you may also complain to your data protection authority.`,
          ],
        },
        {
          heading: '8. Children',
          paragraphs: [
            `Our services are for businesses and are not directed at children. We do not knowingly collect personal data from anyone under ${LEGAL.minimumAge}; if we learn we have, we delete it.`,
          ],
        },
        {
          heading: '9. Changes and contact',
          paragraphs: [
            `We announce material changes to this policy by e-mail to account owners at least 30 days before they take effect. Questions: ${LEGAL.privacyEmail}.`,
          ],
        },
      ],
    },
  ],
};

/** /terms-of-service (SPEC §2, Legal and status pages; §9). */
export const TERMS_OF_SERVICE: PageContent = {
  path: '/terms-of-service',
  schema: 'WebPage',
  seo: {
    title: 'Terms of Service | LoRaWAN Sensors',
    description: `The terms for using the ${SITE.name} IoT platform and APIs: service levels, payment, termination and data export, liability and governing law.`,
  },
  blocks: [
    {
      kind: 'hero',
      title: 'Terms of Service',
      lead: 'The agreement between your organisation and us for the platform, its APIs and the support that comes with them.',
    },
    {
      kind: 'prose',
      note: `Last updated: ${LEGAL.lastUpdated}`,
      sections: [
        {
          heading: '1. Agreement',
          paragraphs: [
            'By creating an account or using the platform you accept these terms on behalf of your organisation. If an order form signed with us says otherwise, the order form prevails.',
          ],
        },
        {
          heading: '2. The service',
          paragraphs: [
            'We provide the LoRaWAN network server, device management, integrations, analytics and APIs described for your plan. Hardware is sold under separate sales terms and its own warranty.',
          ],
        },
        {
          heading: '3. Your responsibilities',
          bullets: [
            'Keep your credentials and API keys secret, and tell us at once if they are compromised.',
            'Use the service lawfully, including radio regulations for the regions where your devices operate.',
            'Do not probe, overload or reverse-engineer the platform, or resell it without a partner agreement.',
          ],
        },
        {
          heading: '4. Service levels',
          bullets: [
            `Availability: ${LEGAL.sla.uptime} uptime each calendar month, excluding scheduled maintenance announced at least 48 hours ahead.`,
            `API performance: response times ${LEGAL.sla.apiLatency}.`,
            `Recovery point objective: ${LEGAL.sla.recoveryPointObjective}.`,
          ],
          paragraphs: [
            'If we miss the availability target, you receive service credits as set out in your plan; credits are your sole remedy for missed service levels.',
          ],
        },
        {
          heading: '5. Fees and payment',
          bullets: [
            `Invoices are due within ${LEGAL.payment.dueDays} days of issue.`,
            `Late amounts bear interest of ${LEGAL.payment.lateInterest}, or the highest rate the law allows if lower.`,
            `We may suspend the service when an invoice is ${LEGAL.payment.suspensionDays}+ days overdue, after written notice.`,
          ],
        },
        {
          heading: '6. Your data',
          paragraphs: [
            'You own the device data you send to the platform. You grant us the rights needed to host, process and display it for you, as described in our Privacy Policy.',
          ],
        },
        {
          heading: '7. Term and termination',
          bullets: [
            `Either party may end the agreement with ${LEGAL.termination.noticeDays} days' written notice.`,
            'Either party may end it at once if the other materially breaches these terms and does not cure the breach within 30 days of notice.',
            `After termination you may export your data for ${LEGAL.termination.exportDays} days; then we delete it.`,
          ],
        },
        {
          heading: '8. Limitation of liability',
          paragraphs: [
            `Each party's total liability under this agreement is capped at the fees paid in the ${LEGAL.liabilityCapMonths} months before the claim. Neither party is liable for lost profits or indirect damages. These limits do not apply to fraud, wilful misconduct or your payment obligations.`,
          ],
        },
        {
          heading: '9. Governing law',
          paragraphs: [
            `These terms are governed by the laws of the State of ${LEGAL.governingLaw}, and disputes go to the courts of ${LEGAL.governingLaw}.`,
          ],
        },
        {
          heading: '10. Contact',
          paragraphs: [`Notices and questions about these terms: ${LEGAL.legalEmail}.`],
        },
      ],
    },
  ],
};
