import type { TAuditRecord } from '@crm/contracts';
import { afterEach, describe, expect, it } from 'vitest';
import { byText, click, render } from '../../test/render.tsx';
import { RecordPanel } from './record-panel.tsx';

afterEach(() => {
  document.body.innerHTML = '';
});

const RECORD: TAuditRecord = {
  _id: '42',
  viewedAs: null,
  brand: 'northwind',
  at: '2026-11-20T10:00:00.000Z',
  action: 'staff.update',
  actor: { _id: 'a1', name: 'Adrian Cole', email: 'adrian@example.com' },
  entityType: 'staff',
  entityId: 's1',
  entityLabel: 'Ana Lopez',
  address: null,
  requestId: null,
  before: { last_name: 'Lopez', first_name: 'Ana', email: 'ana@example.com', phone: '1' },
  after: { last_name: 'Lopes', first_name: 'Ana', email: 'ana@example.com', phone: '1', note: 'x' },
};

describe('an audit record opened beside the log', () => {
  it('shows the changes first, marked, and the unchanged fields on demand', async () => {
    const { container } = await render(<RecordPanel record={RECORD} onClose={() => {}} />);
    const table = container.querySelector('table');
    expect(table?.querySelector('caption')?.textContent).toBe('Before and after');
    const rowHeads = () => [...(table?.querySelectorAll('tbody th') ?? [])].map((th) => th.textContent);
    expect(rowHeads()).toEqual(['last_name changed', 'note added']);
    expect(container.textContent).toContain('not recorded');
    await click(byText(container, 'Show 3 unchanged fields'));
    expect(rowHeads()).toHaveLength(5);
    expect(byText(container, 'Hide unchanged fields')).not.toBeNull();
    expect(container.querySelector('button[aria-label="Close the record"]')).not.toBeNull();
  });
});
