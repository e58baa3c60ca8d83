import { createContext, type ReactNode, useContext, useMemo, useState } from 'react';
import { applyTheme, chooseMode, chooseTheme, readTheme } from './theme-store.ts';
import type { Theme, ThemeMode, ThemeName } from './themes.ts';

type ThemeApi = { theme: Theme; setTheme: (name: ThemeName) => void; setMode: (mode: ThemeMode) => void };
const ThemeContext = createContext<ThemeApi | null>(null);

export function useTheme(): ThemeApi {
  const api = useContext(ThemeContext);
  if (!api) throw new Error('useTheme outside ThemeProvider');
  return api;
}

export function ThemeProvider({ children }: { children: ReactNode }) {
  const [theme, set] = useState(readTheme);
  const api = useMemo<ThemeApi>(
    () => ({
      theme,
      setTheme: (name) => {
        const next = chooseTheme(name);
        applyTheme(next);
        set(next);
      },
      setMode: (mode) => {
        const next = chooseMode(mode);
        applyTheme(next);
        set(next);
      },
    }),
    [theme],
  );
  return <ThemeContext.Provider value={api}>{children}</ThemeContext.Provider>;
}
