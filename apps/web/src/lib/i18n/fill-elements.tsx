import { Fragment, type ReactNode } from 'react';

/**
 * A translated sentence with elements inside it (a name in bold, a count, a link): `t` fills the
 * other placeholders and leaves these as `{{name}}` (pass `{ name: '{{name}}' }`), then each lands
 * where the language put it. The sentence stays one message, never pieces glued in English order.
 */
export function fillElements(text: string, elements: Record<string, ReactNode>): ReactNode[] {
  return text.split(/(\{\{\w+\}\})/).map((part, i) => {
    const name = /^\{\{(\w+)\}\}$/.exec(part)?.[1];
    const node = name !== undefined && name in elements ? elements[name] : part;
    // The parts never move: their position is their identity.
    // biome-ignore lint/suspicious/noArrayIndexKey: a sentence's parts are fixed in order.
    return <Fragment key={i}>{node}</Fragment>;
  });
}

/** The placeholders `fillElements` fills, handed to `t` so it leaves them in place. */
export const keepPlaceholders = <const N extends string>(...names: N[]) =>
  Object.fromEntries(names.map((n) => [n, `{{${n}}}`])) as Record<N, string>;
