import { enRibbons } from '@crm/contracts/locales/en/ribbons';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { call } from '../../lib/api/call.ts';
import { isSignedIn } from '../../lib/auth/current-user.ts';
import { useT } from '../../lib/i18n/use-t.ts';
import { useCan } from '../auth/use-can.ts';
import { useCurrentUser } from '../auth/use-current-user.ts';
import { RibbonApproval } from './ribbon-approval.tsx';
import { RibbonAudience } from './ribbon-audience.tsx';
import { RibbonEditor } from './ribbon-editor.tsx';
import { ribbonKeys } from './ribbon-keys.ts';
import { RibbonStatus } from './ribbon-status.tsx';

/** The open ribbon (`?ribbon=<id>`) or a new one (`?ribbon=new`): the editor, its approval and its audience. */
export function OpenRibbon({ open, onOpen }: { open: string; onOpen: (id: string | null) => void }) {
  const t = useT(enRibbons);
  const can = useCan();
  const { data: me } = useCurrentUser();
  const [params] = useSearchParams();
  const isNew = open === 'new';
  const { data: ribbon, error } = useQuery({
    queryKey: ribbonKeys.detail(open),
    queryFn: () => call('getRibbon', { params: { id: open } }),
    enabled: !isNew,
  });
  if (error) return <p className="alert">{t('ribbons.openFailed', { reason: error.message })}</p>;
  if (!isNew && !ribbon) return <p aria-busy="true">{t('ribbons.loading')}</p>;
  const current = ribbon ?? null;
  return (
    <section className="ribbon-open" aria-label={isNew ? t('ribbons.new') : t('ribbons.ribbon')}>
      <div className="ribbon-open-head">
        {current && <RibbonStatus status={current.status} />}
        <button type="button" className="button small" onClick={() => onOpen(null)}>
          {t('ribbons.close')}
        </button>
      </div>
      {current && (
        <RibbonApproval
          ribbon={current}
          myId={isSignedIn(me) ? me._id : null}
          mayApprove={can('ribbons.update_ribbons')}
        />
      )}
      <RibbonEditor
        key={current ? `${current._id}-${current.updated_at}` : 'new'}
        ribbon={current}
        preset={{ clientId: params.get('client'), segmentId: params.get('segment') }}
        mayEdit={current ? can('ribbons.update_ribbons') : can('ribbons.create_ribbons')}
        onSaved={(saved) => onOpen(saved._id)}
      />
      {current && <RibbonAudience ribbon={current} />}
    </section>
  );
}
