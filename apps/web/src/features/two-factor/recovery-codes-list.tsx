import { enTwoFactor } from '@crm/contracts/locales/en/two-factor';
import { Download } from 'lucide-react';
import { CopyButton } from '../../components/ui/copy-button.tsx';
import { useT } from '../../lib/i18n/use-t.ts';

/** Recovery codes, shown once: to copy, download as a text file, or write down. */
export function RecoveryCodesList({ codes, email }: { codes: string[]; email: string }) {
  const t = useT(enTwoFactor);
  const text = `${t('twoFactor.codesFor', { email })}\n${t('twoFactor.codesFileNote')}\n\n${codes.join('\n')}\n`;
  function download() {
    const url = URL.createObjectURL(new Blob([text], { type: 'text/plain' }));
    const link = document.createElement('a');
    link.href = url;
    link.download = 'recovery-codes.txt';
    link.click();
    URL.revokeObjectURL(url);
  }
  return (
    <section className="recovery-codes" aria-labelledby="recovery-codes-title">
      <h3 id="recovery-codes-title">{t('twoFactor.codesTitle')}</h3>
      <p>{t('twoFactor.codesIntro')}</p>
      <ul className="recovery-code-list" aria-label={t('twoFactor.codesList')}>
        {codes.map((code) => (
          <li key={code}>
            <code>{code}</code>
          </li>
        ))}
      </ul>
      <div className="button-row">
        <CopyButton text={codes.join('\n')} label={t('twoFactor.copyCodes')}>
          {t('twoFactor.copy')}
        </CopyButton>
        <button type="button" className="button small with-icon" onClick={download}>
          <Download size={14} aria-hidden="true" />
          {t('twoFactor.download')}
        </button>
      </div>
    </section>
  );
}
