import './staff-user.css';
import { enStaffUser } from '@crm/contracts/locales/en/staff-user';
import type { TPermission } from '@crm/contracts/permissions';
import { useQuery } from '@tanstack/react-query';
import { ArrowLeft } from 'lucide-react';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { lazyPart } from '../../components/ui/lazy-part.tsx';
import { Tabs } from '../../components/ui/tabs.tsx';
import { call } from '../../lib/api/call.ts';
import { useT } from '../../lib/i18n/use-t.ts';
import { useCan } from '../auth/use-can.ts';
import { fullName } from './staff-name.ts';
import { staffUserKeys } from './staff-user-keys.ts';

// Each part's code comes apart from the page's; the profile, which the page opens on, at once.
const ProfileTab = lazyPart(() => import('./profile-tab.tsx').then((m) => m.ProfileTab), { now: true });
const PermissionsTab = lazyPart(() => import('./permissions-tab.tsx').then((m) => m.PermissionsTab));
const CountriesTab = lazyPart(() => import('./countries-tab.tsx').then((m) => m.CountriesTab));
const SessionsTab = lazyPart(() => import('./sessions-tab.tsx').then((m) => m.SessionsTab));
const ActivityTab = lazyPart(() => import('./activity-tab.tsx').then((m) => m.ActivityTab));

const TABS = ['Profile', 'Permissions', 'Countries', 'Sessions', 'Activity'] as const;
type Tab = (typeof TABS)[number];

/** The permission each tab reads with (the server checks it too); the others need only the page's. */
const TAB_PERMISSION: Partial<Record<Tab, TPermission>> = {
  Sessions: 'crm_users.update_crm_users',
  Activity: 'administration.user_logs',
};

/** Administration › Users › one staff user: who they are, what they may do, where, and what they did. */
export default function StaffUserPage() {
  const t = useT(enStaffUser);
  const { id = '' } = useParams();
  const can = useCan();
  const [tab, setTab] = useState<Tab>('Profile');
  const { data: user, error } = useQuery({
    queryKey: staffUserKeys.detail(id),
    queryFn: () => call('getStaff', { params: { id } }),
  });
  const back = (
    <Link to="/administration/users" className="with-icon staff-user-back">
      <ArrowLeft size={14} aria-hidden="true" /> {t('staffUser.back')}
    </Link>
  );
  if (error)
    return (
      <>
        {back}
        <p role="alert">{t('staffUser.notFound')}</p>
      </>
    );
  if (!user) return <p aria-busy="true">{t('staffUser.loading')}</p>;
  const tabs = TABS.filter((tab) => {
    const needed = TAB_PERMISSION[tab];
    return !needed || can(needed);
  }).map((tab) => ({ id: tab, label: t(`staffUser.tab.${tab}`) }));
  return (
    <>
      {back}
      <header className="client-header staff-user-header">
        <h1>{fullName(user)}</h1>
        <span className={`status ${user.active ? 'status-approved' : 'status-rejected'}`}>
          {user.active ? t('staffUser.active') : t('staffUser.disabled')}
        </span>
        <span>{user.email}</span>
        <span className="muted">
          {t('staffUser.summary', { department: user.department, role: user.role?.name ?? t('staffUser.noRoleShort') })}
        </span>
      </header>
      <Tabs label={t('staffUser.tabs')} tabs={tabs} selected={tab} onSelect={setTab}>
        {tab === 'Profile' && <ProfileTab user={user} />}
        {tab === 'Permissions' && <PermissionsTab user={user} />}
        {tab === 'Countries' && <CountriesTab user={user} />}
        {tab === 'Sessions' && <SessionsTab user={user} />}
        {tab === 'Activity' && <ActivityTab user={user} />}
      </Tabs>
    </>
  );
}
