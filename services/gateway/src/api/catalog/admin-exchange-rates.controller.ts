import { Body, Controller, Headers, Inject } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import {
  HISTORY_PER_RECORD,
  HistoryEntryDto,
  ExchangeRatesInput,
  ExchangeRatesViewDto,
  Patterns,
  ServiceBus,
  type ExchangeRatesView,
  type HistoryEntry,
} from '@lora/contracts';
import { VersionedSave, expectedVersionOf, patchOf } from '../versions.js';
import { Operation } from '../../openapi/operation.js';
import { PublicReadCache } from '../../cache/public-read-cache.js';

/** The exchange rates prices sort by (a settings record of the catalog); /api/admin/* is guarded by AdminAccessMiddleware. */
@ApiTags('admin: catalogue')
@Controller()
export class AdminExchangeRatesController {
  constructor(
    @Inject(ServiceBus) private readonly bus: ServiceBus,
    @Inject(PublicReadCache) private readonly cache: PublicReadCache,
  ) {}

  @Operation({
    summary: 'The exchange rates prices sort by',
    description: 'With the currencies of priced products that have no rate: those products sort after the others.',
    response: ExchangeRatesViewDto,
  })
  get(): Promise<ExchangeRatesView> {
    return this.bus.send(Patterns.catalog.getExchangeRates, {});
  }

  @Operation({
    summary: 'Set exchange rates (currencies not sent keep their rate; null clears one)',
    description: 'Sorting by price then compares every product in the default currency with these rates, on every page at once.',
    response: ExchangeRatesViewDto,
    errors: [400, 412],
  })
  @VersionedSave(ExchangeRatesInput)
  async save(@Body() body: Record<string, unknown>, @Headers('if-match') ifMatch?: string): Promise<ExchangeRatesView> {
    try {
      return await this.bus.send(Patterns.catalog.saveExchangeRates, { settings: patchOf(body), expectedVersion: expectedVersionOf(ifMatch, body) });
    } finally {
      // The catalogue's pages change order: this replica's at once, the others' when they hear catalog.changed.
      this.cache.invalidate('catalog');
      this.cache.invalidate('site');
    }
  }

  @Operation({
    summary: 'The kept versions of the exchange rates, newest first',
    description: `Each save keeps the version it wrote, with who saved it and when, and the currencies it changed; the latest ${HISTORY_PER_RECORD} stay.`,
    response: [HistoryEntryDto],
  })
  history(): Promise<HistoryEntry[]> {
    return this.bus.send(Patterns.catalog.exchangeRatesHistory, {});
  }
}
