import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import type { BlogView, NewsView } from '@lora/api';
import { ARTICLE_BYLINE, articleDate, articleTags } from '../lib/articles.js';

/** The line above an article's title, on its page and in the lists: its date, byline and tags. */
export function ArticleMeta({ article, mb }: { article: NewsView | BlogView; mb: number }) {
  return (
    <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap', mb }}>
      <Typography variant="body2" component="time" dateTime={article.publishedAt ?? undefined} sx={{ color: 'text.secondary' }}>
        {articleDate(article)}
      </Typography>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {ARTICLE_BYLINE}
      </Typography>
      {articleTags(article).map((tag) => (
        <Chip key={tag} label={tag} size="small" variant="outlined" />
      ))}
    </Box>
  );
}
