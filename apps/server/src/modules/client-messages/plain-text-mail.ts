import sanitizeHtml from 'sanitize-html';

const escapeText = (text: string) =>
  sanitizeHtml(text, { allowedTags: [], allowedAttributes: {}, disallowedTagsMode: 'escape' });

/**
 * Staff write client e-mails as plain text: escaped (whatever they typed shows as typed, never as
 * markup), blank lines make paragraphs and single line breaks stay line breaks.
 */
export function plainTextToHtml(text: string): string {
  return text
    .split(/\r?\n\s*\r?\n/)
    .map((paragraph) => paragraph.trim())
    .filter((paragraph) => paragraph !== '')
    .map((paragraph) => `<p>${paragraph.split(/\r?\n/).map(escapeText).join('<br>')}</p>`)
    .join('\n');
}
