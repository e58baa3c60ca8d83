import { CopyButton } from '../../components/ui/copy-button.tsx';

/** The secret as text, in groups of four, for an app that cannot scan; copied without the spaces. */
export function SecretText({ secret }: { secret: string }) {
  const grouped = secret.match(/.{1,4}/g)?.join(' ') ?? secret;
  return (
    <div className="secret-text">
      <span className="field-label">Or enter this key in the app</span>
      <div className="secret-row">
        <code data-testid="two-factor-secret" data-secret={secret}>
          {grouped}
        </code>
        <CopyButton text={secret} label="Copy the key" />
      </div>
    </div>
  );
}
