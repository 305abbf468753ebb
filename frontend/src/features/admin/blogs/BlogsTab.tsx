import Chip from '@mui/material/Chip';
import { ApiPaths, type BlogView } from '@lora/api';
import { ArticlesTab, type ArticleKind } from '../articles/ArticlesTab.js';
import { TagsField } from './TagsField.js';

/** The Blogs tab: the News tab's screen with the blog's words, and tags as the post's own field. */
const BLOGS: ArticleKind<BlogView, { tags: string[] }> = {
  kind: 'blog',
  what: 'blog post',
  paths: ApiPaths.admin.blogs,
  publicList: ApiPaths.blogs.list,
  words: {
    heading: 'Blog Management',
    subtitle: 'Manage blog posts',
    add: 'Add Blog Post',
    search: 'Search blog posts',
    plural: 'blog posts',
    addTitle: 'Add New Blog Post',
    editTitle: 'Edit Blog Post',
    create: 'Create Post',
    update: 'Update Post',
    deleteTitle: 'Delete Blog Post',
  },
  extraOf: (post) => ({ tags: post?.tags ?? [] }),
  extraLabels: { tags: 'Tags' },
  fields: ({ form, set }) => <TagsField value={form.tags} onChange={set('tags')} />,
  chips: (post) => post.tags.map((tag) => <Chip key={tag} size="small" variant="outlined" label={tag} />),
};

export function BlogsTab() {
  return <ArticlesTab config={BLOGS} />;
}
