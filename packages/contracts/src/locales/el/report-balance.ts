import type { enReportBalance } from '../en/report-balance.ts';

/** The balance and equity report in Greek. */
export const elReportBalance: Record<keyof typeof enReportBalance, string> = {
  'reportBalance.title': 'Υπόλοιπο και κεφάλαιο',
  'reportBalance.note':
    'Μόνο πραγματικοί λογαριασμοί (οι demo λογαριασμοί δεν μετρούν ποτέ). Τα τρέχοντα μεγέθη είναι στο νόμισμα κάθε λογαριασμού με τα δικά του δεκαδικά, και σε USD με την ισοτιμία της {{day}} (ημέρα αναφοράς της εταιρείας). Η περίοδος ισχύει μόνο για τα ημερήσια στιγμιότυπα της τάσης. Ένας λογαριασμός είναι σε margin call όταν χρησιμοποιεί περιθώριο και το κεφάλαιό του είναι κάτω από το {{percent}}% αυτού.',
  'reportBalance.today': 'σημερινής ημέρας',
  'reportBalance.trendEmpty':
    'Κανένα ημερήσιο στιγμιότυπο σε αυτή την περίοδο: λαμβάνεται ένα κάθε ημέρα αναφοράς, το πρώτο όταν ξεκινά ο διακομιστής.',
  'reportBalance.chooseDays': 'Επιλέξτε και τις δύο ημέρες της περιόδου.',
  'reportBalance.marginCallOnly': 'Μόνο σε margin call',
  'reportBalance.perDay': 'Ανά ημέρα',
  'reportBalance.perDayDays': 'Ανά ημέρα, {{from}} έως {{to}}',
  'reportBalance.trendCaption': 'Υπόλοιπο και κεφάλαιο ανά ημέρα',
  'reportBalance.trendCaptionDays': 'Υπόλοιπο και κεφάλαιο ανά ημέρα, {{from}} έως {{to}}',
  'reportBalance.now': 'Τώρα, ανά πλατφόρμα και νόμισμα',
  'reportBalance.pricedAt': 'Αποτίμηση στις {{time}}',
  'reportBalance.nowCaption': 'Υπόλοιπο και κεφάλαιο τώρα ανά πλατφόρμα και νόμισμα',
  'reportBalance.noAccount': 'Κανένας πραγματικός λογαριασμός για αυτά τα φίλτρα.',
  'reportBalance.accounts': 'Λογαριασμοί',
  'reportBalance.accountsTotal': 'Λογαριασμοί ({{total}})',
  'reportBalance.accountsMarginCall': 'Λογαριασμοί σε margin call',
  'reportBalance.accountsTotalMarginCall': 'Λογαριασμοί ({{total}}) σε margin call',
  'reportBalance.noMarginCall': 'Κανένας λογαριασμός δεν είναι σε margin call.',
  'reportBalance.noun': 'λογαριασμοί',

  'reportBalance.platform': 'Πλατφόρμα',
  'reportBalance.currency': 'Νόμισμα',
  'reportBalance.figure.balance': 'Υπόλοιπο',
  'reportBalance.figure.credit': 'Πίστωση',
  'reportBalance.figure.equity': 'Κεφάλαιο',
  'reportBalance.figure.margin': 'Περιθώριο',
  'reportBalance.figure.free_margin': 'Ελεύθερο περιθώριο',
  'reportBalance.login': 'Login',
  'reportBalance.client': 'Πελάτης',
  'reportBalance.unnamed': 'Χωρίς όνομα',
  'reportBalance.country': 'Χώρα',
  'reportBalance.marginLevel': 'Επίπεδο περιθωρίου',
  'reportBalance.marginCall': 'margin call',
  'reportBalance.day': 'Ημέρα',
  'reportBalance.balanceUsd': 'Υπόλοιπο USD',
  'reportBalance.creditUsd': 'Πίστωση USD',
  'reportBalance.equityUsd': 'Κεφάλαιο USD',
  'reportBalance.marginUsd': 'Περιθώριο USD',
  'reportBalance.noSnapshot': 'Κανένα ημερήσιο στιγμιότυπο σε αυτή την περίοδο.',
  'reportBalance.summary':
    'Υπόλοιπο, πίστωση και κεφάλαιο σε USD ανά ημέρα σε {{number}} στιγμιότυπα· στις {{day}} υπόλοιπο {{balance}}, πίστωση {{credit}}, κεφάλαιο {{equity}}.',
};
