import { Module } from '@nestjs/common';
import { DataSyncController } from './data-sync.controller.js';
import { DataSyncService } from './data-sync.service.js';

/** SPEC's Data Sync tab: export and import of categories, products and news. */
@Module({ controllers: [DataSyncController], providers: [DataSyncService] })
export class DataSyncModule {}
