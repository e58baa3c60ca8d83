import type { TDocument } from '@crm/contracts';
import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { click, render } from '../../test/render.tsx';
import { DocumentViewer } from './document-viewer.tsx';

vi.mock('../../lib/api/call.ts', () => ({
  callForFile: vi.fn(async () => new Response(new Blob([new Uint8Array([137, 80, 78, 71])], { type: 'image/png' }))),
}));

afterEach(() => {
  document.body.innerHTML = '';
});

const doc: TDocument = {
  _id: 'd1',
  client: {
    _id: 'c1',
    readableId: '100001',
    first_name: 'Eleni',
    last_name: 'Georgiou',
    country: 'cy',
    date_of_birth: '1988-02-29',
    address: null,
  },
  kind: 'id_document',
  status: 'pending',
  reason: null,
  originalName: 'passport.png',
  mimeType: 'image/png',
  size: 4,
  isLatest: true,
  reviewedAt: null,
  createdAt: '2026-11-24T10:00:00.000Z',
};

const button = (name: string) => document.querySelector(`button[aria-label="${name}"]`);

describe('document viewer', () => {
  it('shows an image with zoom and rotation, beside the client data it must match', async () => {
    await render(<DocumentViewer document={doc} />);
    await act(async () => {
      await new Promise((r) => setTimeout(r, 0));
    });
    const image = document.querySelector('img');
    expect(image?.getAttribute('alt')).toBe('id document of Eleni Georgiou');
    expect(image?.style.width).toBe('100%');

    await click(button('Zoom in'));
    expect(image?.style.width).toBe('125%');
    await click(button('Rotate right'));
    expect(image?.style.transform).toBe('rotate(90deg)');
    // An image has one page: no paging.
    expect(button('Next page')).toBeNull();

    const facts = [...document.querySelectorAll('dl > div')].map((d) => d.textContent);
    expect(facts).toEqual(['NameEleni Georgiou', 'CountryCyprus (CY)', 'Date of birth29/02/1988', 'AddressNot given']);
  });
});
