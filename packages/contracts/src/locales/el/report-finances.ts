import type { enReportFinances } from '../en/report-finances.ts';

/** The finance report in Greek. */
export const elReportFinances: Record<keyof typeof enReportFinances, string> = {
  'reportFinances.title': 'Οικονομικά',
  'reportFinances.note':
    'Ποσά σε USD με την ισοτιμία της ημέρας αναφοράς κάθε συναλλαγής (η ημέρα αναφοράς της εταιρείας, όχι του προγράμματος περιήγησής σας). Καταθέσεις είναι οι διακανονισμένες καταθέσεις πελατών· οι επιστροφές χρημάτων και οι αντιλογισμοί μετρούν την ημέρα της κατάθεσης που επιστρέφουν. Καθαρές καταθέσεις = καταθέσεις που έφτασαν − επιστροφές − αντιλογισμοί και διπλές − εγκεκριμένες αναλήψεις· οι πράξεις υπολοίπου και πίστωσης είναι πράξεις του προσωπικού, εμφανίζονται χωριστά και ποτέ στις καθαρές καταθέσεις. Οι demo λογαριασμοί δεν μετρούν ποτέ.',
  'reportFinances.empty': 'Δεν μετακινήθηκαν χρήματα σε αυτή την περίοδο.',
  'reportFinances.chooseDays': 'Επιλέξτε και τις δύο ημέρες της περιόδου.',
  'reportFinances.caption.day': 'Οικονομικά ανά ημέρα',
  'reportFinances.caption.week': 'Οικονομικά ανά εβδομάδα',
  'reportFinances.caption.month': 'Οικονομικά ανά μήνα',
  'reportFinances.captionDays.day': 'Οικονομικά ανά ημέρα, {{from}} έως {{to}}',
  'reportFinances.captionDays.week': 'Οικονομικά ανά εβδομάδα, {{from}} έως {{to}}',
  'reportFinances.captionDays.month': 'Οικονομικά ανά μήνα, {{from}} έως {{to}}',
  'reportFinances.days': '{{from}} έως {{to}}',
  'reportFinances.figureLink': '{{figure}}, {{days}}: {{value}}',
  'reportFinances.figure.deposits_count': 'Καταθέσεις',
  'reportFinances.figure.deposits_usd': 'Καταθέσεις USD',
  'reportFinances.figure.withdrawals_count': 'Αναλήψεις',
  'reportFinances.figure.withdrawals_usd': 'Αναλήψεις USD',
  'reportFinances.figure.net_deposits_usd': 'Καθαρές καταθέσεις',
  'reportFinances.figure.refunds': 'Επιστροφές',
  'reportFinances.figure.chargebacks': 'Αντιλογισμοί',
  'reportFinances.figure.duplicates': 'Διπλές',
  'reportFinances.figure.balance_in': 'Εισροή υπολοίπου',
  'reportFinances.figure.balance_out': 'Εκροή υπολοίπου',
  'reportFinances.figure.credit_in': 'Εισροή πίστωσης',
  'reportFinances.figure.credit_out': 'Εκροή πίστωσης',
  'reportFinances.figure.deposit_rate': 'Έγκριση καταθέσεων',
  'reportFinances.figure.withdrawal_rate': 'Έγκριση αναλήψεων',
  'reportFinances.summary.day':
    'Καταθέσεις, αναλήψεις και καθαρές καταθέσεις ανά ημέρα: καταθέσεις {{deposits}}, αναλήψεις {{withdrawals}}, καθαρές καταθέσεις {{net}}.',
  'reportFinances.summary.week':
    'Καταθέσεις, αναλήψεις και καθαρές καταθέσεις ανά εβδομάδα: καταθέσεις {{deposits}}, αναλήψεις {{withdrawals}}, καθαρές καταθέσεις {{net}}.',
  'reportFinances.summary.month':
    'Καταθέσεις, αναλήψεις και καθαρές καταθέσεις ανά μήνα: καταθέσεις {{deposits}}, αναλήψεις {{withdrawals}}, καθαρές καταθέσεις {{net}}.',

  'reportFinances.byMethod': 'Ανά μέθοδο',
  'reportFinances.byMethodCaption': 'Οικονομικά ανά μέθοδο',
  'reportFinances.method': 'Μέθοδος',
  'reportFinances.byCurrency': 'Ανά νόμισμα',
  'reportFinances.byCurrencyCaption': 'Οικονομικά ανά νόμισμα',
  'reportFinances.currency': 'Νόμισμα',
  'reportFinances.deposited': 'Κατατέθηκαν',
  'reportFinances.withdrawn': 'Αναλήφθηκαν',
  'reportFinances.noBreakdown': 'Καμία κατάθεση ή ανάληψη σε αυτή την περίοδο.',
  'reportFinances.depositsLink': '{{name}} καταθέσεις, {{days}}: {{value}}',
  'reportFinances.withdrawalsLink': '{{name}} αναλήψεις, {{days}}: {{value}}',
};
