import { Marked } from 'marked';
import sanitizeHtml from 'sanitize-html';

// GitHub-flavoured Markdown (tables, strikethrough); raw HTML a writer types passes through marked
// and is then cut down by the sanitiser below, like anything else.
const markdown = new Marked({ gfm: true, async: false });

/**
 * What an article's HTML may hold: text structure, links and tables. No images inside the body (the
 * cover is the article's picture, checked by content on upload), no scripts, styles, frames, forms or
 * event attributes; links only to http(s) and mailto, opened without giving the site a handle.
 */
const POLICY: sanitizeHtml.IOptions = {
  allowedTags: [
    'h2',
    'h3',
    'h4',
    'p',
    'br',
    'hr',
    'blockquote',
    'ul',
    'ol',
    'li',
    'strong',
    'em',
    'del',
    'code',
    'pre',
    'a',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
  ],
  allowedAttributes: { a: ['href', 'title', 'rel', 'target'], th: ['align'], td: ['align'], ol: ['start'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: {
    // A heading written as `#` would compete with the page's own title: it becomes a second level.
    h1: 'h2',
    a: sanitizeHtml.simpleTransform('a', { rel: 'noopener noreferrer nofollow', target: '_blank' }),
  },
};

/** Markdown as written → HTML safe to serve: rendered by marked, then sanitised by sanitize-html. */
export function renderArticleHtml(source: string): string {
  return sanitizeHtml(markdown.parse(source) as string, POLICY);
}
