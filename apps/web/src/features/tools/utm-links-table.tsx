import type { TUtmLink } from '@crm/contracts';
import { enTools } from '@crm/contracts/locales/en/tools';
import { useMutation } from '@tanstack/react-query';
import { format } from 'date-fns';
import { useState } from 'react';
import type { ListColumn } from '../../components/list/list-column.ts';
import { ListTable } from '../../components/list/list-table.tsx';
import { DrillLink } from '../../components/report/drill-link.tsx';
import { CopyButton } from '../../components/ui/copy-button.tsx';
import { useToast } from '../../components/ui/toast.tsx';
import { ApiError } from '../../lib/api/api-error.ts';
import { call } from '../../lib/api/call.ts';
import { useT } from '../../lib/i18n/use-t.ts';

type Props = {
  links: readonly TUtmLink[] | undefined;
  loading: boolean;
  error: Error | null;
  onRetry: () => void;
  onArchived: () => void;
};

/** The kept links: each copies, opens its source in the UTM report, or leaves the list (archived). */
export function UtmLinksTable({ links, loading, error, onRetry, onArchived }: Props) {
  const t = useT(enTools);
  const toast = useToast();
  // Archiving asks once more, in place: the button turns into "Archive for good" and "Keep".
  const [confirming, setConfirming] = useState<string | null>(null);
  const archive = useMutation({
    mutationFn: (link: TUtmLink) => call('archiveUtmLink', { params: { id: link._id } }),
    onSuccess: (_, link) => {
      toast.success(t('tools.archived', { name: link.name }));
      setConfirming(null);
      onArchived();
    },
    onError: (e) => toast.error(e instanceof ApiError ? e.message : t('tools.notArchived')),
  });
  const columns: ListColumn<TUtmLink>[] = [
    { id: 'name', label: t('tools.name'), identity: true, cell: (l) => l.name },
    { id: 'source', label: t('tools.source'), cell: (l) => l.utm_source },
    { id: 'medium', label: t('tools.medium'), cell: (l) => l.utm_medium },
    { id: 'campaign', label: t('tools.campaign'), cell: (l) => l.utm_campaign },
    {
      id: 'url',
      label: t('tools.linkColumn'),
      cell: (l) => (
        <span className="utm-actions">
          <span className="utm-link-url">{l.url}</span>
          <CopyButton text={l.url} label={t('tools.copyNamed', { name: l.name })} />
        </span>
      ),
    },
    { id: 'by', label: t('tools.madeBy'), nowrap: true, cell: (l) => l.created_by.name },
    {
      id: 'at',
      label: t('tools.madeOn'),
      nowrap: true,
      cell: (l) => format(new Date(l.createdAt), 'dd/MM/yyyy HH:mm'),
    },
    {
      id: 'actions',
      label: t('tools.actions'),
      nowrap: true,
      sticky: true,
      cell: (l) =>
        confirming === l._id ? (
          <span className="utm-actions">
            <button
              type="button"
              className="button small danger"
              disabled={archive.isPending}
              onClick={() => archive.mutate(l)}
            >
              {t('tools.archiveForGood')}
            </button>
            <button type="button" className="button small" onClick={() => setConfirming(null)}>
              {t('tools.keep')}
            </button>
          </span>
        ) : (
          <span className="utm-actions">
            <DrillLink
              to="/reports/utms"
              query={{ utm_source: l.utm_source }}
              label={t('tools.reportLink', { source: l.utm_source })}
            >
              {t('tools.report')}
            </DrillLink>
            <button type="button" className="button small" onClick={() => setConfirming(l._id)}>
              {t('tools.archive')}
            </button>
          </span>
        ),
    },
  ];
  return (
    <ListTable
      caption={t('tools.linksCaption')}
      listId="tools-utm-links"
      columns={columns}
      rows={links}
      rowKey={(l) => l._id}
      loading={loading}
      error={error}
      onRetry={onRetry}
      empty={t('tools.noLinks')}
    />
  );
}
