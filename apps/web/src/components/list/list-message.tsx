import type { ReactNode } from 'react';
import { ApiError } from '../../lib/api/api-error.ts';
import { translate } from '../../lib/i18n/translator.ts';

/** The server's own refusal as it says it; anything else (a dropped connection) in plain words. */
export const failureText = (error: Error) =>
  error instanceof ApiError ? error.message : translate('list.unreachable');

type Props = {
  rows: readonly unknown[] | undefined;
  loading?: boolean;
  error?: Error | null;
  empty: string;
  /** Said instead of the rows (a filter the server refused, no column chosen). */
  notice?: ReactNode;
  onRetry?: () => void;
};

/**
 * What the list says when it has no rows to show: loading, why it failed, or that nothing matches;
 * null while it has rows.
 */
export function listMessage({ rows, loading, error, empty, notice, onRetry }: Props): ReactNode {
  if (notice) return notice;
  if (error) {
    return (
      <span className="list-failure">
        <span role="alert">{translate('list.couldNotLoad', { reason: failureText(error) })}</span>
        {onRetry && (
          <button type="button" className="button small" onClick={onRetry}>
            {translate('list.tryAgain')}
          </button>
        )}
      </span>
    );
  }
  if (!rows && loading) return <span aria-busy="true">{translate('list.loading')}</span>;
  if (rows?.length === 0) return empty;
  return null;
}
