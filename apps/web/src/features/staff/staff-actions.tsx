import type { TStaffUser } from '@crm/contracts';
import { Dropdown, type DropdownItem } from '../../components/ui/dropdown.tsx';

/** What the row's menu can ask for; the page owns the dialogs and the calls. */
export type StaffAction = 'edit' | 'disable' | 'enable' | 'link' | 'copy' | 'delete' | 'viewAs';

type Props = {
  staff: TStaffUser;
  /** The actions the caller may take on this row (permissions, own row, brands). */
  allowed: ReadonlySet<StaffAction>;
  otherBrandName: string | null;
  onAction: (action: StaffAction, staff: TStaffUser) => void;
};

const LABELS: Record<StaffAction, string> = {
  edit: 'Edit',
  disable: 'Disable',
  enable: 'Enable',
  link: 'New set-password link',
  copy: 'Copy to the other brand',
  delete: 'Delete',
  viewAs: 'View as',
};

/** A staff row's actions as one menu, holding only what the caller may do (the server checks again). */
export function StaffActions({ staff, allowed, otherBrandName, onAction }: Props) {
  const items: DropdownItem[] = (Object.keys(LABELS) as StaffAction[])
    .filter((a) => allowed.has(a))
    .map((a) => ({
      key: a,
      label: a === 'copy' && otherBrandName ? `Copy to ${otherBrandName}` : LABELS[a],
      onSelect: () => onAction(a, staff),
    }));
  if (items.length === 0) return null;
  return (
    <Dropdown
      label={
        <>
          Actions
          <span className="visually-hidden">
            {' '}
            for {staff.first_name} {staff.last_name}
          </span>
        </>
      }
      items={items}
    />
  );
}
