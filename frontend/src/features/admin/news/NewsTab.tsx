import { useState } from 'react';
import useSWR from 'swr';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { AddIcon, EditOutlinedIcon } from '../icons.js';
import { ApiPaths, FIELD_LIMITS, type NewsView } from '@lora/api';
import { useRecordForm } from '../shared/record-form.js';
import { SectionHeader } from '../shared/SectionHeader.js';
import { FormDialog } from '../shared/FormDialog.js';
import { useConfirmDelete } from '../shared/ConfirmDialog.js';
import { EmptyState, Loading } from '../shared/EmptyState.js';
import { DeleteButton, IconAction } from '../shared/ItemParts.js';
import { formatDate } from '../shared/format.js';
import { SearchField } from '../shared/SearchField.js';

/** What the news dialog edits, as the form holds it. */
const formOf = (article: NewsView | null) => ({
  title: article?.title ?? '',
  category: article?.category ?? '',
  featuredImage: article?.featuredImage ?? '',
  excerpt: article?.excerpt ?? '',
  content: article?.content ?? '',
  isPublished: article?.isPublished ?? false,
});

/** Each edited field's label, as a conflict or the history names it. */
const NEWS_LABELS = {
  title: 'Title',
  category: 'Category',
  featuredImage: 'Featured Image URL',
  excerpt: 'Excerpt',
  content: 'Content',
  isPublished: 'Published',
};

function NewsDialog({ article, onClose }: { article: NewsView | null; onClose: () => void }) {
  const { editing, form, set, text, dialog } = useRecordForm({
    kind: 'news',
    what: 'news article',
    failureName: 'news',
    record: article,
    toForm: formOf,
    labels: NEWS_LABELS,
    paths: ApiPaths.admin.news,
    // The server makes the slug from the title, sets publishedAt and the author (SPEC §4).
    body: (f) => ({ ...f, featuredImage: f.featuredImage.trim() || null }),
    revalidate: [ApiPaths.admin.news.list, ApiPaths.news.list],
    onClose,
  });
  return (
    <FormDialog
      id="news-dialog-title"
      title={editing ? 'Edit News Article' : 'Add New News Article'}
      submit={editing ? 'Update Article' : 'Create Article'}
      maxWidth="md"
      {...dialog}
    >
      <TextField label="Title" required {...text('title', FIELD_LIMITS.articleTitle)} />
      <TextField label="Category" required placeholder="e.g. LoRaWAN, Technology, Industry" {...text('category', FIELD_LIMITS.articleCategory)} />
      <TextField label="Featured Image URL" {...text('featuredImage', FIELD_LIMITS.url)} />
      <TextField label="Excerpt" required multiline rows={3} {...text('excerpt', FIELD_LIMITS.articleExcerpt)} />
      <TextField label="Content" required multiline rows={8} {...text('content', FIELD_LIMITS.articleContent)} />
      <FormControlLabel control={<Switch checked={form.isPublished} onChange={(e) => set('isPublished')(e.target.checked)} />} label="Published" />
    </FormDialog>
  );
}

/** SPEC's News tab: search, the article cards, the dialog and the delete. */
export function NewsTab() {
  const { data, isLoading } = useSWR<NewsView[]>(ApiPaths.admin.news.list, { revalidateOnMount: true });
  const [search, setSearch] = useState('');
  const [editing, setEditing] = useState<NewsView | null | 'new'>(null);
  // SPEC's news search: the title or the excerpt, ignoring case.
  const needle = search.trim().toLowerCase();
  const articles = (data ?? []).filter((a) => !needle || a.title.toLowerCase().includes(needle) || a.excerpt.toLowerCase().includes(needle));
  const remove = useConfirmDelete<NewsView>({
    title: 'Delete News Article',
    name: (a) => a.title,
    path: (a) => ApiPaths.admin.news.one(a.id),
    success: () => 'News article deleted successfully',
    failure: 'Failed to delete news',
    revalidate: [ApiPaths.admin.news.list, ApiPaths.news.list],
  });
  return (
    <Box>
      <SectionHeader title="News Management" subtitle="Manage news articles and announcements">
        <Button variant="contained" startIcon={<AddIcon />} onClick={() => setEditing('new')}>
          Add News
        </Button>
      </SectionHeader>
      <SearchField label="Search news articles" value={search} onChange={setSearch} sx={{ mb: 3, width: '100%' }} />
      {isLoading ? (
        <Loading what="news articles" />
      ) : articles.length === 0 ? (
        <EmptyState title="No news articles found" />
      ) : (
        <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
          {articles.map((a) => (
            <Card key={a.id} component="article" aria-label={a.title}>
              {/* On a phone the edit and delete buttons go under the text: beside it they took a third of its width. */}
              <CardContent
                sx={{ display: 'flex', flexDirection: { xs: 'column', sm: 'row' }, gap: { xs: 0.5, sm: 2 }, justifyContent: 'space-between' }}
              >
                <Box sx={{ minWidth: 0 }}>
                  <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap', mb: 0.5 }}>
                    <Typography variant="h3" component="h3">
                      {a.title}
                    </Typography>
                    <Chip size="small" label={a.isPublished ? 'Published' : 'Draft'} color={a.isPublished ? 'success' : 'default'} />
                    <Chip size="small" variant="outlined" label={a.category} />
                  </Box>
                  <Typography sx={{ color: 'text.secondary', mb: 1 }}>{a.excerpt}</Typography>
                  <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                    Created: {formatDate(a.createdAt)}
                    {a.publishedAt ? ` • Published: ${formatDate(a.publishedAt)}` : ''}
                  </Typography>
                </Box>
                <Box sx={{ display: 'flex', alignItems: 'flex-start', alignSelf: { xs: 'flex-end', sm: 'flex-start' }, mr: { xs: -1, sm: 0 } }}>
                  <IconAction title="Edit" label={`Edit ${a.title}`} icon={<EditOutlinedIcon />} onClick={() => setEditing(a)} />
                  <DeleteButton name={a.title} onClick={() => remove.ask(a)} />
                </Box>
              </CardContent>
            </Card>
          ))}
        </Box>
      )}
      {editing !== null && <NewsDialog article={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />}
      {remove.dialog}
    </Box>
  );
}
