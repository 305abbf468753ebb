import { Blog, News } from './article.entity.js';
import { ContactSubmission, DemoRequest } from './enquiry.entity.js';
import { EnquiryAlert } from './enquiry-alert.entity.js';
import { ContentInit1763769600000 } from './migrations/1763769600000-content-init.js';
import { ContentArticlesEnquiries1764633600000 } from './migrations/1764633600000-content-articles-enquiries.js';
import { ContentImportStaging1765324800000 } from './migrations/1765324800000-content-import-staging.js';
import { ContentVersions1765411200000 } from './migrations/1765411200000-content-versions.js';
import { ContentHistory1765497600000 } from './migrations/1765497600000-content-history.js';

export const contentDatabase = {
  entities: [News, Blog, DemoRequest, ContactSubmission, EnquiryAlert],
  migrations: [
    ContentInit1763769600000,
    ContentArticlesEnquiries1764633600000,
    ContentImportStaging1765324800000,
    ContentVersions1765411200000,
    ContentHistory1765497600000,
  ],
};
