import useSWR from 'swr';
import { useSearchParams } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { BlogView, NewsView, Page } from '@lora/api';
import { Seo, pageJsonLd } from '../lib/seo.js';
import { SITE } from '../lib/site.js';
import { ARTICLE_SECTIONS, articleListPath, articlePath, type ArticleKind } from '../lib/articles.js';
import { ArticleMeta } from './ArticleMeta.js';
import { ARTICLE_PAGES } from '../content/articles.js';
import { ProductImage } from '../components/ProductImage.js';

/** /news and /blog: published articles, newest first, one page per address (?cursor=…), rendered by the server too. */
export function ArticleListPage({ kind }: { kind: ArticleKind }) {
  const [params] = useSearchParams();
  const cursor = params.get('cursor');
  const copy = ARTICLE_PAGES[kind];
  const base = ARTICLE_SECTIONS[kind].base;
  const { data, isLoading, error } = useSWR<Page<NewsView | BlogView>, Error>(articleListPath(kind, cursor));
  const path = cursor ? `${base}?cursor=${encodeURIComponent(cursor)}` : base;
  return (
    <>
      <Seo
        title={copy.seoTitle}
        description={copy.description}
        path={path}
        feed={kind === 'news' ? { title: `${SITE.name} News`, href: '/news/feed.xml' } : undefined}
        jsonLd={pageJsonLd(kind === 'news' ? 'CollectionPage' : 'Blog', copy.title, path, {
          description: copy.description,
          ...(data && {
            hasPart: data.items.map((a) => ({
              '@type': ARTICLE_SECTIONS[kind].schemaType,
              headline: a.title,
              url: `${SITE.origin}${articlePath(kind, a.slug)}`,
              datePublished: a.publishedAt,
            })),
          }),
        })}
      />
      <Container component="section" maxWidth="md" sx={{ py: { xs: 6, md: 9 } }}>
        <Typography variant="h1" sx={{ mb: 2 }}>
          {copy.title}
        </Typography>
        <Typography sx={{ color: 'text.secondary', mb: 5, fontSize: '1.1rem' }}>
          {copy.lead}
          {kind === 'news' && (
            <>
              {' '}
              <Link href="/news/feed.xml">Subscribe to the Atom feed</Link>.
            </>
          )}
        </Typography>
        {isLoading ? (
          [0, 1, 2].map((i) => <Skeleton key={i} variant="rounded" height={150} sx={{ mb: 3 }} />)
        ) : error || !data?.items.length ? (
          <Typography sx={{ color: 'text.secondary' }}>{copy.empty}</Typography>
        ) : (
          <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 3 }}>
            {data.items.map((article, i) => (
              <Card
                component="li"
                key={article.id}
                sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: article.featuredImage ? '240px 1fr' : '1fr' } }}
              >
                {article.featuredImage && (
                  // The title beside it names the article: the picture adds nothing a screen reader should read twice.
                  <ProductImage src={article.featuredImage} alt="" eager={i === 0} />
                )}
                <CardContent sx={{ p: 3 }}>
                  <ArticleMeta article={article} mb={1} />
                  <Typography variant="h2" sx={{ fontSize: '1.4rem', mb: 1 }}>
                    <Link href={articlePath(kind, article.slug)} underline="hover" sx={{ color: 'text.primary' }}>
                      {article.title}
                    </Link>
                  </Typography>
                  <Typography sx={{ color: 'text.secondary' }}>{article.excerpt}</Typography>
                </CardContent>
              </Card>
            ))}
          </Box>
        )}
        <Box sx={{ display: 'flex', justifyContent: 'space-between', mt: 4 }}>
          {cursor ? (
            <Button href={base} variant="outlined" color="inherit">
              Newest
            </Button>
          ) : (
            <span />
          )}
          {data?.nextCursor && (
            <Button href={`${base}?cursor=${encodeURIComponent(data.nextCursor)}`} variant="outlined" color="inherit">
              Older {kind === 'news' ? 'news' : 'posts'}
            </Button>
          )}
        </Box>
      </Container>
    </>
  );
}

export const NewsListPage = () => <ArticleListPage kind="news" />;
export const BlogListPage = () => <ArticleListPage kind="blogs" />;
