import { findRouteEntry } from '@crm/contracts/menu';
import { useLocation } from 'react-router';

/** Which later module builds each part of the console. */
const ARRIVES_WITH: [prefix: string, module: string][] = [
  ['/clients', 'the clients and KYC module'],
  ['/documents', 'the clients and KYC module'],
  ['/requests', 'the money module'],
  ['/finances', 'the money module'],
  ['/reports', 'the reports module'],
  ['/client-communication', 'the client communication module'],
  ['/tools', 'the tools module'],
  ['/administration', 'the administration module'],
  ['/internals', 'the internals module'],
];

/** A route of the table whose page a later module builds: it says so, and shows no made-up data. */
export default function PendingPage() {
  const { pathname } = useLocation();
  const entry = findRouteEntry(pathname);
  const module = ARRIVES_WITH.find(([prefix]) => pathname.startsWith(prefix))?.[1] ?? 'a later module';
  return (
    <>
      <h1>{entry?.label ?? 'Page'}</h1>
      <p className="muted">This page is not built yet: it arrives with {module}.</p>
    </>
  );
}
