import { Module } from '@nestjs/common';

/** The content service's features arrive in their own issues; for now it answers `content.health`. */
@Module({})
export class ContentModule {}
