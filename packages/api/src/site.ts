/**
 * What a page takes from the running gateway's configuration rather than from the build, so that one image serves
 * any domain: the public origin (canonical and Open Graph URLs, structured data) and the addresses to write to.
 */
export interface SiteSettings {
  /** The site's public origin, `https://host[:port]`: the gateway's first PUBLIC_ORIGINS entry. */
  origin: string;
  /** Where buyers write to (the contact page, the organisation's structured data): SALES_EMAIL. */
  salesEmail: string;
  /** The privacy policy's address: PRIVACY_EMAIL. */
  privacyEmail: string;
  /** The terms' address: LEGAL_EMAIL. */
  legalEmail: string;
}

/**
 * What pages are rendered with wherever no gateway is there to say (the build's prerender, the server bundle): each
 * value is unique, and a placeholder, never a real address (`.invalid` is reserved, RFC 6761). The gateway writes its
 * own values over them in every page it sends (`withSiteSettings`); the browser reads them from the page.
 */
export const SITE_SETTINGS_PLACEHOLDERS: SiteSettings = {
  origin: 'https://site-origin.invalid',
  salesEmail: 'sales@site-contact.invalid',
  privacyEmail: 'privacy@site-contact.invalid',
  legalEmail: 'legal@site-contact.invalid',
};

/** An e-mail address the settings accept: plain, so it reads the same in HTML, JSON and a mailto: link. */
export const SITE_EMAIL_RULE = /^[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)*$/;

/**
 * The settings of a site at `origin` that names no addresses of its own: sales@, privacy@ and legal@ its domain (the
 * host without `www.`), e.g. sales@acme-sensors.com for https://www.acme-sensors.com, sales@localhost locally.
 */
export function defaultSiteSettings(origin: string, salesEmail?: string): SiteSettings {
  const domain = salesEmail ? salesEmail.slice(salesEmail.indexOf('@') + 1) : new URL(origin).hostname.replace(/^www\./, '');
  return { origin, salesEmail: salesEmail ?? `sales@${domain}`, privacyEmail: `privacy@${domain}`, legalEmail: `legal@${domain}` };
}

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
