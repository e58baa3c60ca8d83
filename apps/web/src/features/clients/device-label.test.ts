import { enClients } from '@crm/contracts/locales/en/clients';
import { describe, expect, it } from 'vitest';
import { areaTranslate } from '../../lib/i18n/use-t.ts';
import { cellText, clientColumns } from './columns.tsx';
import { deviceLabel, deviceOptions } from './device-label.ts';

const t = areaTranslate(enClients);

describe('device types', () => {
  it('read through the mobile platform labels map of spec point 5', () => {
    expect(deviceLabel('android')).toBe('Android');
    expect(deviceLabel('ios')).toBe('iOS');
    expect(deviceLabel('win')).toBe('Windows');
    expect(deviceLabel('multi')).toBe('Several devices');
    expect(deviceOptions(t).map((o) => o.label)).toEqual(['Windows', 'Android', 'iOS', 'Several devices']);
  });

  it('show as labels in the clients list', () => {
    const device = clientColumns(t).find((c) => c.id === 'device_type');
    if (!device) throw new Error('no Device column');
    expect(device.cell({ _id: 'c1', device_type: 'win' })).toBe('Windows');
    expect(device.cell({ _id: 'c1', device_type: 'multi' })).toBe('Several devices');
    expect(cellText('device_type', { device_type: 'ios' })).toBe('iOS');
  });
});
