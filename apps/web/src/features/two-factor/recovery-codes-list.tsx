import { Download } from 'lucide-react';
import { CopyButton } from '../../components/ui/copy-button.tsx';

/** Recovery codes, shown once: to copy, download as a text file, or write down. */
export function RecoveryCodesList({ codes, email }: { codes: string[]; email: string }) {
  const text = `Recovery codes for ${email}\nEach code signs in once, in place of a code from the app.\n\n${codes.join('\n')}\n`;
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
      <h3 id="recovery-codes-title">Your recovery codes</h3>
      <p>
        Keep them somewhere safe, away from your phone. Each one signs you in once if you lose the app. They are shown
        only now.
      </p>
      <ul className="recovery-code-list" aria-label="Recovery codes">
        {codes.map((code) => (
          <li key={code}>
            <code>{code}</code>
          </li>
        ))}
      </ul>
      <div className="button-row">
        <CopyButton text={codes.join('\n')} label="Copy the recovery codes">
          Copy
        </CopyButton>
        <button type="button" className="button small with-icon" onClick={download}>
          <Download size={14} aria-hidden="true" />
          Download
        </button>
      </div>
    </section>
  );
}
