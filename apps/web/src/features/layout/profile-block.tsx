import type { TCurrentUser } from '@crm/contracts';
import { useT } from '../../lib/i18n/use-t.ts';
import { useBrands } from '../auth/brands.ts';
import { LanguagePicker } from './language-picker.tsx';

/** Spec point 2: brand name, first and last name, email, department; and the console language (issue 18). */
export function ProfileBlock({ user }: { user: TCurrentUser }) {
  const { data: brands } = useBrands();
  const t = useT();
  const brand = brands?.find((b) => b._id === user.selectedBrand);
  return (
    <section className="profile" aria-label={t('profile.signedIn')}>
      <div className="profile-brand">{brand?.name ?? user.selectedBrand}</div>
      <div className="profile-name">
        {user.first_name} {user.last_name}
      </div>
      <div className="profile-meta">{user.email}</div>
      <div className="profile-meta">{user.department}</div>
      <LanguagePicker user={user} />
    </section>
  );
}
