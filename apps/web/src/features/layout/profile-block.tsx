import type { TCurrentUser } from '@crm/contracts';
import { useBrands } from '../auth/brands.ts';

/** Spec point 2: brand name, first and last name, email, department. */
export function ProfileBlock({ user }: { user: TCurrentUser }) {
  const { data: brands } = useBrands();
  const brand = brands?.find((b) => b._id === user.selectedBrand);
  return (
    <section className="profile" aria-label="Signed in">
      <div className="profile-brand">{brand?.name ?? user.selectedBrand}</div>
      <div className="profile-name">
        {user.first_name} {user.last_name}
      </div>
      <div className="profile-meta">{user.email}</div>
      <div className="profile-meta">{user.department}</div>
    </section>
  );
}
