import { type TRole, ZHoldingSource } from '@crm/contracts';
import { el } from '@crm/contracts/locales/el';
import { en } from '@crm/contracts/locales/en';
import { needsExplicitPermission, PERMISSIONS } from '@crm/contracts/permissions';
import { afterEach, describe, expect, it } from 'vitest';
import { click, render } from '../../test/render.tsx';
import { PermissionMatrix, type TCatalogueEntry, type TToggle } from './permission-matrix.tsx';
import { withToggle } from './with-toggle.ts';

afterEach(() => {
  document.body.innerHTML = '';
});

const catalogue: TCatalogueEntry[] = PERMISSIONS.map((p) => ({ ...p, explicit: needsExplicitPermission(p.value) }));
const role = (name: string, permissions: string[]): TRole => ({
  _id: `00000000-0000-4000-8000-${String(name.length).padStart(4, '0')}${name
    .slice(0, 8)
    .padEnd(8, '0')
    .replace(/[^0-9a-f]/g, 'a')}`,
  name,
  permissions,
  staffCount: 1,
  createdAt: '2026-01-01T00:00:00.000Z',
});
const roles = [role('admin', []), role('sales', ['notes.view_notes']), role('developer', ['internal.server_status'])];
const box = (container: HTMLElement, name: string) =>
  container.querySelector<HTMLInputElement>(`input[aria-label="${name}"]`);

async function matrix(options: { canAdd?: boolean; canRemove?: boolean } = {}) {
  const toggles: TToggle[] = [];
  const { container } = await render(
    <PermissionMatrix
      catalogue={catalogue}
      roles={roles}
      canAdd={options.canAdd ?? true}
      canRemove={options.canRemove ?? true}
      onToggle={(t) => toggles.push(t)}
      roleActions={() => []}
    />,
  );
  return { container, toggles };
}

// Each render draws the whole catalogue (~70 rows × 3 roles) into happy-dom: seconds on a busy machine.
describe('the permission matrix', { timeout: 30_000 }, () => {
  it('has a row block per group, a row per permission and a labelled checkbox per role', async () => {
    const { container } = await matrix();
    const groups = new Set(PERMISSIONS.map((p) => p.group));
    expect(container.querySelectorAll('tbody')).toHaveLength(groups.size);
    expect(container.querySelectorAll('th[scope="row"]')).toHaveLength(PERMISSIONS.length);
    expect(container.querySelectorAll('td input[type="checkbox"]')).toHaveLength(PERMISSIONS.length * roles.length);
    expect(box(container, 'View notes: sales')?.checked).toBe(true);
    expect(box(container, 'View notes: developer')?.checked).toBe(false);
  });

  it('shows the admin rule: held, not a control, except the explicit permissions, which are toggles', async () => {
    const { container, toggles } = await matrix();
    const implicit = box(container, 'View notes: admin (held by the admin rule)');
    expect(implicit?.checked).toBe(true);
    expect(implicit?.disabled).toBe(true);
    // Scheduled functions are not explicit: the admin rule holds them.
    expect(box(container, 'View scheduled functions: admin (held by the admin rule)')?.checked).toBe(true);
    const explicit = box(container, 'Server status: admin');
    expect(explicit?.checked).toBe(false);
    expect(explicit?.disabled).toBe(false);
    await click(explicit);
    expect(toggles).toEqual([{ roleId: roles[0]?._id, permission: 'internal.server_status', hold: true }]);
    const explicitRows = container.querySelectorAll('.perm-explicit');
    expect(explicitRows).toHaveLength(PERMISSIONS.filter((p) => p.value.startsWith('internal.')).length);
  });

  it('toggles a cell, and disables what the caller may not do', async () => {
    const { container, toggles } = await matrix();
    await click(box(container, 'View notes: sales'));
    expect(toggles).toEqual([{ roleId: roles[1]?._id, permission: 'notes.view_notes', hold: false }]);
    document.body.innerHTML = '';

    const addOnly = await matrix({ canRemove: false });
    expect(box(addOnly.container, 'View notes: sales')?.disabled).toBe(true);
    expect(box(addOnly.container, 'View notes: developer')?.disabled).toBe(false);
    document.body.innerHTML = '';

    const removeOnly = await matrix({ canAdd: false });
    expect(box(removeOnly.container, 'View notes: sales')?.disabled).toBe(false);
    expect(box(removeOnly.container, 'View notes: developer')?.disabled).toBe(true);
  });
});

describe('an optimistic toggle', () => {
  it('is applied at once, and taking it back leaves other changes made meanwhile', () => {
    const [, sales, developer] = roles;
    const first = { roleId: sales?._id ?? '', permission: 'notes.create_notes', hold: true };
    const second = { roleId: developer?._id ?? '', permission: 'notes.view_notes', hold: true };
    const both = withToggle(withToggle(roles, first), second);
    expect(both?.[1]?.permissions).toEqual(['notes.view_notes', 'notes.create_notes']);
    // The first is refused: only it is taken back.
    const after = withToggle(both, { ...first, hold: !first.hold });
    expect(after?.[1]?.permissions).toEqual(['notes.view_notes']);
    expect(after?.[2]?.permissions).toEqual(['internal.server_status', 'notes.view_notes']);
    // Untouched roles are the same objects (their rows need not render again).
    expect(after?.[0]).toBe(roles[0]);
  });

  it('names every way of holding a permission in English and Greek', () => {
    const english: Readonly<Record<string, string>> = en;
    const greek: Readonly<Record<string, string>> = el;
    for (const source of ZHoldingSource.options) {
      expect(english[`permissions.via.${source}`], source).toMatch(/\S/);
      expect(greek[`permissions.via.${source}`], source).toMatch(/\S/);
    }
  });
});
