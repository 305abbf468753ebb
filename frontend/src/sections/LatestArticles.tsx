import useSWR from 'swr';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { latestArticlesPath, type BlogView, type NewsView, type Page, type ResourceTag } from '@lora/api';
import { Section, type SectionHeading, type SectionTone } from './Section.js';
import { ARTICLE_SECTIONS, articleDate, articlePath, type ArticleKind } from '../lib/articles.js';

/**
 * The newest published news or blog posts, read from the public API, with a link to all of them; with a `tag`, the
 * blog posts of one kind of resource (guides, tutorials, case studies, webinars), each card leading to its post. The
 * gateway renders a page with this section with its posts (ARTICLE_SECTION_PAGES), so they are there before the app runs.
 */
export function LatestArticles({
  source,
  limit,
  tag,
  empty = 'No posts published yet.',
  ...heading
}: SectionHeading & {
  source: ArticleKind;
  limit: number;
  tone?: SectionTone;
  tag?: ResourceTag;
  /** What the section says when no post is published (of its tag). */
  empty?: string;
}) {
  const { data, isLoading, error } = useSWR<Page<NewsView | BlogView>, Error>(latestArticlesPath(source, limit, tag));
  return (
    <Section {...heading}>
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: `repeat(${limit}, 1fr)` }, gap: 3 }}>
        {isLoading
          ? Array.from({ length: limit }, (_, i) => <Skeleton key={i} variant="rounded" height={160} />)
          : data?.items.map((article) => (
              <Card key={article.id}>
                <CardActionArea href={articlePath(source, article.slug)} sx={{ height: '100%' }}>
                  <CardContent>
                    <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1 }}>
                      {articleDate(article)}
                    </Typography>
                    <Typography variant="h3" sx={{ mb: 1 }}>
                      {article.title}
                    </Typography>
                    <Typography sx={{ color: 'text.secondary' }}>{article.excerpt}</Typography>
                  </CardContent>
                </CardActionArea>
              </Card>
            ))}
      </Box>
      {!isLoading && (error || !data?.items.length) && <Typography sx={{ textAlign: 'center', color: 'text.secondary' }}>{empty}</Typography>}
      {!tag && (
        <Box sx={{ textAlign: 'center', mt: 4 }}>
          <Link href={ARTICLE_SECTIONS[source].base} sx={{ fontWeight: 600 }}>
            {ARTICLE_SECTIONS[source].all}
          </Link>
        </Box>
      )}
    </Section>
  );
}
