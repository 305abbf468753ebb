import type { DemoRequestFields } from './views.js';

/** The contact form's fields, as its inputs are named: a demo request's (SPEC §7). */
export const CONTACT_FORM_FIELDS = ['firstName', 'lastName', 'email', 'company', 'industry', 'projectDescription'] as const;

export type ContactFormEntries = Record<(typeof CONTACT_FORM_FIELDS)[number], string>;

/**
 * What the contact form says (SPEC §2, §8): in the app's toasts, and in the page the gateway answers a form posted
 * without the app with.
 */
export const CONTACT_FORM_TEXT = {
  missing: { title: 'Required Fields Missing', description: 'Please fill in all required fields.' },
  sent: { title: 'Message Sent Successfully!', description: "Thank you for contacting us. We'll get back to you within 24 hours." },
  failed: { title: 'Error', description: 'Failed to submit your request. Please try again.' },
} as const;

/** The query parameter of /contact naming what a visitor asks about: the project details start out as it. */
export const CONTACT_TOPIC_PARAM = 'topic';
/** The longest topic the form takes from an address. */
export const CONTACT_TOPIC_MAX = 200;

/** The contact form's address, about `topic` (a page and the call to action followed, e.g. "Smart Agriculture: Start Free Trial"). */
export function contactTopicPath(topic: string): string {
  return `/contact?${CONTACT_TOPIC_PARAM}=${encodeURIComponent(topic)}`;
}

/** The topic an address names, as the form shows it: one line of text, at most CONTACT_TOPIC_MAX characters; '' for none. */
export function contactTopic(value: unknown): string {
  if (typeof value !== 'string') return '';
  return value
    .replace(/\p{Cc}+/gu, ' ')
    .trim()
    .slice(0, CONTACT_TOPIC_MAX);
}

/** The form's entries as text, from what the browser sent: a field missing or not text is empty. */
export function contactEntries(sent: Record<string, unknown>): ContactFormEntries {
  return Object.fromEntries(CONTACT_FORM_FIELDS.map((field) => [field, typeof sent[field] === 'string' ? sent[field] : ''])) as ContactFormEntries;
}

/** Whether a required entry is blank: the form is then refused with CONTACT_FORM_TEXT.missing, and nothing is sent. */
export function missesRequired(entries: ContactFormEntries): boolean {
  return [entries.firstName, entries.lastName, entries.email, entries.company].some((entry) => !entry.trim());
}

/** The demo request the entries make: an empty industry or project description is none. */
export function demoRequestOf(entries: ContactFormEntries): DemoRequestFields {
  return {
    ...entries,
    // An industry outside the list is the demo request's own 400, named by the content service.
    industry: (entries.industry || null) as DemoRequestFields['industry'],
    projectDescription: entries.projectDescription || null,
  };
}
