import { ImportStaging, Store } from '@lora/runtime';
import { Blog, News } from './article.entity.js';
import { ArticlesRepository } from './articles.repository.js';
import { EnquiriesRepository } from './enquiries.repository.js';
import { EnquiryAlertsRepository } from './enquiry-alerts.repository.js';

/** Where the content service reaches its tables: its repositories, over the connection or one transaction. */
export class ContentStore extends Store {
  readonly news = new ArticlesRepository(this.manager, News);
  readonly blogs = new ArticlesRepository(this.manager, Blog);
  readonly enquiries = new EnquiriesRepository(this.manager);
  /** The outbox of enquiry alerts (see AlertSender). */
  readonly alerts = new EnquiryAlertsRepository(this.manager);
  /** Imports in progress (see ContentTransferService). */
  readonly staging = new ImportStaging(this.manager);
}
