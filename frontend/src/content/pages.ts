import type { PageContent } from './page.js';
import { PLATFORM } from './platform/overview.js';
import { APPLICATION_BUILDER } from './platform/application-builder.js';
import { DEVELOPER } from './platform/developer.js';
import { DEVICE_MANAGEMENT } from './platform/device-management.js';
import { INTEGRATION_HUB } from './platform/integration-hub.js';
import { EDGE_COMPUTING } from './platform/edge-computing.js';
import { HARDWARE_PROVISIONING } from './platform/hardware-provisioning.js';
import { NETWORK_SERVER } from './platform/network-server.js';
import { GATEWAY_MANAGEMENT } from './platform/gateway-management.js';
import { DEVICE_REGISTRY } from './platform/device-registry.js';
import { ANALYTICS } from './platform/analytics.js';
import { SOLUTIONS } from './solutions/overview.js';
import { SMART_AGRICULTURE } from './solutions/smart-agriculture.js';
import { ASSET_TRACKING } from './solutions/asset-tracking.js';
import { SMART_CITIES } from './solutions/smart-cities.js';
import { INDUSTRIAL_IOT } from './solutions/industrial-iot.js';
import { INDOOR_AIR_QUALITY } from './solutions/indoor-air-quality.js';
import { ENERGY_UTILITIES } from './solutions/energy-utilities.js';
import { ABOUT } from './about.js';
import { RESOURCES } from './resources.js';
import { PRIVACY_POLICY, TERMS_OF_SERVICE } from './legal.js';

/** The marketing pages that are data alone, each rendered by ContentPage at its path. */
export const CONTENT_PAGES: PageContent[] = [
  PLATFORM,
  APPLICATION_BUILDER,
  DEVELOPER,
  DEVICE_MANAGEMENT,
  INTEGRATION_HUB,
  EDGE_COMPUTING,
  HARDWARE_PROVISIONING,
  NETWORK_SERVER,
  GATEWAY_MANAGEMENT,
  DEVICE_REGISTRY,
  ANALYTICS,
  SOLUTIONS,
  SMART_AGRICULTURE,
  ASSET_TRACKING,
  SMART_CITIES,
  INDUSTRIAL_IOT,
  INDOOR_AIR_QUALITY,
  ENERGY_UTILITIES,
  ABOUT,
  RESOURCES,
  PRIVACY_POLICY,
  TERMS_OF_SERVICE,
];
