import { IsInt, IsObject, IsOptional, Min, ValidateBy } from 'class-validator';
import { DEFAULT_CURRENCY, EXCHANGE_RATE_LIMITS, RATED_CURRENCIES, exchangeRateProblem, type ExchangeRatesView, type MissingRate } from '@lora/api';
import { ApiProperty } from './api-docs.js';

/** The rates a save may set: what was not sent is kept. */
export interface ExchangeRatesFields {
  rates: Record<string, number | string | null>;
}

/** What is wrong with a rates map, naming the currency and the problem; null when it is valid. */
export function exchangeRatesProblem(value: unknown): string | null {
  if (!value || typeof value !== 'object' || Array.isArray(value)) {
    return `rates must be an object of currency codes and rates, e.g. {"EUR": 1.08}`;
  }
  for (const [currency, rate] of Object.entries(value)) {
    if (!(RATED_CURRENCIES as string[]).includes(currency)) {
      return `rates.${currency} is not a currency that takes a rate: one of ${RATED_CURRENCIES.join(', ')} (${DEFAULT_CURRENCY} is the default currency, and a custom price has no rate)`;
    }
    const problem = exchangeRateProblem(currency, rate);
    if (problem) return problem;
  }
  return null;
}

const rateExample = Object.fromEntries(RATED_CURRENCIES.map((c, i) => [c, [1.08, 1.27][i] ?? 1]));
const ratesSchema = (description: string) => ({
  type: 'object',
  properties: Object.fromEntries(
    RATED_CURRENCIES.map((c) => [c, { type: 'number', nullable: true, minimum: EXCHANGE_RATE_LIMITS.min, maximum: EXCHANGE_RATE_LIMITS.max }]),
  ),
  additionalProperties: false,
  example: rateExample,
  description,
});

/** A save of the exchange rates: each currency sent is set (null clears its rate), the others are kept. */
export class ExchangeRatesInput implements ExchangeRatesFields {
  @ApiProperty(
    ratesSchema(
      `How many ${DEFAULT_CURRENCY} one unit of each currency is worth (${EXCHANGE_RATE_LIMITS.min} to ${EXCHANGE_RATE_LIMITS.max}, at most ` +
        `${EXCHANGE_RATE_LIMITS.decimals} decimals; a number or its text); null clears a rate. Currencies not sent keep their rate.`,
    ),
  )
  @ValidateBy({
    name: 'isExchangeRates',
    validator: {
      validate: (value: unknown) => exchangeRatesProblem(value) === null,
      defaultMessage: (args) => exchangeRatesProblem(args?.value) ?? '',
    },
  })
  rates: Record<string, number | string | null>;
}

/** The message that carries a save to the catalog. */
export class SaveExchangeRatesCommand {
  @IsObject({ message: 'the body must be an object with the rates to change' }) settings: Partial<ExchangeRatesFields>;
  @IsOptional() @IsInt() @Min(1) expectedVersion?: number;
}

export class MissingRateDto implements MissingRate {
  @ApiProperty({ type: String, example: 'GBP' }) currency: string;
  @ApiProperty({ type: 'integer', minimum: 1, description: 'How many priced products (drafts included) are in this currency' }) products: number;
}

export class ExchangeRatesViewDto implements ExchangeRatesView {
  @ApiProperty({ type: String, example: DEFAULT_CURRENCY, description: 'The currency prices are compared in' }) defaultCurrency: string;
  @ApiProperty(ratesSchema(`How many ${DEFAULT_CURRENCY} one unit of each currency is worth; null where no rate is set`))
  rates: Record<string, number | null>;
  @ApiProperty({ type: 'integer', minimum: 1, description: 'Moves on every save: a save based on an older one is a 412' }) version: number;
  @ApiProperty({ type: String, format: 'date-time', example: '2026-01-20T09:00:00.000Z' }) updatedAt: string;
  @ApiProperty({
    type: [MissingRateDto],
    description: 'The currencies of priced products that have no rate (Custom included): those products sort after the others',
  })
  missing: MissingRate[];
}
