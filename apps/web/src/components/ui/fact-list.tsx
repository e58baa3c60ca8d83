import type { ReactNode } from 'react';

/** One fact of a record: its label and its value as shown. */
export type Fact = readonly [label: string, value: ReactNode];

/**
 * A record's facts as a definition list, label over value in the shared `.facts` grid (styles.css):
 * a client's overview, a staff user's profile. Labels are unique within a list (they are the keys).
 */
export function FactList({ facts }: { facts: readonly Fact[] }) {
  return (
    <dl className="facts">
      {facts.map(([label, value]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
