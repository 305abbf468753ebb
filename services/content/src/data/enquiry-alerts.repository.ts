import type { EntityManager } from 'typeorm';
import { EnquiryAlert } from './enquiry-alert.entity.js';
import { ContactSubmission, DemoRequest } from './enquiry.entity.js';

/** The outbox of enquiry alerts and the enquiries they tell of, over a connection or a transaction. */
export class EnquiryAlertsRepository {
  constructor(private readonly manager: EntityManager) {}

  /**
   * Up to `limit` pending alerts whose time has come, oldest first, locked for the rest of the transaction;
   * rows another transaction holds are skipped.
   */
  claimDue(limit: number): Promise<EnquiryAlert[]> {
    return this.manager
      .getRepository(EnquiryAlert)
      .createQueryBuilder('a')
      .where(`a.state = 'pending' AND a."nextAttemptAt" <= now()`)
      .orderBy('a.id')
      .limit(limit)
      .setLock('pessimistic_write')
      .setOnLocked('skip_locked')
      .getMany();
  }

  async update(id: number, fields: Partial<Omit<EnquiryAlert, 'id'>>): Promise<void> {
    await this.manager.getRepository(EnquiryAlert).update({ id }, fields);
  }

  demoRequest(id: number): Promise<DemoRequest | null> {
    return this.manager.getRepository(DemoRequest).findOneBy({ id });
  }

  contactMessage(id: number): Promise<ContactSubmission | null> {
    return this.manager.getRepository(ContactSubmission).findOneBy({ id });
  }
}
