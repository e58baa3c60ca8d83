import { afterEach, describe, expect, it } from 'vitest';
import { render } from '../../test/render.tsx';
import { MarkedText } from './marked-text.tsx';

afterEach(() => {
  document.body.innerHTML = '';
});

describe('MarkedText', () => {
  it('renders **bold** and `code` as elements and keeps the rest as text', async () => {
    const { container } = await render(
      <p>
        <MarkedText text="Send to `POST /x` with a **default agent** (`a <b>`)." />
      </p>,
    );
    expect(container.textContent).toBe('Send to POST /x with a default agent (a <b>).');
    expect([...container.querySelectorAll('strong')].map((e) => e.textContent)).toEqual(['default agent']);
    expect([...container.querySelectorAll('code')].map((e) => e.textContent)).toEqual(['POST /x', 'a <b>']);
  });

  it('leaves a lone marker as it is', async () => {
    const { container } = await render(<MarkedText text="2 ** 3 and a `tick" />);
    expect(container.textContent).toBe('2 ** 3 and a `tick');
    expect(container.querySelector('strong, code')).toBeNull();
  });
});
