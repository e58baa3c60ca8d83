import { describe, expect, it } from 'vitest';
import { drillPath } from '../../components/report/drill-link.tsx';
import { registrationsDrill } from './registrations-drill.ts';

const path = (drill: ReturnType<typeof registrationsDrill>) =>
  decodeURIComponent(drillPath(drill.to, drill.query)).replaceAll('+', ' ');

describe('registrationsDrill', () => {
  it('opens the clients of the days and countries, with the agent and the UTM tags as drill parameters', () => {
    const drill = registrationsDrill(
      {
        from: '2026-11-01',
        to: '2026-11-30',
        countries: ['cy'],
        agent: 'none',
        utm: { source: 'google', medium: null },
      },
      true,
      'x',
    );
    const url = path(drill);
    expect(url.startsWith('/clients?filters=')).toBe(true);
    expect(url).toContain('from_date[gte]:2026-11-01');
    expect(url).toContain('kyc_approved[eq]:true');
    expect(url).toContain('&sales_agent=none&utm_source=google&no_utm=medium');
    expect(url).not.toContain('utm_campaign');
  });

  it('adds nothing for a figure over every agent and tag', () => {
    const url = path(
      registrationsDrill({ from: '2026-11-01', to: '2026-11-01', countries: [], agent: null }, false, 'x'),
    );
    expect(url).not.toMatch(/sales_agent|utm/);
  });
});
