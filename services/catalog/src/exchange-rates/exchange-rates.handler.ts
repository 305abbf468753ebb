import { Controller, Inject } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import { Handles } from '@lora/runtime';
import { Patterns, SaveExchangeRatesCommand } from '@lora/contracts';
import { ExchangeRatesService } from './exchange-rates.service.js';

@Controller()
export class ExchangeRatesHandler {
  constructor(@Inject(ExchangeRatesService) private readonly rates: ExchangeRatesService) {}

  @Handles(Patterns.catalog.getExchangeRates)
  get() {
    return this.rates.get();
  }

  @Handles(Patterns.catalog.saveExchangeRates)
  save(@Payload() command: SaveExchangeRatesCommand) {
    return this.rates.save(command.settings, command.expectedVersion);
  }

  @Handles(Patterns.catalog.exchangeRatesHistory)
  history() {
    return this.rates.history();
  }
}
