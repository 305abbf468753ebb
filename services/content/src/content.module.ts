import { Module } from '@nestjs/common';
import { ArticleMediaHandler, BlogsHandler, NewsHandler } from './articles/articles.handler.js';
import { articleProviders } from './articles/articles.service.js';
import { EnquiriesHandler } from './enquiries/enquiries.handler.js';
import { EnquiriesService } from './enquiries/enquiries.service.js';
import { AlertSender } from './alerts/alert-sender.js';
import { EnquiryAlertsRepository } from './alerts/enquiry-alerts.repository.js';
import { EnquiriesRepository } from './enquiries/enquiries.repository.js';
import { ContentTransferHandler, ContentTransferService } from './transfer/content-transfer.js';

/** News and blogs, demo requests and contact messages, and the e-mail alerts of new enquiries. */
@Module({
  controllers: [NewsHandler, BlogsHandler, ArticleMediaHandler, EnquiriesHandler, ContentTransferHandler],
  providers: [...articleProviders, ContentTransferService, EnquiriesRepository, EnquiriesService, EnquiryAlertsRepository, AlertSender],
})
export class ContentModule {}
