import Chip from '@mui/material/Chip';
import TextField from '@mui/material/TextField';
import { ApiPaths, FIELD_LIMITS, type NewsView } from '@lora/api';
import { ArticlesTab, type ArticleKind } from '../articles/ArticlesTab.js';

/** SPEC's News tab: its words, and a category as the article's own field. */
const NEWS: ArticleKind<NewsView, { category: string }> = {
  kind: 'news',
  what: 'news article',
  failureName: 'news',
  paths: ApiPaths.admin.news,
  publicList: ApiPaths.news.list,
  words: {
    heading: 'News Management',
    subtitle: 'Manage news articles and announcements',
    add: 'Add News',
    search: 'Search news articles',
    plural: 'news articles',
    addTitle: 'Add New News Article',
    editTitle: 'Edit News Article',
    create: 'Create Article',
    update: 'Update Article',
    deleteTitle: 'Delete News Article',
  },
  extraOf: (article) => ({ category: article?.category ?? '' }),
  extraLabels: { category: 'Category' },
  fields: ({ text }) => (
    <TextField label="Category" required placeholder="e.g. LoRaWAN, Technology, Industry" {...text('category', FIELD_LIMITS.articleCategory)} />
  ),
  chips: (article) => <Chip size="small" variant="outlined" label={article.category} />,
};

export function NewsTab() {
  return <ArticlesTab config={NEWS} />;
}
