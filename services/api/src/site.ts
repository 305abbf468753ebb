/**
 * What a page takes from the running gateway's configuration rather than from the build, so that one image serves
 * any domain: the public origin (canonical and Open Graph URLs, structured data).
 */
export interface SiteSettings {
  /** The site's public origin, `https://host[:port]`: the gateway's first PUBLIC_ORIGINS entry. */
  origin: string;
}

/**
 * What pages are rendered with wherever no gateway is there to say (the build's prerender, the server bundle): each
 * value is unique, and a placeholder, never a real address (`.invalid` is reserved, RFC 6761). The gateway writes its
 * own values over them in every page it sends (`withSiteSettings`); the browser reads them from the page.
 */
export const SITE_SETTINGS_PLACEHOLDERS: SiteSettings = {
  origin: 'https://site-origin.invalid',
};

/** The page's element holding its settings as JSON, for the browser app. */
export const SITE_SETTINGS_ELEMENT_ID = 'site-settings';

/** The element that carries the settings in a page's head: with the placeholders in the built files. */
export function siteSettingsElement(settings: SiteSettings = SITE_SETTINGS_PLACEHOLDERS): string {
  return `<script id="${SITE_SETTINGS_ELEMENT_ID}" type="application/json">${JSON.stringify(settings)}</script>`;
}

/**
 * `html` with every placeholder replaced by the gateway's value. The values are plain (an origin as a browser
 * serializes it), so they read the same in an attribute, in text, in JSON and in a script.
 */
export function withSiteSettings(html: string, settings: SiteSettings): string {
  let out = html;
  for (const key of Object.keys(SITE_SETTINGS_PLACEHOLDERS) as Array<keyof SiteSettings>) {
    out = out.replaceAll(SITE_SETTINGS_PLACEHOLDERS[key], settings[key]);
  }
  return out;
}
