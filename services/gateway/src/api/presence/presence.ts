import { BadRequestException, Controller, HttpCode, Inject, Injectable, Param } from '@nestjs/common';
import { ApiParam, ApiProperty, ApiTags } from '@nestjs/swagger';
import { ServiceBus, type UserView } from '@lora/contracts';
import { CurrentUser } from '../../auth/current-user.js';
import { IdParam } from '../../http/id.pipe.js';
import { Operation } from '../../openapi/operation.js';
import { SharedBucket } from '../../http/shared-bucket.js';

/** How long an open form counts as open without a word from it: the admin UI says "still here" every 10 s. */
export const PRESENCE_TTL_MS = 30_000;
const PRESENCE_KINDS = ['product', 'category', 'news', 'blog'] as const;
type PresenceKind = (typeof PRESENCE_KINDS)[number];

interface Present {
  userId: number;
  username: string;
  /** When this admin opened the record (ISO). */
  since: string;
  /** When their form last said it is open (epoch ms). */
  seenAt: number;
}

class PresentDto {
  @ApiProperty({ type: String, example: 'ada' }) username: string;
  @ApiProperty({ type: String, format: 'date-time', description: 'When they opened it' }) since: string;
}

class PresenceDto {
  @ApiProperty({ type: [PresentDto], description: 'The other admins who have this record open now' }) others: PresentDto[];
}

/**
 * Who has which record open in the back office, across every gateway replica: one key per admin and record in a
 * shared bucket (SharedBucket), each expiring when its form stops saying "still here". Advisory only: what keeps a
 * colleague's work safe is the version check on every save (a stale save is a 412).
 */
@Injectable()
export class PresenceStore {
  private readonly bucket: SharedBucket;

  constructor(@Inject(ServiceBus) bus: ServiceBus) {
    this.bucket = new SharedBucket(bus, 'presence', { ttlMs: PRESENCE_TTL_MS, maxBytes: 4 * 1024 * 1024 });
  }

  /** Marks `user` as having the record open (again), and answers the others who have it open. */
  here(record: string, user: UserView): Promise<Array<Pick<Present, 'username' | 'since'>>> {
    return this.bucket.use(async (kv) => {
      const mine = `${record}.${user.id}`;
      const now = Date.now();
      const before = await kv.get(mine);
      const since = before?.operation === 'PUT' ? before.json<Present>().since : new Date(now).toISOString();
      await kv.put(mine, JSON.stringify({ userId: user.id, username: user.username, since, seenAt: now } satisfies Present));
      const others: Present[] = [];
      for await (const key of await kv.keys(`${record}.*`)) {
        if (key === mine) continue;
        const entry = await kv.get(key);
        const present = entry?.operation === 'PUT' ? entry.json<Present>() : undefined;
        if (present && now - present.seenAt < PRESENCE_TTL_MS) others.push(present);
      }
      return others.sort((a, b) => a.since.localeCompare(b.since)).map(({ username, since: at }) => ({ username, since: at }));
    });
  }

  /** `user` closed the record. */
  gone(record: string, user: UserView): Promise<void> {
    return this.bucket.use((kv) => kv.delete(`${record}.${user.id}`));
  }
}

const recordOf = (kind: string, id: number) => {
  if (!PRESENCE_KINDS.includes(kind as PresenceKind)) throw new BadRequestException(`kind must be one of ${PRESENCE_KINDS.join(', ')}`);
  return `${kind}.${id}`;
};

const KIND_PARAM = { name: 'kind', enum: [...PRESENCE_KINDS], description: 'What kind of record' } as const;

@ApiTags('admin: presence')
@Controller()
export class PresenceController {
  constructor(@Inject(PresenceStore) private readonly presence: PresenceStore) {}

  @ApiParam(KIND_PARAM)
  @Operation({
    summary: 'Say that you have a record open (every 10 s while its form is open); answers who else has it open',
    description: `An admin who has not said so for ${PRESENCE_TTL_MS / 1000} s no longer counts. Advisory: saves are kept safe by versions (412).`,
    response: PresenceDto,
    errors: [400],
  })
  async here(@Param('kind') kind: string, @IdParam() id: number, @CurrentUser() user: UserView): Promise<PresenceDto> {
    return { others: await this.presence.here(recordOf(kind, id), user) };
  }

  @HttpCode(200)
  @ApiParam(KIND_PARAM)
  @Operation({ summary: 'Say that you closed a record', response: PresenceDto, errors: [400] })
  async gone(@Param('kind') kind: string, @IdParam() id: number, @CurrentUser() user: UserView): Promise<PresenceDto> {
    await this.presence.gone(recordOf(kind, id), user);
    return { others: [] };
  }
}
