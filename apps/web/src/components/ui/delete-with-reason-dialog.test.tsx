import { ZDeleteSegmentRequest } from '@crm/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../lib/api/api-error.ts';
import { render } from '../../test/render.tsx';
import { DeleteWithReasonDialog } from './delete-with-reason-dialog.tsx';

afterEach(() => {
  document.body.innerHTML = '';
});

/** Types into the reason the way React notices (the textarea's own value setter, then input). */
const type = (el: HTMLTextAreaElement | null, value: string) =>
  act(async () => {
    Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, 'value')?.set?.call(el, value);
    el?.dispatchEvent(new Event('input', { bubbles: true }));
  });

async function open(remove: (body: { reason: string }) => Promise<unknown>, onDeleted = () => {}) {
  await render(
    <QueryClientProvider client={new QueryClient()}>
      <DeleteWithReasonDialog
        title="Delete segment"
        schema={ZDeleteSegmentRequest}
        remove={remove}
        onDeleted={onDeleted}
        onClose={() => {}}
      >
        “Gold fans” leaves the list of segments.
      </DeleteWithReasonDialog>
    </QueryClientProvider>,
  );
  const dialog = document.querySelector('[role="dialog"]');
  const deleteButton = () => dialog?.querySelector<HTMLButtonElement>('button[type="submit"]');
  const submit = () =>
    act(async () => {
      dialog?.querySelector('form')?.requestSubmit();
    });
  return { dialog, deleteButton, submit, reason: dialog?.querySelector('textarea') ?? null };
}

describe('the delete-with-reason dialog', () => {
  it('names the object and keeps Delete disabled until a reason is typed; the reason is sent trimmed', async () => {
    const remove = vi.fn(async (_body: { reason: string }) => ({}));
    const onDeleted = vi.fn();
    const { dialog, deleteButton, submit, reason } = await open(remove, onDeleted);
    expect(dialog?.textContent).toContain('“Gold fans” leaves the list of segments.');
    expect(deleteButton()?.disabled).toBe(true);
    await type(reason, '   ');
    expect(deleteButton()?.disabled).toBe(true);
    await type(reason, '  duplicate of Gold lovers ');
    expect(deleteButton()?.disabled).toBe(false);
    await submit();
    await vi.waitFor(() => expect(onDeleted).toHaveBeenCalledTimes(1));
    expect(remove.mock.calls[0]?.[0]).toEqual({ reason: 'duplicate of Gold lovers' });
  });

  it('shows the server’s refusal in the dialog, on the reason when it names it, and stays open', async () => {
    const onDeleted = vi.fn();
    const remove = vi
      .fn<(body: { reason: string }) => Promise<unknown>>()
      .mockRejectedValueOnce(new ApiError(409, 4000, 'The segment is used by an active ribbon'))
      .mockRejectedValueOnce(
        new ApiError(400, 4001, 'Invalid body', [{ path: 'reason', message: 'The reason is too vague' }]),
      );
    const { dialog, submit, reason } = await open(remove, onDeleted);
    await type(reason, 'old');
    await submit();
    await vi.waitFor(() =>
      expect(dialog?.querySelector('.form-error')?.textContent).toBe('The segment is used by an active ribbon'),
    );
    await submit();
    await vi.waitFor(() => expect(reason?.getAttribute('aria-invalid')).toBe('true'));
    expect(dialog?.textContent).toContain('The reason is too vague');
    expect(onDeleted).not.toHaveBeenCalled();
    expect(document.querySelector('[role="dialog"]')).toBe(dialog);
  });
});
