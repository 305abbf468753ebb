import { createElement, type ComponentType } from 'react';
import type { PageContent } from './page.js';
import type { ContentPath } from './paths.js';

/** The marketing pages that are data alone, by path; each loads as its own chunk when first needed. */
const CONTENT_PAGES: Record<ContentPath, () => Promise<PageContent>> = {
  '/platform': () => import('./platform/overview.js').then((m) => m.PLATFORM),
  '/platform/application-builder': () => import('./platform/application-builder.js').then((m) => m.APPLICATION_BUILDER),
  '/platform/developer': () => import('./platform/developer.js').then((m) => m.DEVELOPER),
  '/platform/device-management': () => import('./platform/device-management.js').then((m) => m.DEVICE_MANAGEMENT),
  '/platform/integration-hub': () => import('./platform/integration-hub.js').then((m) => m.INTEGRATION_HUB),
  '/platform/edge-computing': () => import('./platform/edge-computing.js').then((m) => m.EDGE_COMPUTING),
  '/platform/hardware-provisioning': () => import('./platform/hardware-provisioning.js').then((m) => m.HARDWARE_PROVISIONING),
  '/platform/network-server': () => import('./platform/network-server.js').then((m) => m.NETWORK_SERVER),
  '/platform/gateway-management': () => import('./platform/gateway-management.js').then((m) => m.GATEWAY_MANAGEMENT),
  '/platform/device-registry': () => import('./platform/device-registry.js').then((m) => m.DEVICE_REGISTRY),
  '/platform/analytics': () => import('./platform/analytics.js').then((m) => m.ANALYTICS),
  '/solutions': () => import('./solutions/overview.js').then((m) => m.SOLUTIONS),
  '/solutions/smart-agriculture': () => import('./solutions/smart-agriculture.js').then((m) => m.SMART_AGRICULTURE),
  '/solutions/asset-tracking': () => import('./solutions/asset-tracking.js').then((m) => m.ASSET_TRACKING),
  '/solutions/smart-cities': () => import('./solutions/smart-cities.js').then((m) => m.SMART_CITIES),
  '/solutions/industrial-iot': () => import('./solutions/industrial-iot.js').then((m) => m.INDUSTRIAL_IOT),
  '/solutions/indoor-air-quality': () => import('./solutions/indoor-air-quality.js').then((m) => m.INDOOR_AIR_QUALITY),
  '/solutions/energy-utilities': () => import('./solutions/energy-utilities.js').then((m) => m.ENERGY_UTILITIES),
  '/about': () => import('./about.js').then((m) => m.ABOUT),
  '/resources': () => import('./resources.js').then((m) => m.RESOURCES),
  '/privacy-policy': () => import('./legal.js').then((m) => m.PRIVACY_POLICY),
  '/terms-of-service': () => import('./legal.js').then((m) => m.TERMS_OF_SERVICE),
};

/** The page at `path` as a component: its data and ContentPage, loaded together. */
export async function loadContentPage(path: ContentPath): Promise<ComponentType> {
  const [page, { ContentPage }] = await Promise.all([CONTENT_PAGES[path](), import('../pages/ContentPage.js')]);
  return function Content() {
    return createElement(ContentPage, { page });
  };
}
