import { act, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';

// Tell React these renders happen in a test, so act() flushes effects and updates.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/** Renders into a fresh element in document.body; `unmount` removes it. */
export async function render(ui: ReactNode) {
  const container = document.createElement('div');
  document.body.append(container);
  const root = createRoot(container);
  await act(async () => root.render(ui));
  return {
    container,
    rerender: (next: ReactNode) => act(async () => root.render(next)),
    unmount: () => act(async () => root.unmount()).then(() => container.remove()),
  };
}

export const click = (el: Element | null) =>
  act(async () => {
    (el as HTMLElement).dispatchEvent(new MouseEvent('click', { bubbles: true }));
  });

/** Sets an input's value the way React notices (through the native setter), then fires input. */
export const type = (el: Element | null, value: string) =>
  act(async () => {
    const input = el as HTMLInputElement;
    const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
    setter?.call(input, value);
    input.dispatchEvent(new Event('input', { bubbles: true }));
  });

export const press = (key: string, target: Element | Document = document) =>
  act(async () => {
    target.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true }));
  });

export const byText = (root: ParentNode, text: string) =>
  [...root.querySelectorAll('button, span, label, li, p')].find((el) => el.textContent?.trim() === text) ?? null;
