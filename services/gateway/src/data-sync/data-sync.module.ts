import { Module } from '@nestjs/common';
import { DataSyncController } from './data-sync.controller.js';

/** SPEC's Data Sync tab: export and import of categories, products and news. */
@Module({ controllers: [DataSyncController] })
export class DataSyncModule {}
