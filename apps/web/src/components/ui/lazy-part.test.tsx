import { act } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { render } from '../../test/render.tsx';
import { lazyPart } from './lazy-part.tsx';

afterEach(() => {
  document.body.innerHTML = '';
});

function Greeting({ name }: { name: string }) {
  return <p>Hello {name}</p>;
}

/** A load the test resolves itself, so it can look before and after the code "arrives". */
function controlledLoad() {
  let arrive: () => void = () => {};
  const loaded = new Promise<typeof Greeting>((resolve) => {
    arrive = () => resolve(Greeting);
  });
  let calls = 0;
  return {
    load: () => {
      calls += 1;
      return loaded;
    },
    arrive,
    calls: () => calls,
  };
}

describe('lazyPart', () => {
  it('fetches when first shown, says it is loading, then shows the part', async () => {
    const code = controlledLoad();
    const Part = lazyPart(code.load);
    expect(code.calls()).toBe(0);
    const { container } = await render(<Part name="Ada" />);
    expect(container.textContent).toBe('Loading…');
    await act(async () => code.arrive());
    expect(container.textContent).toBe('Hello Ada');
    expect(code.calls()).toBe(1);
  });

  it('with `now`, fetches at once, and a part that has arrived renders on its first render', async () => {
    const code = controlledLoad();
    const Part = lazyPart(code.load, { now: true });
    expect(code.calls()).toBe(1);
    await act(async () => code.arrive());
    const { container, rerender } = await render(<Part name="Ada" />);
    expect(container.textContent).toBe('Hello Ada');
    await rerender(<Part name="Grace" />);
    expect(container.textContent).toBe('Hello Grace');
    expect(code.calls()).toBe(1);
  });
});
