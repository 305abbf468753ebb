import { Module } from '@nestjs/common';

/** The catalog service's features arrive in their own issues; for now it answers `catalog.health`. */
@Module({})
export class CatalogModule {}
