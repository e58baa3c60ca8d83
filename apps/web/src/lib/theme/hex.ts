export type Rgb = { r: number; g: number; b: number; a?: number };

/**
 * Spec point 5: hex colours of 1, 2, 3, 4, 6 or 8 digits become RGB. One digit repeats six times
 * (`f` → `ffffff`), two repeat three times (`ab` → `ababab`), three and four double each digit
 * (`abc` → `aabbcc`, the fourth being alpha); six and eight are read as they are. Anything else
 * is not a colour: null.
 */
export function expandHex(input: string): Rgb | null {
  const hex = input.trim().replace(/^#/, '');
  if (!/^[0-9a-f]+$/i.test(hex)) return null;
  let full: string;
  switch (hex.length) {
    case 1:
      full = hex.repeat(6);
      break;
    case 2:
      full = hex.repeat(3);
      break;
    case 3:
    case 4:
      full = [...hex].map((c) => c + c).join('');
      break;
    case 6:
    case 8:
      full = hex;
      break;
    default:
      return null;
  }
  const byte = (i: number) => Number.parseInt(full.slice(i, i + 2), 16);
  const rgb: Rgb = { r: byte(0), g: byte(2), b: byte(4) };
  if (full.length === 8) rgb.a = Math.round((byte(6) / 255) * 1000) / 1000;
  return rgb;
}

export const toCssRgb = ({ r, g, b, a }: Rgb) =>
  a === undefined ? `rgb(${r}, ${g}, ${b})` : `rgba(${r}, ${g}, ${b}, ${a})`;
