import './panels.css';
import type { TCurrentUser } from '@crm/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { afterIdentityChange } from '../../app/identity-change.ts';
import { useToast } from '../../components/ui/toast.tsx';
import { switchBrand } from '../../lib/auth/session.ts';
import { useT } from '../../lib/i18n/use-t.ts';
import { useBrands } from '../auth/brands.ts';

/** Spec point 2: "Select Brand"; a switch fetches the current user again and goes to `/`. */
export function SettingsPanel({ user, onDone }: { user: TCurrentUser; onDone: () => void }) {
  const { data: brands } = useBrands();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const toast = useToast();
  const [busy, setBusy] = useState(false);
  const t = useT();

  async function choose(brand: string) {
    if (brand === user.selectedBrand) return;
    setBusy(true);
    try {
      await switchBrand(user, brand);
      // Everything cached belongs to the old brand; the user is fetched again (spec point 2).
      await afterIdentityChange(queryClient);
      onDone();
      void navigate('/');
    } catch {
      toast.error(t('panels.brandFailed'));
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="panel-body">
      <h2 className="panel-title">{t('panels.selectBrand')}</h2>
      <ul className="choice-list">
        {user.brands.map((id) => {
          const brand = brands?.find((b) => b._id === id);
          return (
            <li key={id}>
              <button
                type="button"
                className="choice"
                aria-pressed={id === user.selectedBrand}
                disabled={busy}
                onClick={() => void choose(id)}
              >
                {brand && <img src={brand.logoUrl} alt="" width={20} height={20} />}
                {brand?.name ?? id}
              </button>
            </li>
          );
        })}
      </ul>
      <Link className="panel-link" to="/account/security" onClick={onDone}>
        {t('panels.security')}
      </Link>
    </div>
  );
}
