import { Module } from '@nestjs/common';

/** The media service's features arrive in their own issues; for now it answers `media.health`. */
@Module({})
export class MediaModule {}
