import sanitizeHtml from 'sanitize-html';
import type { MailMessage } from './mail-port.ts';
import { sanitizeMailHtml, textOfHtml } from './sanitize-mail-html.ts';
import { unsubscribeTokenOf } from './unsubscribe-token.ts';

export type MarketingBrand = { id: string; name: string; fromAddress: string; riskWarning: string };
export type MarketingRecipient = { clientId: string; email: string; firstName: string };

const escapeText = (text: string) =>
  sanitizeHtml(text, { allowedTags: [], allowedAttributes: {}, disallowedTagsMode: 'escape' });

/** The console page that records an unsubscribe, on the console's public origin. */
export const unsubscribeUrlOf = (publicUrl: string, secret: string, clientId: string) =>
  `${publicUrl}/unsubscribe?token=${encodeURIComponent(unsubscribeTokenOf(secret, clientId))}`;

/**
 * One marketing e-mail to one client: the body sanitised again (whatever was stored), the greeting,
 * then the brand's CFD risk warning and the client's own unsubscribe link in a footer no body can
 * remove; `List-Unsubscribe` carries the same link for mail programs, with RFC 8058's
 * `List-Unsubscribe-Post` so they unsubscribe in one click.
 */
export function composeMarketingMail(
  brand: MarketingBrand,
  recipient: MarketingRecipient,
  subject: string,
  bodyHtml: string,
  links: { publicUrl: string; secret: string },
): MailMessage {
  const unsubscribeUrl = unsubscribeUrlOf(links.publicUrl, links.secret, recipient.clientId);
  const body = sanitizeMailHtml(bodyHtml);
  const html = [
    `<p>Dear ${escapeText(recipient.firstName)},</p>`,
    body,
    '<hr>',
    `<p class="risk-warning"><small>${escapeText(brand.riskWarning)}</small></p>`,
    `<p><small>You receive this e-mail because you agreed to marketing from ${escapeText(brand.name)}. `,
    `<a href="${escapeText(unsubscribeUrl)}">Unsubscribe</a></small></p>`,
  ].join('\n');
  const text = [
    `Dear ${recipient.firstName},`,
    '',
    textOfHtml(body),
    '',
    '---',
    brand.riskWarning,
    '',
    `Unsubscribe: ${unsubscribeUrl}`,
  ].join('\n');
  return {
    brandId: brand.id,
    from: brand.fromAddress,
    to: recipient.email,
    subject,
    html,
    text,
    // RFC 8058 one-click: the mail program POSTs to the same URL (`POST /unsubscribe`), no page.
    headers: { 'List-Unsubscribe': `<${unsubscribeUrl}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
  };
}
