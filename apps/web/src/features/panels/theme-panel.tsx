import './panels.css';
import { Moon, Sun } from 'lucide-react';
import { useT } from '../../lib/i18n/use-t.ts';
import { useTheme } from '../theme/theme-context.tsx';
import { previewOf, THEMES } from '../theme/themes.ts';

/** Spec point 2: the themes, each with a three-colour preview and its name in the console's language; the light/dark choice on top. */
export function ThemePanel() {
  const { theme, setTheme, setMode } = useTheme();
  const t = useT();
  return (
    <div className="panel-body">
      <h2 className="panel-title">{t('shell.theme')}</h2>
      <fieldset className="mode-switch">
        <legend className="visually-hidden">{t('panels.mode')}</legend>
        {(['dark', 'light'] as const).map((mode) => (
          <button
            key={mode}
            type="button"
            className="choice"
            aria-pressed={theme.mode === mode}
            onClick={() => setMode(mode)}
          >
            {mode === 'dark' ? <Moon size={16} aria-hidden="true" /> : <Sun size={16} aria-hidden="true" />}
            {mode === 'dark' ? t('panels.dark') : t('panels.light')}
          </button>
        ))}
      </fieldset>
      <ul className="theme-list">
        {THEMES.map((option) => (
          <li key={option.name}>
            <button
              type="button"
              className="choice"
              aria-pressed={theme.name === option.name}
              onClick={() => setTheme(option.name)}
            >
              <span className="swatches" aria-hidden="true">
                {previewOf(option).map((c) => (
                  <span key={c} style={{ background: c }} />
                ))}
              </span>
              {t(`theme.${option.name}`)}
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
