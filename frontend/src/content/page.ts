import type { Block } from '../sections/Blocks.js';

/** A marketing page as data: its head tags and its sections, rendered by ContentPage. */
export interface PageContent {
  path: string;
  seo: {
    /** The whole title, ending in "| LoRaWAN Sensors". */
    title: string;
    description: string;
    keywords?: string[];
  };
  /** The schema.org type of the page's structured data. */
  schema: 'WebPage' | 'AboutPage' | 'CollectionPage' | 'SoftwareApplication' | 'Service';
  blocks: Block[];
}
