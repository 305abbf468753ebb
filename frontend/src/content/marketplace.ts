/** The marketplace's words: its head tags, heading and lead, and what an empty result says. */
export const MARKETPLACE = {
  seo: {
    title: 'Marketplace: LoRaWAN sensors for every measurement | LoRaWAN Sensors',
    description:
      'Browse LoRaWAN soil moisture, temperature and humidity, water level, light, pressure and air quality sensors, with specifications, prices and datasheets.',
  },
  title: 'Sensor marketplace',
  lead: 'Industrial LoRaWAN sensors, ready to join your network.',
  empty: { title: 'No devices found', text: 'Try adjusting your search or filter criteria' },
};
