import { useDeferredValue, useMemo, useState, type ReactNode } from 'react';
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
import { FIELD_LIMITS, type ApiPaths, type BlogView, type NewsView, type Page } from '@lora/api';
import { basedOn } from '../../../lib/api.js';
import { apiRequest, useAdminWrite } from '../shared/admin-api.js';
import { useRecordForm } from '../shared/record-form.js';
import { SectionHeader } from '../shared/SectionHeader.js';
import { FormDialog } from '../shared/FormDialog.js';
import { useConfirmDelete } from '../shared/ConfirmDialog.js';
import { EmptyState, Loading } from '../shared/EmptyState.js';
import { DeleteButton, IconAction } from '../shared/ItemParts.js';
import { formatDate } from '../shared/format.js';
import { SearchField } from '../shared/SearchField.js';
import { useEditing, usePagedList } from '../shared/paged-list.js';
import { ImageField } from '../media/ImageField.js';

/** Articles read a page at a time; the next ones with "Load more". */
export const ARTICLES_PAGE_SIZE = 20;

type Article = NewsView | BlogView;

/** What every article's dialog edits, as the form holds it; a kind adds its own fields (news a category, blogs tags). */
const baseFormOf = (article: Article | null) => ({
  title: article?.title ?? '',
  featuredImage: article?.featuredImage ?? null,
  excerpt: article?.excerpt ?? '',
  content: article?.content ?? '',
  isPublished: article?.isPublished ?? false,
});

type BaseForm = ReturnType<typeof baseFormOf>;

/** Each edited field's label, as a conflict or the history names it. */
const BASE_LABELS: Record<keyof BaseForm, string> = {
  title: 'Title',
  featuredImage: 'Featured Image',
  excerpt: 'Excerpt',
  content: 'Content',
  isPublished: 'Published',
};

/** The form's hook as one kind's dialog has it: what its own fields are drawn with. */
export type ArticleForm<R extends Article, Extra extends object> = ReturnType<typeof useRecordForm<BaseForm & Extra, R>>;

/** What differs between news articles and blog posts: their words, their addresses and their own fields. */
export interface ArticleKind<R extends Article, Extra extends object> {
  /** How drafts and presence key it. */
  kind: 'news' | 'blog';
  /** What one is called ("news article"): the toasts, the presence notice and the history say it. */
  what: string;
  /** How the failure toasts name it, where not as `what` (SPEC's "Failed to update news"). */
  failureName?: string;
  /** The admin API's paths of the kind: the list, one article, its history. */
  paths: typeof ApiPaths.admin.news | typeof ApiPaths.admin.blogs;
  /** The site's list of published ones, refetched after a write. */
  publicList: string;
  /** The tab's words. */
  words: {
    heading: string;
    subtitle: string;
    add: string;
    search: string;
    /** "news articles", as the loading text and the empty state say. */
    plural: string;
    addTitle: string;
    editTitle: string;
    create: string;
    update: string;
    deleteTitle: string;
  };
  /** The kind's own fields as the form holds them, and their labels. */
  extraOf: (article: R | null) => Extra;
  extraLabels: Record<keyof Extra & string, string>;
  /** The kind's own fields in the dialog, after the title. */
  fields: (form: ArticleForm<R, Extra>) => ReactNode;
  /** The kind's own chips on a card, after the Published/Draft badge. */
  chips: (article: R) => ReactNode;
}

const capitalised = (text: string) => `${text[0].toUpperCase()}${text.slice(1)}`;

function ArticleDialog<R extends Article, Extra extends object>({
  config,
  article,
  onClose,
  onSaved,
}: {
  config: ArticleKind<R, Extra>;
  article: R | null;
  onClose: () => void;
  onSaved: () => void;
}) {
  const { words } = config;
  // One function and one set of labels per kind, as a form defined at the module's level would have them.
  const { toForm, labels } = useMemo(
    () => ({
      toForm: (a: R | null): BaseForm & Extra => ({ ...baseFormOf(a), ...config.extraOf(a) }),
      labels: { ...BASE_LABELS, ...config.extraLabels },
    }),
    [config],
  );
  const form = useRecordForm<BaseForm & Extra, R>({
    kind: config.kind,
    what: config.what,
    failureName: config.failureName,
    record: article,
    toForm,
    labels,
    paths: config.paths,
    // The server makes the slug from the title, sets publishedAt and the author (SPEC §4).
    body: (f) => ({ ...f, featuredImage: f.featuredImage || null }),
    revalidate: [config.paths.list, config.publicList],
    onClose,
    onSaved,
  });
  // The fields every kind has, seen as they are whatever the kind adds (TypeScript cannot narrow `BaseForm & Extra`).
  const { editing, form: values, text, set, dialog } = form as unknown as ArticleForm<R, object>;
  return (
    <FormDialog
      id={`${config.kind}-dialog-title`}
      title={editing ? words.editTitle : words.addTitle}
      submit={editing ? words.update : words.create}
      maxWidth="md"
      {...dialog}
    >
      <TextField label="Title" required {...text('title', FIELD_LIMITS.articleTitle)} />
      {config.fields(form)}
      <ImageField label="Featured Image" pickerTitle="Select Featured Image" value={values.featuredImage} onChange={set('featuredImage')} />
      <TextField label="Excerpt" required multiline rows={3} {...text('excerpt', FIELD_LIMITS.articleExcerpt)} />
      <TextField label="Content" required multiline rows={8} {...text('content', FIELD_LIMITS.articleContent)} />
      <FormControlLabel control={<Switch checked={values.isPublished} onChange={(e) => set('isPublished')(e.target.checked)} />} label="Published" />
    </FormDialog>
  );
}

