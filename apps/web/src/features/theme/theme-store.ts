import { expandHex } from '../../lib/theme/hex.ts';
import { THEMES, type Theme, type ThemeMode, type ThemeName, themeByName } from './themes.ts';

/** Spec point 9: dark or light, dark by default, under `crmTheme`. The colour theme is kept beside it. */
export const MODE_KEY = 'crmTheme';
export const COLOR_THEME_KEY = 'crmColorTheme';

export function readMode(): ThemeMode {
  return localStorage.getItem(MODE_KEY) === 'light' ? 'light' : 'dark';
}

/**
 * The colour theme in force: the stored one if it matches the mode, else the mode's own theme.
 * Choosing a colour theme sets the mode to the theme's base; switching mode picks that mode's theme.
 */
export function readTheme(): Theme {
  const mode = readMode();
  const stored = themeByName(localStorage.getItem(COLOR_THEME_KEY));
  if (stored && stored.mode === mode) return stored;
  return themeByName(mode) ?? (THEMES[0] as Theme);
}

export function chooseTheme(name: ThemeName): Theme {
  const theme = themeByName(name) ?? (THEMES[0] as Theme);
  localStorage.setItem(COLOR_THEME_KEY, theme.name);
  localStorage.setItem(MODE_KEY, theme.mode);
  return theme;
}

export function chooseMode(mode: ThemeMode): Theme {
  localStorage.setItem(MODE_KEY, mode);
  return chooseTheme(mode);
}

/** Writes the theme's colour roles as CSS custom properties (with `-rgb` triplets for translucency). */
export function applyTheme(theme: Theme, root: HTMLElement = document.documentElement): void {
  root.dataset.theme = theme.name;
  root.style.colorScheme = theme.mode;
  for (const [role, hex] of Object.entries(theme.colors)) {
    const name = role.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
    root.style.setProperty(`--${name}`, hex);
    const rgb = expandHex(hex);
    if (rgb) root.style.setProperty(`--${name}-rgb`, `${rgb.r}, ${rgb.g}, ${rgb.b}`);
  }
}
