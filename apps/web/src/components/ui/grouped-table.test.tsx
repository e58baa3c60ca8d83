import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api/api-error.ts';
import { click, render } from '../../test/render.tsx';
import { GroupedTable } from './grouped-table.tsx';

const columns = [{ key: 'name', label: 'Name', cell: (r: { name: string }) => r.name }];

describe('grouped table failures', () => {
  it('says a dropped connection in plain words and offers to load again', async () => {
    let retried = 0;
    const { container } = await render(
      <GroupedTable
        caption="Things"
        columns={columns}
        rows={undefined}
        rowKey={(r) => r.name}
        error={new TypeError('Failed to fetch')}
        empty="None"
        onRetry={() => retried++}
      />,
    );
    expect(container.querySelector('[role="alert"]')?.textContent).toBe(
      'Could not load: The server could not be reached. Check the connection and try again.',
    );
    await click(container.querySelector('button'));
    expect(retried).toBe(1);
  });

  it("shows the server's own refusal as it says it", async () => {
    const { container } = await render(
      <GroupedTable
        caption="Things"
        columns={columns}
        rows={undefined}
        rowKey={(r) => r.name}
        error={new ApiError(403, 20, 'Needs one of: transactions.view_transactions')}
        empty="None"
      />,
    );
    expect(container.querySelector('[role="alert"]')?.textContent).toBe(
      'Could not load: Needs one of: transactions.view_transactions',
    );
    expect(container.querySelector('button')).toBeNull();
  });
});
