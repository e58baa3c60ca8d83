import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { render } from '../../test/render.tsx';
import { type NotificationItem, NotificationRow, newestFirst, staggerDelay, typeLabel } from './notification-item.tsx';

const item = (over: Partial<NotificationItem>): NotificationItem => ({
  _id: '1',
  createdAt: '2024-01-05T09:07:00',
  notificationType: 'documents',
  document_type: 'proof_of_address',
  user: { ctrader_id: '4411' },
  status: 'pending',
  ...over,
});

describe('notification rows', () => {
  it('shows date dd/MM/yyyy, time HH:mm, the type with spaces, the client and status, linked by type', async () => {
    const { container } = await render(
      <MemoryRouter>
        <ul>
          <NotificationRow item={item({})} index={0} />
          <NotificationRow
            item={item({
              _id: '2',
              notificationType: 'withdrawals',
              document_type: undefined,
              request_type: 'withdrawFromAccount',
            })}
            index={1}
          />
          <NotificationRow
            item={item({
              _id: '3',
              notificationType: 'requests',
              document_type: undefined,
              request_type: 'depositCryptoToAccount',
              status: 'pendingChanges',
            })}
            index={2}
          />
        </ul>
      </MemoryRouter>,
    );
    const [first, second, third] = [...container.querySelectorAll('a')];
    expect(first?.textContent).toBe('05/01/2024 09:07 proof of address cTrader 4411 pending');
    expect(first?.getAttribute('href')).toBe('/documents');
    expect(second?.textContent).toContain(' Withdrawal cTrader 4411 ');
    expect(second?.getAttribute('href')).toBe('/withdrawals');
    // A crypto deposit is a request like any other (spec point 2 links by notificationType); a
    // status reads as words.
    expect(third?.textContent).toContain(' Crypto deposit cTrader 4411 pending changes');
    expect(third?.getAttribute('href')).toBe('/requests');
  });

  it('orders newest first and caps the entry stagger at 5 steps of 0.1 s', () => {
    const items = [
      item({ _id: 'old', createdAt: '2024-01-01T00:00:00Z' }),
      item({ _id: 'new', createdAt: '2024-02-01T00:00:00Z' }),
    ];
    expect(newestFirst(items).map((i) => i._id)).toEqual(['new', 'old']);
    expect([0, 1, 5, 9].map(staggerDelay)).toEqual([0, 0.1, 0.5, 0.5]);
    expect(typeLabel(item({ document_type: 'id_document' }))).toBe('id document');
  });
});
