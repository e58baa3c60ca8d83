import './ib-leads.css';
import { enIbLeads } from '@crm/contracts/locales/en/ib-leads';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { call } from '../../lib/api/call.ts';
import { useT } from '../../lib/i18n/use-t.ts';
import { ibLeadsKeys } from './ib-leads-keys.ts';
import { ImportPanel } from './import-panel.tsx';
import { ImportsTable } from './imports-table.tsx';
import { UploadForm } from './upload-form.tsx';

/** While an import runs, its progress is read this often. */
const PROGRESS_MS = 1_000;

/**
 * `/internals/ib-leads`: an introducing broker's leads are uploaded, checked and fixed on the
 * server's staged copy, imported in the background, and undone while untouched.
 */
export default function IbLeadsPage() {
  const t = useT(enIbLeads);
  const [params, setParams] = useSearchParams();
  const selected = params.get('import');
  const imports = useQuery({ queryKey: ibLeadsKeys.imports(), queryFn: () => call('listIbLeadImports') });
  const found = useQuery({
    queryKey: ibLeadsKeys.import(selected ?? ''),
    queryFn: () => call('getIbLeadImport', { params: { id: selected ?? '' } }),
    enabled: Boolean(selected),
    refetchInterval: (q) => (q.state.data?.status === 'importing' ? PROGRESS_MS : false),
  });
  // The uploads list shows each import's state and counts: read it again when the open import's
  // state changes under the poll (an import ends), not only when this page changes it.
  const queryClient = useQueryClient();
  const shown = useRef<{ id: string; status: string } | null>(null);
  const id = found.data?._id;
  const status = found.data?.status;
  useEffect(() => {
    const before = shown.current;
    shown.current = id && status ? { id, status } : null;
    if (before && before.id === id && before.status !== status)
      void queryClient.invalidateQueries({ queryKey: ibLeadsKeys.imports() });
  }, [id, status, queryClient]);
  const open = (id: string) => setParams({ import: id });
  return (
    <>
      <h1>{t('ibLeads.title')}</h1>
      <p className="muted ib-intro">{t('ibLeads.intro')}</p>
      <section className="ib-section" aria-label={t('ibLeads.uploadRegion')}>
        <UploadForm onUploaded={(made) => open(made._id)} />
      </section>
      <ImportsTable
        imports={imports.data}
        loading={imports.isFetching && !imports.data}
        error={imports.error}
        onRetry={() => void imports.refetch()}
        selected={selected}
        onOpen={open}
      />
      {found.data && <ImportPanel found={found.data} />}
      {found.error && (
        <p role="alert" className="form-error">
          {found.error.message}
        </p>
      )}
    </>
  );
}
