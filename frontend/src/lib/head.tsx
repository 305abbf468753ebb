import { createContext, useContext, useEffect } from 'react';
import { escapeXml } from '@lora/api';

/** A tag of the page's <head>: its name, its attributes in order, and a title's text. */
export type HeadTag = ['title', string] | ['meta' | 'link', Record<string, string>];

/** The tags as HTML, the same on the server (into the page's <head>) and in the browser (compared with what is there). */
export function headHtml(tags: HeadTag[]): string {
  return tags
    .map(([name, value]) =>
      typeof value === 'string'
        ? `<${name}>${escapeXml(value)}</${name}>`
        : `<${name}${Object.entries(value)
            .map(([key, v]) => ` ${key}="${escapeXml(v)}"`)
            .join('')}/>`,
    )
    .join('');
}

/** Where the server's render collects the page's head tags (entry-server.tsx); null in the browser. */
export const HeadCollector = createContext<string[] | null>(null);

/** The page's part of <head>, between these comments; the server writes them around what it collected. */
const START = 'page-head';
const END = '/page-head';

/** Puts `html` between the page-head comments of the document's <head> (adding them if the shell has none), unless it is there already. */
function showInHead(html: string): void {
  const nodes = [...document.head.childNodes];
  const isComment = (value: string) => (n: ChildNode) => n.nodeType === Node.COMMENT_NODE && n.nodeValue === value;
  let start = nodes.find(isComment(START));
  let end = nodes.find(isComment(END));
  if (!start || !end) {
    start = document.createComment(START);
    end = document.createComment(END);
    document.head.append(start, end);
  }
  const between: ChildNode[] = [];
  for (let n = start.nextSibling; n && n !== end; n = n.nextSibling) between.push(n);
  // Compared as the browser writes them out (its quotes, escapes and void tags), so the server's tags stay as they are.
  const fragment = document.createRange().createContextualFragment(html);
  const asWritten = (list: ChildNode[]) => list.map((n) => (n as Element).outerHTML ?? '').join('');
  if (asWritten(between) === asWritten([...fragment.childNodes])) return;
  for (const n of between) n.remove();
  end.before(fragment);
}

/**
 * The page's head tags. Rendered by the server into the page's <head> (its render collects them), and kept there by
 * the browser as the visitor moves from page to page. Renders nothing where it stands.
 */
export function Head({ tags }: { tags: HeadTag[] }) {
  const html = headHtml(tags);
  const collector = useContext(HeadCollector);
  collector?.push(html);
  useEffect(() => showInHead(html), [html]);
  return null;
}
