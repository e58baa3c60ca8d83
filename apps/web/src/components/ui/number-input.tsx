import { type ChangeEvent, useId } from 'react';

/** Digits with an optional leading minus and one decimal point; nothing else can be typed. */
export const NUMBER_TEXT = /^-?\d*(\.\d*)?$/;

type Props = {
  label: string;
  value: string;
  onChange: (text: string, value: number | null) => void;
  prefix?: string;
  suffix?: string;
  allowNegative?: boolean;
};

/**
 * A number field with an optional prefix and suffix (`$`, `%`, `lots`). It accepts numbers only
 * (spec point 2): other keystrokes are dropped. The value is kept as text while typing (so `1.`
 * can become `1.5`) and given as a number too, or null when not yet a number.
 */
export function NumberInput({ label, value, onChange, prefix, suffix, allowNegative = false }: Props) {
  const id = useId();
  function change(e: ChangeEvent<HTMLInputElement>) {
    // An amount pasted as the console shows it ("$1,000.50") keeps its number: the grouping commas,
    // spaces and a leading currency sign are dropped, not the whole paste.
    const text = e.target.value.replace(/[,\s]/g, '').replace(/^(-?)[$€£₿Ξ₮]/, '$1');
    if (!NUMBER_TEXT.test(text) || (!allowNegative && text.startsWith('-'))) return;
    const n = Number(text);
    onChange(text, text === '' || text === '-' || text === '.' || Number.isNaN(n) ? null : n);
  }
  return (
    <div className="number-input">
      <label htmlFor={id}>{label}</label>
      <div className="number-input-box">
        {prefix && <span aria-hidden="true">{prefix}</span>}
        <input id={id} inputMode="decimal" value={value} onChange={change} />
        {suffix && <span aria-hidden="true">{suffix}</span>}
      </div>
    </div>
  );
}
