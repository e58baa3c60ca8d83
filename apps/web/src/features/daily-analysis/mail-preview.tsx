import DOMPurify from 'dompurify';
import { useEffect, useRef } from 'react';

/**
 * E-mail HTML drawn in the page: HTML the server sanitised (sanitize-html) when it was saved, passed
 * through DOMPurify again here as a second line, and handed over as a DOM fragment, never as markup
 * React would inject.
 */
export function MailPreview({ html, label }: { html: string; label: string }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const fragment = DOMPurify.sanitize(html, { RETURN_DOM_FRAGMENT: true, FORBID_TAGS: ['style', 'form'] });
    ref.current?.replaceChildren(fragment);
  }, [html]);
  return <div ref={ref} className="mail-preview" role="document" aria-label={label} />;
}
