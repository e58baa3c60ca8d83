import { APPROVAL_CHANGE_STATUSES, APPROVAL_KINDS, type TApprovalPolicies } from '@crm/contracts';
import { el } from '@crm/contracts/locales/el';
import { en } from '@crm/contracts/locales/en';
import { afterEach, describe, expect, it } from 'vitest';
import { render } from '../../test/render.tsx';
import { InForce } from './in-force.tsx';

afterEach(() => {
  document.body.innerHTML = '';
  localStorage.clear();
});

const POLICY: TApprovalPolicies = {
  brand: 'northwind',
  defaultThreshold: '10000',
  rules: [
    { kind: 'withdrawal', threshold: null, source: 'default' },
    { kind: 'balance', threshold: '1000', source: 'policy' },
    { kind: 'credit', threshold: null, source: 'default' },
    { kind: 'refund', threshold: null, source: 'default' },
  ],
  approvedAt: null,
  pending: null,
};

describe('approval policies', () => {
  it('lists the rules in force on the list kit: a threshold, or what the default means for the kind', async () => {
    const { container } = await render(<InForce policy={POLICY} />);
    const table = container.querySelector('table.list-table');
    expect(table?.querySelector('caption')?.textContent).toBe('Thresholds in force by operation');
    expect([...(table?.querySelectorAll('thead th') ?? [])].map((th) => th.textContent)).toEqual([
      'Operation',
      'Threshold',
      'Applies to',
    ]);
    const rows = [...(table?.querySelectorAll('tbody tr') ?? [])].map((tr) =>
      [...tr.querySelectorAll('td')].map((td) => td.textContent),
    );
    expect(rows).toEqual([
      [
        'Withdrawals',
        'Default: config threshold $10,000.00',
        'Each withdrawal (first approval, then a different staff member pays out)',
      ],
      ['Balance operations (either direction)', '$1,000.00', 'Both directions'],
      [
        'Credit operations (either direction)',
        'Default: config threshold $10,000.00',
        'Money out of the account; money in runs at once',
      ],
      ['Refunds', 'Default: config threshold $10,000.00', 'Money out of the account; money in runs at once'],
    ]);
    expect(container.textContent).toContain('No policy approved yet: every kind at its default.');
  });

  it('names every kind (long and short) and every status of a change, in English and Greek', () => {
    const keys = [
      ...APPROVAL_KINDS.flatMap((k) => [`approvalPolicies.kind.${k}`, `approvalPolicies.kindShort.${k}`] as const),
      ...APPROVAL_CHANGE_STATUSES.map((s) => `approvalPolicies.status.${s}` as const),
    ];
    for (const key of keys) {
      expect(en[key], key).toBeTruthy();
      expect(el[key], key).toBeTruthy();
      expect(el[key], key).not.toBe(en[key]);
    }
  });
});
