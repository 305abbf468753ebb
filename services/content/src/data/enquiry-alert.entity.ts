import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';
import type { AlertState, EnquiryKind } from '@lora/contracts';

/**
 * The outbox: one row per enquiry, written in the same transaction as the enquiry, so an alert
 * exists exactly when the enquiry does. The sender claims due rows with FOR UPDATE SKIP LOCKED.
 */
@Entity({ name: 'enquiry_alerts' })
export class EnquiryAlert {
  @PrimaryGeneratedColumn() id: number;
  @Column({ type: 'text' }) kind: EnquiryKind;
  @Column({ name: 'enquiryId', type: 'integer' }) enquiryId: number;
  @Column({ type: 'text' }) state: AlertState;
  @Column({ type: 'integer', default: 0 }) attempts: number;
  @Column({ name: 'nextAttemptAt', type: 'timestamptz', default: () => 'now()' }) nextAttemptAt: Date;
  @Column({ name: 'lastError', type: 'text', nullable: true }) lastError: string | null;
  @Column({ name: 'sentAt', type: 'timestamptz', nullable: true }) sentAt: Date | null;
  @CreateDateColumn({ name: 'createdAt', type: 'timestamptz' }) createdAt: Date;
}
