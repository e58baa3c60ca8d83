import { enTwoFactor } from '@crm/contracts/locales/en/two-factor';
import { CopyButton } from '../../components/ui/copy-button.tsx';
import { useT } from '../../lib/i18n/use-t.ts';

/** The secret as text, in groups of four, for an app that cannot scan; copied without the spaces. */
export function SecretText({ secret }: { secret: string }) {
  const t = useT(enTwoFactor);
  const grouped = secret.match(/.{1,4}/g)?.join(' ') ?? secret;
  return (
    <div className="secret-text">
      <span className="field-label">{t('twoFactor.orKey')}</span>
      <div className="secret-row">
        <code data-testid="two-factor-secret" data-secret={secret}>
          {grouped}
        </code>
        <CopyButton text={secret} label={t('twoFactor.copyKey')} />
      </div>
    </div>
  );
}
