import useSWR from 'swr';
import { useParams } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { ArrowBackIcon } from '../components/icons.js';
import { contactTopicPath, type BlogView, type NewsView } from '@lora/api';
import { ORGANIZATION, Seo } from '../lib/seo.js';
import { SITE } from '../lib/site.js';
import { ProductImage } from '../components/ProductImage.js';
import { ARTICLE_SECTIONS, articlePath, articleTags, type ArticleKind } from '../lib/articles.js';
import { ArticleMeta } from './ArticleMeta.js';
import { ARTICLE_PAGES } from '../content/articles.js';
import { NotFoundPage } from './NotFoundPage.js';

/** schema.org Article data for one news article or blog post. */
function articleJsonLd(kind: ArticleKind, article: NewsView | BlogView): Record<string, unknown> {
  const url = `${SITE.origin}${articlePath(kind, article.slug)}`;
  const organization = { ...ORGANIZATION, logo: { '@type': 'ImageObject', url: `${SITE.origin}/favicon.svg` } };
  return {
    '@context': 'https://schema.org',
    '@type': ARTICLE_SECTIONS[kind].schemaType,
    headline: article.title,
    description: article.excerpt,
    datePublished: article.publishedAt ?? article.createdAt,
    dateModified: article.updatedAt,
    mainEntityOfPage: { '@type': 'WebPage', '@id': url },
    url,
    author: organization,
    publisher: organization,
    ...(article.featuredImage && {
      image: article.featuredImage.startsWith('http') ? article.featuredImage : `${SITE.origin}${article.featuredImage}`,
    }),
    ...('category' in article ? { articleSection: article.category } : { keywords: article.tags.join(', ') }),
  };
}

/** A webinar's post (tagged `webinar`, RESOURCE_TAGS) is its summary: its recording is asked for through the contact form. */
const isWebinar = (article: NewsView | BlogView) => !('category' in article) && article.tags.some((t) => t.toLowerCase() === 'webinar');

/** /news/:slug and /blog/:slug: one published article, rendered by the server with its data. */
export function ArticlePage({ kind }: { kind: ArticleKind }) {
  const { slug = '' } = useParams();
  const section = ARTICLE_SECTIONS[kind];
  const { data: article, isLoading } = useSWR<NewsView | BlogView | null>(section.api.one(slug));
  if (isLoading) {
    return (
      <Container maxWidth="md" sx={{ py: 8 }}>
        <Skeleton variant="text" height={80} />
        <Skeleton variant="rounded" height={300} />
      </Container>
    );
  }
  if (!article) return <NotFoundPage {...ARTICLE_PAGES[kind].notFound} />;
  return (
    <>
      <Seo
        title={`${article.title} | ${SITE.name}`}
        description={article.excerpt}
        path={articlePath(kind, article.slug)}
        image={article.featuredImage ?? undefined}
        keywords={articleTags(article)}
        article={{ publishedTime: article.publishedAt ?? article.createdAt, modifiedTime: article.updatedAt }}
        jsonLd={articleJsonLd(kind, article)}
      />
      <Container component="article" maxWidth="md" sx={{ py: { xs: 6, md: 9 } }}>
        <Link href={section.base} sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, fontWeight: 600, mb: 3 }}>
          <ArrowBackIcon fontSize="small" aria-hidden /> {section.all}
        </Link>
        <ArticleMeta article={article} mb={2} />
        <Typography variant="h1" sx={{ mb: 3 }}>
          {article.title}
        </Typography>
        <Typography sx={{ fontSize: '1.2rem', color: 'text.secondary', mb: 4, lineHeight: 1.7 }}>{article.excerpt}</Typography>
        {article.featuredImage && (
          <Box sx={{ borderRadius: 3, overflow: 'hidden', mb: 4 }}>
            <ProductImage src={article.featuredImage} alt={article.title} priority />
          </Box>
        )}
        {article.content
          .split(/\n\s*\n/)
          .map((p) => p.trim())
          .filter(Boolean)
          .map((paragraph, i) => (
            <Typography key={i} sx={{ mb: 2.5, lineHeight: 1.8, fontSize: '1.05rem', whiteSpace: 'pre-line' }}>
              {paragraph}
            </Typography>
          ))}
        {isWebinar(article) && (
          <Button href={contactTopicPath(`Webinar recording: ${article.title}`)} variant="contained" size="large" sx={{ mt: 1 }}>
            Request the recording
          </Button>
        )}
      </Container>
    </>
  );
}

export const NewsArticlePage = () => <ArticlePage kind="news" />;
export const BlogPostPage = () => <ArticlePage kind="blogs" />;
