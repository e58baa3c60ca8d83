import { afterEach, describe, expect, it } from 'vitest';
import { byText, click, render } from '../../test/render.tsx';
import { ColumnChooser, chosenColumns } from './column-chooser.tsx';
import type { ColumnChoice } from './fields.ts';
import { fieldsParam } from './fields.ts';

const COLUMNS = [
  { id: 'readableId', label: 'Client ID' },
  { id: 'email', label: 'E-mail' },
  { id: 'phone', label: 'Phone' },
];

afterEach(() => {
  document.body.innerHTML = '';
});

describe('the column chooser', () => {
  it('hands every column with its selected flag, so Clear is a choice of no column', async () => {
    const choices: (readonly ColumnChoice[])[] = [];
    const { container } = await render(
      <ColumnChooser columns={COLUMNS} selected={['email']} onChange={(c) => choices.push(c)} />,
    );
    await click(container.querySelector('button[aria-haspopup]'));
    await click(byText(container, 'Clear'));
    expect(choices.at(-1)).toEqual(COLUMNS.map((c) => ({ value: c.id, selected: false })));
    expect(fieldsParam(choices.at(-1) ?? [])).toBe('');
    await click(byText(container, 'Select All'));
    expect(fieldsParam(choices.at(-1) ?? [])).toBe('readableId,email,phone');
  });

  it('shows the chosen columns in the list order, with the always-shown ones last', () => {
    const actions = { id: 'actions', label: 'Actions' };
    expect(chosenColumns(COLUMNS, ['phone', 'readableId'], [actions]).map((c) => c.id)).toEqual([
      'readableId',
      'phone',
      'actions',
    ]);
  });
});
