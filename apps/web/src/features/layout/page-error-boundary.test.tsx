import { afterEach, describe, expect, it, vi } from 'vitest';
import { render } from '../../test/render.tsx';
import { PageErrorBoundary } from './page-error-boundary.tsx';

function Broken(): never {
  throw new Error('render failed');
}

afterEach(() => {
  document.body.innerHTML = '';
  vi.restoreAllMocks();
});

describe('page error boundary', () => {
  it('shows what happened instead of a blank console, and tries again on another page', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const view = await render(
      <PageErrorBoundary resetKey="/clients/a">
        <Broken />
      </PageErrorBoundary>,
    );
    expect(view.container.querySelector('[role="alert"]')?.textContent).toContain('This page could not be shown');
    await view.rerender(
      <PageErrorBoundary resetKey="/clients/b">
        <p>fine</p>
      </PageErrorBoundary>,
    );
    expect(view.container.textContent).toBe('fine');
  });
});
