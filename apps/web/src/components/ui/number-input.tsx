import './number-input.css';
import { type ChangeEvent, useId } from 'react';

/** Digits with an optional leading minus and one decimal point; nothing else can be typed. */
export const NUMBER_TEXT = /^-?\d*(\.\d*)?$/;

/** A leading currency sign, then thousands grouped by commas: how the console shows an amount. */
const AS_SHOWN = /^-?[$€£₿Ξ₮]?\d{1,3}(,\d{3})+(\.\d*)?$/;

/**
 * An amount pasted as the console shows it ("$1,000.50") keeps its number: its grouping commas and
 * sign are dropped. A comma anywhere else (a decimal comma, "1,5") is refused like any other
 * character, never read as grouping (which would make 1,5 into 15).
 */
export function asTyped(raw: string): string {
  const text = raw.trim();
  if (AS_SHOWN.test(text)) return text.replace(/,/g, '').replace(/^(-?)[$€£₿Ξ₮]/, '$1');
  return text.replace(/^(-?)[$€£₿Ξ₮](?=\d)/, '$1');
}

type Props = {
  label: string;
  value: string;
  onChange: (text: string, value: number | null) => void;
  prefix?: string;
  suffix?: string;
  allowNegative?: boolean;
  /** The amount's error (the schema's or the server's): shown beside it, and the input points at it. */
  error?: string | undefined;
};

/**
 * A number field with an optional prefix and suffix (`$`, `%`, `lots`). It accepts numbers only
 * (spec point 2): other keystrokes are dropped. The value is kept as text while typing (so `1.`
 * can become `1.5`) and given as a number too, or null when not yet a number.
 */
export function NumberInput({ label, value, onChange, prefix, suffix, allowNegative = false, error }: Props) {
  const id = useId();
  const errorId = `${id}-error`;
  function change(e: ChangeEvent<HTMLInputElement>) {
    const text = asTyped(e.target.value);
    if (!NUMBER_TEXT.test(text) || (!allowNegative && text.startsWith('-'))) return;
    const n = Number(text);
    onChange(text, text === '' || text === '-' || text === '.' || Number.isNaN(n) ? null : n);
  }
  return (
    <div className="number-input">
      <label htmlFor={id}>{label}</label>
      <div className="number-input-box">
        {prefix && <span aria-hidden="true">{prefix}</span>}
        <input
          id={id}
          inputMode="decimal"
          value={value}
          onChange={change}
          aria-invalid={Boolean(error)}
          aria-describedby={error ? errorId : undefined}
        />
        {suffix && <span aria-hidden="true">{suffix}</span>}
      </div>
      {error && (
        <p id={errorId} role="alert" className="form-error">
          {error}
        </p>
      )}
    </div>
  );
}
