import { Module } from '@nestjs/common';
import { PresenceController, PresenceStore } from './presence.js';

/** Who has which record open in the back office (advisory; versions keep saves safe). */
@Module({ controllers: [PresenceController], providers: [PresenceStore] })
export class PresenceModule {}
