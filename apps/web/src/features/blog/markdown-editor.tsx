import { markdown } from '@codemirror/lang-markdown';
import CodeMirror, { EditorView } from '@uiw/react-codemirror';
import { useCallback, useMemo, useState } from 'react';
import { createPortal } from 'react-dom';

type Props = {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  invalid: boolean;
  describedBy?: string | undefined;
};

/**
 * CodeMirror's look, in the console's colours (custom properties reach into the shadow root). The
 * editor lives in a shadow root because there CodeMirror hands its styles to the browser as a
 * constructed stylesheet; in the page itself it would add a `<style>` element, which the console's
 * Content-Security-Policy (no inline styles) refuses.
 */
const CONSOLE_LOOK = EditorView.theme({
  '&': { color: 'var(--text)', backgroundColor: 'var(--surface)', fontSize: 'var(--text-sm)' },
  '&.cm-focused': { outline: 'none' },
  '.cm-scroller': { fontFamily: 'var(--font-mono, ui-monospace, monospace)' },
  '.cm-content': { caretColor: 'var(--text)', padding: 'var(--space-2)' },
  '.cm-cursor, .cm-dropCursor': { borderLeftColor: 'var(--text)' },
  '.cm-selectionBackground, &.cm-focused .cm-selectionBackground, .cm-content ::selection': {
    backgroundColor: 'rgba(var(--accent-rgb), 0.3)',
  },
  '.cm-activeLine': { backgroundColor: 'transparent' },
  '.cm-panels': { backgroundColor: 'var(--raised, var(--surface))', color: 'var(--text)' },
});

/**
 * The article's Markdown, in CodeMirror 6: a real editor (undo history, search, keyboard selection,
 * list continuation) at a fraction of a rich-text editor's weight, and what is typed is exactly what
 * is stored and rendered by the server. The editable content carries the field's name and error
 * (a `<label for>` cannot name a contenteditable element).
 */
export function MarkdownEditor({ id, label, value, onChange, invalid, describedBy }: Props) {
  const [shadow, setShadow] = useState<ShadowRoot | null>(null);
  const host = useCallback((element: HTMLDivElement | null) => {
    if (element) setShadow(element.shadowRoot ?? element.attachShadow({ mode: 'open' }));
  }, []);
  const extensions = useMemo(
    () => [
      markdown(),
      CONSOLE_LOOK,
      // Prose, not code: long lines wrap.
      EditorView.lineWrapping,
      EditorView.contentAttributes.of({
        id,
        'aria-label': label,
        'aria-multiline': 'true',
        'aria-invalid': String(invalid),
        ...(describedBy && { 'aria-describedby': describedBy }),
      }),
    ],
    [id, label, invalid, describedBy],
  );
  return (
    <div ref={host} className="blog-markdown" data-invalid={invalid}>
      {shadow &&
        createPortal(
          <CodeMirror
            value={value}
            onChange={onChange}
            extensions={extensions}
            theme="none"
            minHeight="18rem"
            basicSetup={{ lineNumbers: false, foldGutter: false, highlightActiveLineGutter: false }}
          />,
          shadow,
        )}
    </div>
  );
}
