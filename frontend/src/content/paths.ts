/** The paths of the marketing pages that are data alone (app/content-pages.ts loads each); the router knows them up front. */
export const CONTENT_PATHS = [
  '/platform',
  '/platform/application-builder',
  '/platform/developer',
  '/platform/device-management',
  '/platform/integration-hub',
  '/platform/edge-computing',
  '/platform/hardware-provisioning',
  '/platform/network-server',
  '/platform/gateway-management',
  '/platform/device-registry',
  '/platform/analytics',
  '/solutions',
  '/solutions/smart-agriculture',
  '/solutions/asset-tracking',
  '/solutions/smart-cities',
  '/solutions/industrial-iot',
  '/solutions/indoor-air-quality',
  '/solutions/energy-utilities',
  '/about',
  '/resources',
  '/privacy-policy',
  '/terms-of-service',
] as const;

export type ContentPath = (typeof CONTENT_PATHS)[number];
