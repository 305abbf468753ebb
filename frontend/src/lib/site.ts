import { SITE_SETTINGS_ELEMENT_ID, SITE_SETTINGS_PLACEHOLDERS, defaultSiteSettings, type Industry, type SiteSettings } from '@lora/api';

/**
 * The settings the page was served with. On the server (the build's prerender, the gateway's renders) the
 * placeholders, which the gateway replaces with its configuration in every page it sends; in the browser, what the
 * page carries, or the page's own origin where no gateway wrote it (Vite's dev server).
 */
function pageSettings(): SiteSettings {
  if (typeof document === 'undefined') return SITE_SETTINGS_PLACEHOLDERS;
  const own = defaultSiteSettings(location.origin);
  try {
    const sent = JSON.parse(document.getElementById(SITE_SETTINGS_ELEMENT_ID)?.textContent || '{}') as Partial<SiteSettings>;
    return sent.origin && sent.origin !== SITE_SETTINGS_PLACEHOLDERS.origin ? { ...own, ...sent } : own;
  } catch {
    return own;
  }
}

/** The site's name and where it lives; pages build their canonical URLs from it. */
export const SITE = {
  name: 'LoRaWAN Sensors',
  /**
   * The public origin (the gateway's first PUBLIC_ORIGINS entry) and the addresses to write to (its SALES_EMAIL,
   * PRIVACY_EMAIL, LEGAL_EMAIL), whatever the build.
   */
  ...pageSettings(),
} as const;

export interface NavLink {
  label: string;
  to: string;
}

export interface NavGroup {
  heading: string;
  links: NavLink[];
}

/** SPEC §2's header links before the dropdowns, each highlighted on its own pages. */
export const PRIMARY_LINKS: NavLink[] = [
  { label: 'Home', to: '/' },
  { label: 'Product', to: '/marketplace' },
];

/** SPEC §2's Platform dropdown, grouped Build, Manage, Connect, Deploy, Analyze. */
export const PLATFORM_MENU: NavGroup[] = [
  {
    heading: 'Build',
    links: [
      { label: 'Platform overview', to: '/platform' },
      { label: 'Application Builder', to: '/platform/application-builder' },
      { label: 'Developer Tools', to: '/platform/developer' },
    ],
  },
  {
    heading: 'Manage',
    links: [
      { label: 'Device Management', to: '/platform/device-management' },
      { label: 'Network Server', to: '/platform/network-server' },
      { label: 'Gateway Management', to: '/platform/gateway-management' },
      { label: 'Device Registry', to: '/platform/device-registry' },
    ],
  },
  { heading: 'Connect', links: [{ label: 'Integration Hub', to: '/platform/integration-hub' }] },
  {
    heading: 'Deploy',
    links: [
      { label: 'Edge Computing', to: '/platform/edge-computing' },
      { label: 'Hardware Provisioning', to: '/platform/hardware-provisioning' },
    ],
  },
  { heading: 'Analyze', links: [{ label: 'Analytics', to: '/platform/analytics' }] },
];

/** The page of all six industries, first in the Solutions dropdown and in the footer. */
export const SOLUTIONS_OVERVIEW: NavLink = { label: 'Solutions overview', to: '/solutions' };

/** SPEC §2's Solutions dropdown. */
export const SOLUTIONS_MENU: NavLink[] = [
  { label: 'Industrial IoT', to: '/solutions/industrial-iot' },
  { label: 'Asset Tracking', to: '/solutions/asset-tracking' },
  { label: 'Smart Agriculture', to: '/solutions/smart-agriculture' },
  { label: 'Smart Cities', to: '/solutions/smart-cities' },
  { label: 'Energy & Utilities', to: '/solutions/energy-utilities' },
  { label: 'Indoor Air Quality', to: '/solutions/indoor-air-quality' },
];

/** SPEC §2's footer links. */
export const FOOTER_LINKS: NavLink[] = [
  { label: 'Privacy Policy', to: '/privacy-policy' },
  { label: 'Terms of Service', to: '/terms-of-service' },
  { label: 'Security', to: '/security' },
  { label: 'Status', to: '/status' },
];

/** Beyond SPEC: the footer also leads to the solutions, the news, the blog, the resources and the brand pages. */
export const FOOTER_READING: NavLink[] = [
  { label: 'Solutions', to: SOLUTIONS_OVERVIEW.to },
  { label: 'News', to: '/news' },
  { label: 'Blog', to: '/blog' },
  { label: 'Resources', to: '/resources' },
  { label: 'Brand', to: '/brand' },
];

/** The footer's two lists of links, each a navigation landmark named by its label. */
export const FOOTER_NAVS = [
  { label: 'Read more', links: FOOTER_READING },
  { label: 'Legal and status', links: FOOTER_LINKS },
];

/** The contact page's words: its head, its heading, the industries' names in the form, the notes beside it. */
export const CONTACT = {
  seo: {
    title: 'Contact sales: request a quote or a demo | LoRaWAN Sensors',
    description: 'Tell us about your project and a LoRaWAN specialist replies within 24 hours with a quote, a demo or a pilot plan.',
  },
  title: 'Talk to our team',
  lead: 'Planning a pilot, replacing wired sensors or scaling to thousands of devices? Tell us what you are measuring and where; we will answer with a concrete proposal.',
  industries: {
    manufacturing: 'Manufacturing',
    agriculture: 'Agriculture',
    'water-management': 'Water management',
    'smart-buildings': 'Smart buildings',
    energy: 'Energy',
    logistics: 'Logistics',
    environmental: 'Environmental monitoring',
    other: 'Other',
  } satisfies Record<Industry, string>,
  email: 'E-mail us',
  reply: { title: 'A reply within 24 hours', text: 'Every enquiry reaches a LoRaWAN specialist, not a ticket queue.' },
};

/** The not-found page's words, unless its caller gives its own (a product that is not there). */
export const NOT_FOUND = {
  title: '404 Page Not Found',
  description: 'The page you asked for does not exist.',
  text: 'Did you forget to add the page to the router?',
  back: { to: '/', label: 'Back to the home page' },
};

/** A product page's not-found words (an unknown or unpublished product). */
export const PRODUCT_NOT_FOUND = {
  title: 'Product Not Found',
  description: 'This product does not exist or is no longer available.',
  text: "The product you're looking for doesn't exist or has been removed.",
  back: { to: '/marketplace', label: 'Back to Product Module' },
};
