import sanitizeHtml from 'sanitize-html';

/**
 * What staff-written e-mail HTML may hold: text formatting, headings, lists, tables, links and
 * images over https. No script, style, form, iframe or event attribute survives; links get
 * `rel="noopener noreferrer"`. sanitize-html (htmlparser2, no DOM needed on the server) rather than
 * DOMPurify with jsdom: the same allow-list model without a DOM implementation in the server.
 */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'hr',
    'h1',
    'h2',
    'h3',
    'h4',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'small',
    'span',
    'div',
    'ul',
    'ol',
    'li',
    'blockquote',
    'a',
    'img',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
    'caption',
  ],
  allowedAttributes: {
    a: ['href', 'title', 'target', 'rel'],
    img: ['src', 'alt', 'width', 'height'],
    td: ['colspan', 'rowspan', 'align'],
    th: ['colspan', 'rowspan', 'align', 'scope'],
    '*': ['class'],
  },
  allowedSchemes: ['https', 'mailto'],
  allowedSchemesByTag: { img: ['https'] },
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: {
    a: sanitizeHtml.simpleTransform('a', { rel: 'noopener noreferrer', target: '_blank' }),
    // A relative image means nothing in a mail program: only absolute https sources are kept.
    img: (tagName, attribs) => {
      const { src, ...rest } = attribs;
      return { tagName, attribs: src && /^https:\/\//i.test(src) ? { src, ...rest } : rest };
    },
  },
};

export const sanitizeMailHtml = (html: string): string => sanitizeHtml(html, OPTIONS);

/** The plain-text part of an e-mail: the sanitised HTML without tags, blocks on their own lines. */
export function textOfHtml(html: string): string {
  const withBreaks = html
    .replace(/<\/(p|div|h[1-4]|li|tr|caption|blockquote)>|<br\s*\/?>/gi, '$&\n')
    .replace(/<\/(td|th)>/gi, '$&  ');
  return sanitizeHtml(withBreaks, { allowedTags: [], allowedAttributes: {} })
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/[ \t]+\n/g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}