/**
 * An article tab (SPEC's News tab, and the Blogs tab written the same way): search by title or excerpt on the server,
 * the cards a page at a time, the dialog, publish and unpublish from the card, and the delete.
 */
export function ArticlesTab<R extends Article, Extra extends object>({ config }: { config: ArticleKind<R, Extra> }) {
  const { words, paths } = config;
  const [searchInput, setSearchInput] = useState('');
  const search = useDeferredValue(searchInput.trim());
  const write = useAdminWrite();
  const query = new URLSearchParams({ limit: String(ARTICLES_PAGE_SIZE) });
  if (search) query.set('search', search);
  const { list, items: articles, more } = usePagedList<Page<R>>(paths.list, query, { revalidateOnMount: true });
  const refresh = () => void list.mutate();
  const { editing, setEditing, dialogProps } = useEditing<R>(refresh);
  const revalidate = [paths.list, config.publicList];
  const remove = useConfirmDelete<R>({
    title: words.deleteTitle,
    name: (a) => a.title,
    path: (a) => paths.one(a.id),
    success: () => `${capitalised(config.what)} deleted successfully`,
    failure: `Failed to delete ${config.failureName ?? config.what}`,
    revalidate,
    onDeleted: refresh,
  });
  // Fields not sent are kept: the switch alone, based on the version the card shows (a stale one is refused, 412).
  const togglePublished = (a: R) =>
    void write({
      send: () => apiRequest('PUT', paths.one(a.id), { isPublished: !a.isPublished }, basedOn(a)),
      success: { description: `${capitalised(config.what)} publish status updated` },
      failure: `Failed to update ${config.failureName ?? config.what} publish status`,
      revalidate,
    }).then(refresh);
  return (
    <Box>
      <SectionHeader title={words.heading} subtitle={words.subtitle}>
        <Button variant="contained" startIcon={<AddIcon />} onClick={() => setEditing('new')}>
          {words.add}
        </Button>
      </SectionHeader>
      <SearchField label={words.search} value={searchInput} onChange={setSearchInput} sx={{ mb: 3, width: '100%' }} />
      {list.isLoading ? (
        <Loading what={words.plural} />
      ) : articles.length === 0 ? (
        <EmptyState title={`No ${words.plural} found`} />
      ) : (
        <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
          {articles.map((a) => (
            <Card key={a.id} component="article" aria-label={a.title}>
              {/* On a phone the buttons go under the text: beside it they took a third of its width. */}
              <CardContent
                sx={{ display: 'flex', flexDirection: { xs: 'column', sm: 'row' }, gap: { xs: 0.5, sm: 2 }, justifyContent: 'space-between' }}
              >
                <Box sx={{ minWidth: 0 }}>
                  <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap', mb: 0.5 }}>
                    <Typography variant="h3" component="h3" sx={{ overflowWrap: 'anywhere' }}>
                      {a.title}
                    </Typography>
                    <Chip size="small" label={a.isPublished ? 'Published' : 'Draft'} color={a.isPublished ? 'success' : 'default'} />
                    {config.chips(a)}
                  </Box>
                  <Typography sx={{ color: 'text.secondary', mb: 1, overflowWrap: 'anywhere' }}>{a.excerpt}</Typography>
                  <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                    Created: {formatDate(a.createdAt)}
                    {a.publishedAt ? ` • Published: ${formatDate(a.publishedAt)}` : ''}
                  </Typography>
                </Box>
                <Box
                  sx={{
                    display: 'flex',
                    alignItems: 'center',
                    gap: 0.5,
                    alignSelf: { xs: 'flex-end', sm: 'flex-start' },
                    mr: { xs: -1, sm: 0 },
                  }}
                >
                  <Button
                    size="small"
                    variant={a.isPublished ? 'outlined' : 'contained'}
                    color="inherit"
                    onClick={() => togglePublished(a)}
                    aria-label={`${a.isPublished ? 'Unpublish' : 'Publish'} ${a.title}`}
                    sx={{ minWidth: 96, minHeight: 40, whiteSpace: 'nowrap' }}
                  >
                    {a.isPublished ? 'Unpublish' : 'Publish'}
                  </Button>
                  <IconAction title="Edit" label={`Edit ${a.title}`} icon={<EditOutlinedIcon />} onClick={() => setEditing(a)} />
                  <DeleteButton name={a.title} onClick={() => remove.ask(a)} />
                </Box>
              </CardContent>
            </Card>
          ))}
          {more}
        </Box>
      )}
      {editing !== null && <ArticleDialog config={config} article={editing === 'new' ? null : editing} {...dialogProps} />}
      {remove.dialog}
    </Box>
  );
}
