import type { TAuditVerificationRun } from '@crm/contracts';
import { enAuditLogs } from '@crm/contracts/locales/en/audit-logs';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ShieldAlert, ShieldCheck } from 'lucide-react';
import { useToast } from '../../components/ui/toast.tsx';
import { ApiError } from '../../lib/api/api-error.ts';
import { call } from '../../lib/api/call.ts';
import { type TTranslateOf, useT } from '../../lib/i18n/use-t.ts';
import { auditLogKeys } from './audit-log-keys.ts';
import { formatWhen } from './audit-when.ts';

const ranBy = (t: TTranslateOf<typeof enAuditLogs>, run: TAuditVerificationRun) =>
  run.trigger === 'manual' && run.requestedBy
    ? t('auditLogs.byName', { name: run.requestedBy.name })
    : t(`auditLogs.by.${run.trigger}`);

/**
 * The hash chain's last verification at the top of the log: intact (how many records, when, by
 * whom) or broken, as an error naming the first bad position. "Verify now" walks the chain again
 * (audited on the server) and the banner shows the new run.
 */
export function VerificationBanner() {
  const t = useT(enAuditLogs);
  const client = useQueryClient();
  const toast = useToast();
  const { data, error } = useQuery({
    queryKey: auditLogKeys.verification(),
    queryFn: () => call('getAuditVerification'),
  });
  const verify = useMutation({
    mutationFn: () => call('verifyAuditChain'),
    onSuccess: (run) => {
      client.setQueryData(auditLogKeys.verification(), (old: typeof data) => ({
        intervalMinutes: old?.intervalMinutes ?? 0,
        latest: run,
      }));
      // The run is on the log too (audit.verify).
      void client.invalidateQueries({ queryKey: auditLogKeys.lists() });
    },
    onError: (e) => toast.error(e instanceof ApiError ? e.message : t('auditLogs.unreachable')),
  });
  const run = data?.latest;
  // A sentence of its own after the run's, when the server checks on a schedule.
  const every = data?.intervalMinutes
    ? ` ${data.intervalMinutes === 60 ? t('auditLogs.everyHour') : t('auditLogs.everyMinutes', { minutes: data.intervalMinutes })}`
    : '';
  const button = (
    <button type="button" className="button small" disabled={verify.isPending} onClick={() => verify.mutate()}>
      {verify.isPending ? t('auditLogs.verifying') : t('auditLogs.verifyNow')}
    </button>
  );

  if (run && !run.intact) {
    return (
      <div className="alert audit-verification" role="alert">
        <ShieldAlert size={18} aria-hidden="true" />
        <p>
          <strong>{t('auditLogs.broken', { position: run.firstBadPosition?.toLocaleString('en') ?? '' })}</strong>
          {t(run.problems > 1 ? 'auditLogs.brokenDetailMany' : 'auditLogs.brokenDetail', {
            problem: run.problem,
            problems: run.problems.toLocaleString('en'),
            records: run.recordsChecked.toLocaleString('en'),
            when: formatWhen(run.finishedAt),
            by: ranBy(t, run),
          })}
        </p>
        {button}
      </div>
    );
  }
  return (
    <div className="audit-verification audit-verification-ok" role="status">
      <ShieldCheck size={18} aria-hidden="true" />
      <p>
        {run ? (
          <>
            <strong>{t('auditLogs.intact')}</strong>
            {t('auditLogs.intactDetail', {
              records: run.recordsChecked.toLocaleString('en'),
              when: formatWhen(run.finishedAt),
              by: ranBy(t, run),
              every,
            })}
          </>
        ) : error ? (
          t('auditLogs.unreadable')
        ) : data ? (
          t('auditLogs.notVerified', { every })
        ) : (
          t('auditLogs.reading')
        )}
      </p>
      {button}
    </div>
  );
}
