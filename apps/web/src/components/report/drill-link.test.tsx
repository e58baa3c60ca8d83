import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { render } from '../../test/render.tsx';
import { DrillLink, drillPath } from './drill-link.tsx';

afterEach(() => {
  document.body.innerHTML = '';
});

describe('drill links', () => {
  it('builds the console path with its query, leaving empty values out', () => {
    expect(drillPath('/transactions', { type: 'deposit', fromDate: '2026-11-01', toDate: '2026-11-30' })).toBe(
      '/transactions?type=deposit&fromDate=2026-11-01&toDate=2026-11-30',
    );
    expect(drillPath('/clients', { country: ['cy', 'gr'], agent: null, platform: '', page: 2, x: undefined })).toBe(
      '/clients?country=cy%2Cgr&page=2',
    );
    expect(drillPath('/finances/deposits')).toBe('/finances/deposits');
    expect(drillPath('/finances/deposits', { country: [] })).toBe('/finances/deposits');
  });

  it('renders the figure as a link to its rows, named in full when asked', async () => {
    const { container } = await render(
      <MemoryRouter>
        <DrillLink
          to="/finances/deposits"
          query={{ fromDate: '2026-11-24', toDate: '2026-11-24' }}
          label="Deposits on 24/11/2026: $1,250.05"
        >
          $1,250.05
        </DrillLink>
      </MemoryRouter>,
    );
    const link = container.querySelector('a');
    expect(link?.getAttribute('href')).toBe('/finances/deposits?fromDate=2026-11-24&toDate=2026-11-24');
    expect(link?.textContent).toBe('$1,250.05');
    expect(link?.getAttribute('aria-label')).toBe('Deposits on 24/11/2026: $1,250.05');
  });
});
