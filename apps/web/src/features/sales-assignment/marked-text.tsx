/**
 * A translated text with its emphasis kept in the text itself, so a translation moves it with the
 * words it belongs to: `**words**` in bold, `` `code` `` as code. Everything else is plain text
 * (React escapes it); a lone marker stays as it is.
 */
export function MarkedText({ text }: { text: string }) {
  const parts = text.split(/(\*\*[^*]+\*\*|`[^`]+`)/);
  return (
    <>
      {parts.map((part, i) => {
        // The split's odd parts are the marked ones; the key is the position, stable for one text.
        if (i % 2 === 0) return part;
        const inner = part.slice(part.startsWith('**') ? 2 : 1, part.startsWith('**') ? -2 : -1);
        // biome-ignore lint/suspicious/noArrayIndexKey: parts of one text, in a fixed order
        return part.startsWith('**') ? <strong key={i}>{inner}</strong> : <code key={i}>{inner}</code>;
      })}
    </>
  );
}
