import type { ProductView } from '@lora/api';

/** SEO keywords by category (SPEC §2's six categories), plus the product's own words. */
const CATEGORY_KEYWORDS: Record<string, string[]> = {
  'Soil Moisture': ['soil moisture sensor', 'LoRaWAN soil probe', 'irrigation monitoring', 'precision agriculture'],
  'Temperature & Humidity': ['temperature sensor', 'humidity sensor', 'LoRaWAN environmental monitoring', 'cold chain monitoring'],
  'Water Level': ['water level sensor', 'ultrasonic level sensor', 'radar level sensor', 'tank monitoring'],
  'Light Sensor': ['light sensor', 'lux sensor', 'PAR sensor', 'LoRaWAN light monitoring'],
  Pressure: ['pressure sensor', 'pipeline pressure monitoring', 'LoRaWAN pressure transmitter', 'leak detection'],
  'Air Quality': ['air quality sensor', 'CO2 sensor', 'indoor air quality', 'LoRaWAN air monitoring'],
};

export function productKeywords(product: ProductView): string[] {
  return [
    ...(product.category ? (CATEGORY_KEYWORDS[product.category] ?? [product.category]) : []),
    'LoRaWAN',
    product.name,
    product.manufacturer,
    ...product.tags,
  ].slice(0, 12);
}
