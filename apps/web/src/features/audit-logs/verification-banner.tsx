import type { TAuditVerificationRun } from '@crm/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ShieldAlert, ShieldCheck } from 'lucide-react';
import { useToast } from '../../components/ui/toast.tsx';
import { ApiError } from '../../lib/api/api-error.ts';
import { call } from '../../lib/api/call.ts';
import { auditLogKeys } from './audit-log-keys.ts';
import { formatWhen } from './audit-when.ts';

const BY: Record<TAuditVerificationRun['trigger'], string> = {
  cli: 'from the command line',
  schedule: 'by the server’s periodic check',
  manual: 'on request',
};

const ranBy = (run: TAuditVerificationRun) =>
  run.trigger === 'manual' && run.requestedBy ? `by ${run.requestedBy.name}` : BY[run.trigger];

/**
 * The hash chain's last verification at the top of the log: intact (how many records, when, by
 * whom) or broken, as an error naming the first bad position. "Verify now" walks the chain again
 * (audited on the server) and the banner shows the new run.
 */
export function VerificationBanner() {
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
    onError: (e) => toast.error(e instanceof ApiError ? e.message : 'The server could not be reached.'),
  });
  const run = data?.latest;
  const every = data?.intervalMinutes
    ? ` The server verifies every ${data.intervalMinutes === 60 ? 'hour' : `${data.intervalMinutes} minutes`}.`
    : '';
  const button = (
    <button type="button" className="button small" disabled={verify.isPending} onClick={() => verify.mutate()}>
      {verify.isPending ? 'Verifying…' : 'Verify now'}
    </button>
  );

  if (run && !run.intact) {
    return (
      <div className="alert audit-verification" role="alert">
        <ShieldAlert size={18} aria-hidden="true" />
        <p>
          <strong>Hash chain broken at position {run.firstBadPosition?.toLocaleString('en')}</strong>: {run.problem}.{' '}
          {run.problems > 1 ? `${run.problems.toLocaleString('en')} problems in ` : ''}
          {run.recordsChecked.toLocaleString('en')} records checked {formatWhen(run.finishedAt)} {ranBy(run)}.
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
            <strong>Hash chain intact</strong>: {run.recordsChecked.toLocaleString('en')} records checked{' '}
            {formatWhen(run.finishedAt)} {ranBy(run)}.{every}
          </>
        ) : error ? (
          'The last verification could not be read.'
        ) : data ? (
          `The hash chain has not been verified yet.${every}`
        ) : (
          'Reading the last verification…'
        )}
      </p>
      {button}
    </div>
  );
}
