/** Spec point 3: the 14 colour themes. Each is dark- or light-based; `preview` is its three colours. */
export type ThemeName =
  | 'dark'
  | 'light'
  | 'red'
  | 'green'
  | 'monokai'
  | 'kimbieDark'
  | 'pink'
  | 'pinkDark'
  | 'purple'
  | 'purpleLight'
  | 'purpleDark'
  | 'gatito'
  | 'oniichan'
  | 'darthMaul';

export type ThemeMode = 'dark' | 'light';

/** Colour roles every theme fills; the CSS reads them as custom properties. */
export type ThemeColors = {
  bg: string;
  surface: string;
  raised: string;
  text: string;
  muted: string;
  border: string;
  accent: string;
  accentText: string;
  danger: string;
  warning: string;
  success: string;
};

export type Theme = { name: ThemeName; label: string; mode: ThemeMode; colors: ThemeColors };

const dark = (
  c: Pick<ThemeColors, 'bg' | 'surface' | 'raised' | 'text' | 'muted' | 'border' | 'accent'> & Partial<ThemeColors>,
): ThemeColors => ({
  accentText: '#0b0f17',
  danger: '#f87171',
  warning: '#fbbf24',
  success: '#4ade80',
  ...c,
});
const light = (
  c: Pick<ThemeColors, 'bg' | 'surface' | 'raised' | 'text' | 'muted' | 'border' | 'accent'> & Partial<ThemeColors>,
): ThemeColors => ({
  accentText: '#ffffff',
  danger: '#b91c1c',
  warning: '#92400e',
  success: '#166534',
  ...c,
});

export const THEMES: readonly Theme[] = [
  {
    name: 'dark',
    label: 'Dark',
    mode: 'dark',
    colors: dark({
      bg: '#0b1220',
      surface: '#111a2b',
      raised: '#1a2538',
      text: '#e5e7eb',
      muted: '#9aa6b8',
      border: '#263349',
      accent: '#2dd4bf',
    }),
  },
  {
    name: 'light',
    label: 'Light',
    mode: 'light',
    colors: light({
      bg: '#f3f5f9',
      surface: '#ffffff',
      raised: '#eef1f6',
      text: '#111827',
      muted: '#4b5563',
      border: '#d5dbe5',
      accent: '#0f766e',
    }),
  },
  {
    name: 'red',
    label: 'Red',
    mode: 'dark',
    colors: dark({
      bg: '#170a0c',
      surface: '#221014',
      raised: '#2f161b',
      text: '#fde8e8',
      muted: '#d8a9a9',
      border: '#4a2026',
      accent: '#f87171',
    }),
  },
  {
    name: 'green',
    label: 'Green',
    mode: 'dark',
    colors: dark({
      bg: '#07130d',
      surface: '#0e1f17',
      raised: '#152c21',
      text: '#e3f7ea',
      muted: '#9cc9ad',
      border: '#1f3d2c',
      accent: '#4ade80',
    }),
  },
  {
    name: 'monokai',
    label: 'Monokai',
    mode: 'dark',
    colors: dark({
      bg: '#272822',
      surface: '#2f302a',
      raised: '#3e3d32',
      text: '#f8f8f2',
      muted: '#c2bfa8',
      border: '#49483e',
      accent: '#a6e22e',
    }),
  },
  {
    name: 'kimbieDark',
    label: 'Kimbie dark',
    mode: 'dark',
    colors: dark({
      bg: '#221a0f',
      surface: '#2b2113',
      raised: '#362a17',
      text: '#e4c9a5',
      muted: '#c09a6d',
      border: '#4a3a24',
      accent: '#f79a32',
    }),
  },
  {
    name: 'pink',
    label: 'Pink',
    mode: 'light',
    colors: light({
      bg: '#fff1f5',
      surface: '#ffffff',
      raised: '#fde4ec',
      text: '#3b0a1f',
      muted: '#7a3f5a',
      border: '#f3c3d5',
      accent: '#be185d',
    }),
  },
  {
    name: 'pinkDark',
    label: 'Pink dark',
    mode: 'dark',
    colors: dark({
      bg: '#1c0b13',
      surface: '#27101b',
      raised: '#351626',
      text: '#fce7f3',
      muted: '#d9a3c0',
      border: '#4a1d33',
      accent: '#f472b6',
    }),
  },
  {
    name: 'purple',
    label: 'Purple',
    mode: 'dark',
    colors: dark({
      bg: '#130e22',
      surface: '#1b1530',
      raised: '#251d3f',
      text: '#ede9fe',
      muted: '#b9aedd',
      border: '#352b57',
      accent: '#a78bfa',
    }),
  },
  {
    name: 'purpleLight',
    label: 'Purple light',
    mode: 'light',
    colors: light({
      bg: '#f6f3ff',
      surface: '#ffffff',
      raised: '#ede7fe',
      text: '#1e1038',
      muted: '#54447a',
      border: '#d9cffa',
      accent: '#6d28d9',
    }),
  },
  {
    name: 'purpleDark',
    label: 'Purple dark',
    mode: 'dark',
    colors: dark({
      bg: '#0b0717',
      surface: '#130e24',
      raised: '#1c1533',
      text: '#e9e3ff',
      muted: '#a99dd0',
      border: '#2a2145',
      accent: '#8b5cf6',
      accentText: '#ffffff',
    }),
  },
  {
    name: 'gatito',
    label: 'Gatito',
    mode: 'light',
    colors: light({
      bg: '#fff8ee',
      surface: '#ffffff',
      raised: '#fdeeda',
      text: '#2d1d05',
      muted: '#6f5226',
      border: '#efd8b8',
      accent: '#b45309',
    }),
  },
  {
    name: 'oniichan',
    label: 'Onii-chan',
    mode: 'dark',
    colors: dark({
      bg: '#0e1525',
      surface: '#15203a',
      raised: '#1d2a4a',
      text: '#f1f5ff',
      muted: '#aab7d7',
      border: '#2c3a5e',
      accent: '#fb7185',
    }),
  },
  {
    name: 'darthMaul',
    label: 'Darth Maul',
    mode: 'dark',
    colors: dark({
      bg: '#0a0a0a',
      surface: '#140606',
      raised: '#1f0909',
      text: '#f5f5f5',
      muted: '#bfaeae',
      border: '#3a0d0d',
      accent: '#ef4444',
    }),
  },
];

export const themeByName = (name: string | null): Theme | undefined => THEMES.find((t) => t.name === name);

/** The three colours a theme's preview shows. */
export const previewOf = (t: Theme) => [t.colors.bg, t.colors.surface, t.colors.accent] as const;
