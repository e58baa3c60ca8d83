import { describe, expect, it } from 'vitest';
import { CLIENT_COLUMNS, cellText } from './columns.tsx';
import { DEVICE_OPTIONS, deviceLabel } from './device-label.ts';

describe('device types', () => {
  it('read through the mobile platform labels map of spec point 5', () => {
    expect(deviceLabel('android')).toBe('Android');
    expect(deviceLabel('ios')).toBe('iOS');
    expect(deviceLabel('win')).toBe('Windows');
    expect(deviceLabel('multi')).toBe('Several devices');
    expect(DEVICE_OPTIONS.map((o) => o.label)).toEqual(['Windows', 'Android', 'iOS', 'Several devices']);
  });

  it('show as labels in the clients list', () => {
    const device = CLIENT_COLUMNS.find((c) => c.id === 'device_type');
    if (!device) throw new Error('no Device column');
    expect(device.cell({ _id: 'c1', device_type: 'win' })).toBe('Windows');
    expect(cellText('device_type', { device_type: 'ios' })).toBe('iOS');
  });
});
