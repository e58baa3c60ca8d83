import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { byText, click, render } from '../../test/render.tsx';
import { ToastProvider } from '../ui/toast.tsx';
import { ExportControl } from './export-control.tsx';

const encoder = new TextEncoder();

/** A streamed reply whose chunks the test sends one at a time. */
function streamedReply(headers: Record<string, string>) {
  let controller: ReadableStreamDefaultController<Uint8Array> | undefined;
  const cancelled = vi.fn();
  const body = new ReadableStream<Uint8Array>({
    start: (c) => {
      controller = c;
    },
    cancel: cancelled,
  });
  return {
    response: new Response(body, { headers }),
    send: (text: string) => act(async () => controller?.enqueue(encoder.encode(text))),
    end: () => act(async () => controller?.close()),
    cancelled,
  };
}

const saved: string[] = [];
beforeEach(() => {
  saved.length = 0;
  vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:export');
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push(this.download);
  });
});
afterEach(() => {
  document.body.innerHTML = '';
  vi.restoreAllMocks();
});

async function startExport(start: (format: 'csv' | 'xlsx') => Promise<Response>, format = 'CSV') {
  const view = await render(
    <ToastProvider>
      <ExportControl start={start} fallbackName="clients" />
    </ToastProvider>,
  );
  await click(byText(document.body, 'Export'));
  await click([...document.querySelectorAll('[role="menuitem"]')].find((m) => m.textContent === format) ?? null);
  return view;
}

const text = () => document.body.textContent ?? '';

describe('export control', () => {
  it('shows the rows received out of the total while the file streams, then saves it', async () => {
    const reply = streamedReply({ 'content-type': 'text/csv; charset=utf-8', 'x-export-rows': '3' });
    const start = vi.fn(async () => reply.response);
    await startExport(start);
    expect(start).toHaveBeenCalledWith('csv');
    expect(document.querySelector('[role="status"]')?.textContent).toBe('Exporting CSV');
    await reply.send('email\na@x.test\n');
    expect(text()).toContain('1 of 3 rows');
    expect(document.querySelector('progress')?.getAttribute('value')).toBe('1');
    await reply.send('b@x.test\nc@x.test\n');
    expect(text()).toContain('3 of 3 rows');
    await reply.end();
    await vi.waitFor(() => expect(saved).toEqual(['clients.csv']));
    expect(text()).toContain('Exported clients.csv');
    expect(document.querySelector('progress')).toBeNull();
  });

  it('counts bytes for XLSX and takes the server’s file name', async () => {
    const reply = streamedReply({
      'content-type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      'content-disposition': 'attachment; filename="clients-meridian-all.xlsx"',
    });
    await startExport(async () => reply.response, 'Excel (XLSX)');
    await reply.send('x'.repeat(3072));
    expect(text()).toContain('XLSX: 3 KB');
    await reply.end();
    await vi.waitFor(() => expect(saved).toEqual(['clients-meridian-all.xlsx']));
  });

  it('cancels: the body is closed, nothing is saved, and a toast says so', async () => {
    const reply = streamedReply({ 'content-type': 'text/csv' });
    await startExport(async () => reply.response);
    await reply.send('email\na@x.test\n');
    await click(document.querySelector('button[aria-label="Cancel export"]'));
    await vi.waitFor(() => expect(text()).toContain('Export cancelled'));
    expect(reply.cancelled).toHaveBeenCalled();
    expect(saved).toEqual([]);
  });

  it('cancels before the reply arrives, and closes the reply that comes later', async () => {
    const reply = streamedReply({ 'content-type': 'text/csv' });
    let arrive: (res: Response) => void = () => {};
    await startExport(() => new Promise((resolve) => (arrive = resolve)));
    expect(text()).toContain('CSV: preparing…');
    await click(document.querySelector('button[aria-label="Cancel export"]'));
    await vi.waitFor(() => expect(text()).toContain('Export cancelled'));
    expect(document.querySelector('progress')).toBeNull();
    await act(async () => arrive(reply.response));
    await vi.waitFor(() => expect(reply.cancelled).toHaveBeenCalled());
    expect(saved).toEqual([]);
  });

  it('shows the server’s refusal', async () => {
    const refusal = new Response(JSON.stringify({ code: 3, message: 'Exporting clients needs utils.export' }), {
      status: 403,
      headers: { 'content-type': 'application/json' },
    });
    await startExport(async () => refusal);
    await vi.waitFor(() => expect(text()).toContain('Exporting clients needs utils.export'));
    expect(saved).toEqual([]);
  });
});
