import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';
import type { ContactMessageView, DemoRequestView, EnquiryStatus, Industry } from '@lora/contracts';

/** What both kinds of enquiry carry for the inbox: whether someone answered it. */
abstract class Enquiry {
  @PrimaryGeneratedColumn() id: number;
  @Column({ type: 'text', default: 'new' }) status: EnquiryStatus;
  @Column({ name: 'handledAt', type: 'timestamptz', nullable: true }) handledAt: Date | null;
  @CreateDateColumn({ name: 'createdAt', type: 'timestamptz' }) createdAt: Date;
}

/** SPEC §3 demo_requests: what the site's contact form sends. */
@Entity({ name: 'demo_requests' })
export class DemoRequest extends Enquiry {
  @Column({ name: 'firstName', type: 'text' }) firstName: string;
  @Column({ name: 'lastName', type: 'text' }) lastName: string;
  @Column({ type: 'text' }) email: string;
  @Column({ type: 'text' }) company: string;
  @Column({ type: 'text', nullable: true }) industry: Industry | null;
  @Column({ name: 'projectDescription', type: 'text', nullable: true }) projectDescription: string | null;
}

/** SPEC §3 contact_submissions. */
@Entity({ name: 'contact_submissions' })
export class ContactSubmission extends Enquiry {
  @Column({ type: 'text' }) name: string;
  @Column({ type: 'text' }) email: string;
  @Column({ type: 'text' }) subject: string;
  @Column({ type: 'text' }) message: string;
}

export const toDemoRequestView = (d: DemoRequest): DemoRequestView => ({
  id: d.id,
  firstName: d.firstName,
  lastName: d.lastName,
  email: d.email,
  company: d.company,
  industry: d.industry,
  projectDescription: d.projectDescription,
  createdAt: d.createdAt.toISOString(),
});

export const toContactMessageView = (c: ContactSubmission): ContactMessageView => ({
  id: c.id,
  name: c.name,
  email: c.email,
  subject: c.subject,
  message: c.message,
  createdAt: c.createdAt.toISOString(),
});
