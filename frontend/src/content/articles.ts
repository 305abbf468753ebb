/** The news and blog pages' words: a list's heading, head tags, lead and what an empty list says; a missing article's. */
export const ARTICLE_PAGES = {
  news: {
    title: 'News',
    seoTitle: 'News and announcements | LoRaWAN Sensors',
    description:
      'Product launches, certifications, partnerships and company news from LoRaWAN Sensors, the maker of industrial LoRaWAN sensors and the platform that runs them.',
    lead: 'Launches, certifications and announcements from our team.',
    empty: 'No news published yet.',
    notFound: {
      title: 'Article Not Found',
      description: 'This news article does not exist or is no longer published.',
      text: 'This article does not exist or is no longer published.',
      back: { to: '/news', label: 'All news' },
    },
  },
  blogs: {
    title: 'Blog',
    seoTitle: 'Blog: LoRaWAN engineering and field notes | LoRaWAN Sensors',
    description:
      'Articles from our engineers on LoRaWAN deployments, sensor design, battery life, coverage planning and building applications on IoT data.',
    lead: 'Field notes and engineering articles from the people who build our sensors.',
    empty: 'No blog posts published yet.',
    notFound: {
      title: 'Article Not Found',
      description: 'This blog post does not exist or is no longer published.',
      text: 'This article does not exist or is no longer published.',
      back: { to: '/blog', label: 'All blog posts' },
    },
  },
} as const;
