import type { TStaffUser } from '@crm/contracts';
import { ShieldCheck, ShieldOff } from 'lucide-react';
import { useId } from 'react';

/**
 * The staff user's sign-in security. The two-factor work adds its administrator action here
 * ("Reset two-factor", audited) beside the state it changes: this section is its place.
 */
export function SecuritySection({ user }: { user: TStaffUser }) {
  const id = useId();
  return (
    <section className="staff-user-section" aria-labelledby={id}>
      <h2 id={id}>Security</h2>
      <p className="with-icon">
        {user.two_factor_enabled ? (
          <>
            <ShieldCheck size={16} aria-hidden="true" /> Two-factor sign-in is on.
          </>
        ) : (
          <>
            <ShieldOff size={16} aria-hidden="true" /> Two-factor sign-in is off: a password alone signs this user in.
          </>
        )}
      </p>
      {/* Two-factor administration (reset) goes here. */}
    </section>
  );
}
