import type { TStaffUser } from '@crm/contracts';
import { enStaff } from '@crm/contracts/locales/en/staff';
import { Dropdown, type DropdownItem } from '../../components/ui/dropdown.tsx';
import { useT } from '../../lib/i18n/use-t.ts';

/** What the row's menu can ask for, in the menu's order; the page owns the dialogs and the calls. */
const ACTIONS = ['edit', 'disable', 'enable', 'link', 'copy', 'delete', 'viewAs'] as const;
export type StaffAction = (typeof ACTIONS)[number];

type Props = {
  staff: TStaffUser;
  /** The actions the caller may take on this row (permissions, own row, brands). */
  allowed: ReadonlySet<StaffAction>;
  otherBrandName: string | null;
  onAction: (action: StaffAction, staff: TStaffUser) => void;
};

/** A staff row's actions as one menu, holding only what the caller may do (the server checks again). */
export function StaffActions({ staff, allowed, otherBrandName, onAction }: Props) {
  const t = useT(enStaff);
  const items: DropdownItem[] = ACTIONS.filter((a) => allowed.has(a)).map((a) => ({
    key: a,
    label: a === 'copy' && otherBrandName ? t('staff.copyTo', { brand: otherBrandName }) : t(`staff.action.${a}`),
    onSelect: () => onAction(a, staff),
  }));
  if (items.length === 0) return null;
  return (
    <Dropdown
      label={
        <>
          {t('staff.actions')}
          <span className="visually-hidden">
            {' '}
            {t('staff.actionsFor', { name: `${staff.first_name} ${staff.last_name}` })}
          </span>
        </>
      }
      items={items}
    />
  );
}
