import { describe, expect, it } from 'vitest';
import { sanitizeMailHtml, textOfHtml } from './sanitize-mail-html.ts';

describe('sanitizeMailHtml', () => {
  it('leaves scripts, handlers, styles, frames and javascript links inert', () => {
    const clean = sanitizeMailHtml(
      '<p style="x" onmouseover="a()">Hi<script>alert(1)</script></p><iframe src="https://x.example"></iframe>' +
        '<a href="javascript:alert(1)">a</a><img src="http://x.example/t.png" onerror="b()"><form><input></form>',
    );
    expect(clean).toBe('<p>Hi</p><a rel="noopener noreferrer" target="_blank">a</a><img />');
  });

  it('keeps only absolute https image sources', () => {
    expect(sanitizeMailHtml('<img src="x"><img src="https://m.example/a.png" alt="a">')).toBe(
      '<img /><img src="https://m.example/a.png" alt="a" />',
    );
  });

  it('keeps formatting, tables and https links', () => {
    const html =
      '<h2>T</h2><table><tbody><tr><td align="right">1</td></tr></tbody></table><a href="https://m.example/">m</a>';
    expect(sanitizeMailHtml(html)).toBe(
      '<h2>T</h2><table><tbody><tr><td align="right">1</td></tr></tbody></table><a href="https://m.example/" rel="noopener noreferrer" target="_blank">m</a>',
    );
  });

  it('gives the text part with blocks on lines and entities decoded', () => {
    expect(textOfHtml('<p>A &amp; B</p><p>C<br>D</p>')).toBe('A & B\nC\nD');
  });
});
