import { Module } from '@nestjs/common';
import { storeProvider } from '@lora/runtime';
import { ArticleMediaHandler, BlogsHandler, NewsHandler } from './articles/articles.handler.js';
import { articleProviders } from './articles/articles.service.js';
import { EnquiriesHandler } from './enquiries/enquiries.handler.js';
import { EnquiriesService } from './enquiries/enquiries.service.js';
import { AlertSender } from './alerts/alert-sender.js';
import { ContentTransferHandler } from './transfer/content-transfer.handler.js';
import { ContentTransferService } from './transfer/content-transfer.service.js';
import { ContentStore } from './data/content.store.js';

/** News and blogs, demo requests and contact messages, and the e-mail alerts of new enquiries. */
@Module({
  controllers: [NewsHandler, BlogsHandler, ArticleMediaHandler, EnquiriesHandler, ContentTransferHandler],
  providers: [storeProvider(ContentStore), ...articleProviders, ContentTransferService, EnquiriesService, AlertSender],
})
export class ContentModule {}
