import { markdown } from '@codemirror/lang-markdown';
import CodeMirror, { EditorView } from '@uiw/react-codemirror';

// Markdown highlighting and wrapped lines (prose, not code); colours come from the console's CSS.
const EXTENSIONS = [markdown(), EditorView.lineWrapping];

type Props = {
  id: string;
  value: string;
  onChange: (value: string) => void;
  invalid: boolean;
  describedBy?: string | undefined;
};

/**
 * The article's Markdown, in CodeMirror 6: a real editor (undo history, search, keyboard selection,
 * list continuation) at a fraction of a rich-text editor's weight, and what is typed is exactly what
 * is stored and rendered by the server. The field's label points at the editable content.
 */
export function MarkdownEditor({ id, value, onChange, invalid, describedBy }: Props) {
  return (
    <CodeMirror
      value={value}
      onChange={onChange}
      extensions={EXTENSIONS}
      theme="none"
      className="blog-markdown"
      minHeight="18rem"
      basicSetup={{ lineNumbers: false, foldGutter: false, highlightActiveLineGutter: false }}
      data-invalid={invalid}
      onCreateEditor={(view) => {
        const content = view.contentDOM;
        content.id = id;
        content.setAttribute('aria-multiline', 'true');
        if (describedBy) content.setAttribute('aria-describedby', describedBy);
      }}
    />
  );
}
