import { createElement } from 'react';
import type { LoadedPage } from './lazy-page.js';
import type { PageContent } from '../content/page.js';
import { latestArticlesPath, type ArticleRead } from '@lora/api';
import { CONTENT_PATHS, type ContentPath } from '../content/paths.js';

/** The marketing pages' data modules, by their path from the project's root (a key of Vite's manifest too). */
const DATA_MODULES = import.meta.glob<Record<string, PageContent>>([
  '/src/content/{platform,solutions}/*.ts',
  '/src/content/{about,resources,legal}.ts',
]);

/** The marketing pages that are data alone, by path: the module of each (its own chunk) and the name it exports. */
const CONTENT_PAGES: Record<ContentPath, [file: string, name: string]> = {
  '/platform': ['/src/content/platform/overview.ts', 'PLATFORM'],
  '/platform/application-builder': ['/src/content/platform/application-builder.ts', 'APPLICATION_BUILDER'],
  '/platform/developer': ['/src/content/platform/developer.ts', 'DEVELOPER'],
  '/platform/device-management': ['/src/content/platform/device-management.ts', 'DEVICE_MANAGEMENT'],
  '/platform/integration-hub': ['/src/content/platform/integration-hub.ts', 'INTEGRATION_HUB'],
  '/platform/edge-computing': ['/src/content/platform/edge-computing.ts', 'EDGE_COMPUTING'],
  '/platform/hardware-provisioning': ['/src/content/platform/hardware-provisioning.ts', 'HARDWARE_PROVISIONING'],
  '/platform/network-server': ['/src/content/platform/network-server.ts', 'NETWORK_SERVER'],
  '/platform/gateway-management': ['/src/content/platform/gateway-management.ts', 'GATEWAY_MANAGEMENT'],
  '/platform/device-registry': ['/src/content/platform/device-registry.ts', 'DEVICE_REGISTRY'],
  '/platform/analytics': ['/src/content/platform/analytics.ts', 'ANALYTICS'],
  '/solutions': ['/src/content/solutions/overview.ts', 'SOLUTIONS'],
  '/solutions/smart-agriculture': ['/src/content/solutions/smart-agriculture.ts', 'SMART_AGRICULTURE'],
  '/solutions/asset-tracking': ['/src/content/solutions/asset-tracking.ts', 'ASSET_TRACKING'],
  '/solutions/smart-cities': ['/src/content/solutions/smart-cities.ts', 'SMART_CITIES'],
  '/solutions/industrial-iot': ['/src/content/solutions/industrial-iot.ts', 'INDUSTRIAL_IOT'],
  '/solutions/indoor-air-quality': ['/src/content/solutions/indoor-air-quality.ts', 'INDOOR_AIR_QUALITY'],
  '/solutions/energy-utilities': ['/src/content/solutions/energy-utilities.ts', 'ENERGY_UTILITIES'],
  '/about': ['/src/content/about.ts', 'ABOUT'],
  '/resources': ['/src/content/resources.ts', 'RESOURCES'],
  '/privacy-policy': ['/src/content/legal.ts', 'PRIVACY_POLICY'],
  '/terms-of-service': ['/src/content/legal.ts', 'TERMS_OF_SERVICE'],
};

/** The page at `path` as a component: its data and ContentPage, loaded together. */
export async function loadContentPage(path: ContentPath): Promise<LoadedPage> {
  const [file, name] = CONTENT_PAGES[path];
  const [data, { ContentPage }] = await Promise.all([DATA_MODULES[file](), import('../pages/ContentPage.js')]);
  const page = data[name];
  return {
    Page: function Content() {
      return createElement(ContentPage, { page });
    },
    modules: ['/src/app/content-pages.ts', '/src/pages/ContentPage.tsx', file],
  };
}

/** What the sections of the newest news or blog posts on the marketing page at `pathname` read; none for any other page. */
export async function contentPageArticles(pathname: string): Promise<ArticleRead[]> {
  if (!(CONTENT_PATHS as readonly string[]).includes(pathname)) return [];
  const [file, name] = CONTENT_PAGES[pathname as ContentPath];
  const { blocks } = (await DATA_MODULES[file]())[name];
  return blocks.flatMap((block) =>
    block.kind === 'articles'
      ? [{ key: latestArticlesPath(block.source, block.limit, block.tag), kind: block.source, limit: block.limit, tag: block.tag }]
      : [],
  );
}
