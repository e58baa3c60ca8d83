import { Copy } from 'lucide-react';
import { translate } from '../../lib/i18n/translator.ts';
import { useToast } from './toast.tsx';

type Props = {
  /** What goes to the clipboard. */
  text: string;
  /** The button's accessible name ("Copy the link Black Friday"). */
  label: string;
  /** Shown beside the icon; without it the button is the icon alone. */
  children?: string;
  disabled?: boolean;
};

/** Copies a text (a link, an id) to the clipboard and says so, or says it could not. */
export function CopyButton({ text, label, children, disabled }: Props) {
  const toast = useToast();
  async function copy() {
    try {
      await navigator.clipboard.writeText(text);
      toast.success(translate('toast.copied'));
    } catch {
      toast.error(translate('toast.copyRefused'));
    }
  }
  return (
    <button
      type="button"
      className={children ? 'button small' : 'icon-button'}
      aria-label={children ? undefined : label}
      title={label}
      disabled={disabled}
      onClick={() => void copy()}
    >
      <Copy size={14} aria-hidden="true" />
      {children}
    </button>
  );
}
