import { ORGANIZATION, Seo } from '../lib/seo.js';
import { Blocks } from '../sections/index.js';
import { FOOTER_READING, PLATFORM_MENU, SITE, SOLUTIONS_MENU, SOLUTIONS_OVERVIEW } from '../lib/site.js';
import type { PageContent } from '../content/page.js';
import { ActionTopic } from '../sections/Actions.js';

/** What the page's calls to action are about, in the contact form: its name in the menus, or else its title's first part. */
function topicOf(page: PageContent): string {
  const named = [...PLATFORM_MENU.flatMap((g) => g.links), SOLUTIONS_OVERVIEW, ...SOLUTIONS_MENU, ...FOOTER_READING].find((l) => l.to === page.path);
  return named?.label ?? page.seo.title.replace(/ \| .*$/, '').replace(/:.*$/, '');
}

/** The h1 of a page: its hero's title, or else its SEO title without the site's name. */
function headingOf(page: PageContent): string {
  const hero = page.blocks.find((b) => b.kind === 'hero');
  return hero && hero.kind === 'hero' ? hero.title : page.seo.title.replace(/ \| .*$/, '');
}

/** The page's structured data, by its schema.org type, with the publisher named. */
export function pageJsonLd(page: PageContent): Record<string, unknown> {
  const url = `${SITE.origin}${page.path}`;
  const common = { '@context': 'https://schema.org', '@type': page.schema, name: headingOf(page), description: page.seo.description, url };
  switch (page.schema) {
    case 'SoftwareApplication':
      return { ...common, applicationCategory: 'BusinessApplication', operatingSystem: 'Web', provider: ORGANIZATION };
    case 'Service':
      return { ...common, serviceType: 'Industrial IoT monitoring', provider: ORGANIZATION, areaServed: 'Worldwide' };
    default:
      return { ...common, isPartOf: { '@type': 'WebSite', name: SITE.name, url: SITE.origin }, publisher: ORGANIZATION };
  }
}

/** A marketing page rendered from its data file. */
export function ContentPage({ page }: { page: PageContent }) {
  return (
    <>
      <Seo {...page.seo} path={page.path} jsonLd={pageJsonLd(page)} />
      <ActionTopic.Provider value={topicOf(page)}>
        <Blocks blocks={page.blocks} />
      </ActionTopic.Provider>
    </>
  );
}
