import { elShell } from '@crm/contracts/locales/el/shell';
import { enShell } from '@crm/contracts/locales/en/shell';
import { describe, expect, it } from 'vitest';
import { THEMES } from './themes.ts';

describe('theme names', () => {
  it('has every theme’s name in the catalogue: English its label byte for byte, Greek its own', () => {
    expect(THEMES).toHaveLength(14);
    for (const theme of THEMES) {
      const key = `theme.${theme.name}` as const;
      expect(enShell[key], key).toBe(theme.label);
      expect(elShell[key], key).toBeTruthy();
    }
    // The colours' names are Greek words; the named themes (Monokai, Gatito…) keep their names.
    expect(elShell['theme.red']).toBe('Κόκκινο');
    expect(elShell['theme.purpleDark']).toBe('Σκούρο μωβ');
  });
});
