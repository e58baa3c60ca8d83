import { enSalesAssignment } from '@crm/contracts/locales/en/sales-assignment';
import { useT } from '../../lib/i18n/use-t.ts';
import { MarkedText } from './marked-text.tsx';

const STEPS = [
  'salesAssignment.how1',
  'salesAssignment.how2',
  'salesAssignment.how3',
  'salesAssignment.how4',
  'salesAssignment.how5',
  'salesAssignment.how6',
] as const;

/** The rule, on the page where it is set (issue #16: "Document the rule in the page itself"). */
export function HowAssignmentWorks() {
  const t = useT(enSalesAssignment);
  return (
    <details className="sa-panel sa-how" open>
      <summary>{t('salesAssignment.how')}</summary>
      <ol>
        {STEPS.map((step) => (
          <li key={step}>
            <MarkedText text={t(step)} />
          </li>
        ))}
      </ol>
    </details>
  );
}
