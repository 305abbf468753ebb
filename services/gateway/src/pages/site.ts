import type { ServiceBus } from '@lora/contracts';
import type { GatewayConfig } from '../config.js';
import type { EnquiryThrottle } from '../api/content/enquiry-throttle.js';
import { BuiltHtml } from './built-html.js';
import { sitePages } from './site-pages.js';
import { builtPages } from './spa.js';

/** The site's handlers by name, as the route table (routes.ts) names them: the pages rendered here and the built ones. */
export function siteHandlers(bus: ServiceBus, config: GatewayConfig, throttle: EnquiryThrottle) {
  // Every page goes out with the gateway's settings written over the build's placeholders (its origin...).
  const built = new BuiltHtml(config.frontendDist, config.site);
  return { ...sitePages(bus, config.frontendDist, built, throttle), ...builtPages(config.frontendDist, built) };
}

export type SiteHandler = keyof ReturnType<typeof siteHandlers>;
