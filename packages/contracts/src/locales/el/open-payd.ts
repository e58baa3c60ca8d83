import type { enOpenPayd } from '../en/open-payd.ts';

/** `/internals/open-payd-form` in Greek (the sweep section's own words are `sweep.`). */
export const elOpenPayd: Record<keyof typeof enOpenPayd, string> = {
  'openPayd.title': 'Φόρμα πληρωμών',
  'openPayd.noPermission': 'Χρειάζεστε δικαίωμα παρόχου πληρωμών για να χρησιμοποιήσετε αυτή τη σελίδα.',
  'openPayd.details.title': 'Στοιχεία πληρωμής',
  'openPayd.details.intro':
    'Ο τραπεζικός λογαριασμός στον οποίο ο πάροχος πληρωμών καταβάλλει τις αναλήψεις ενός πελάτη.',
  'openPayd.details.loadFailed': 'Δεν ήταν δυνατή η φόρτωση των στοιχείων του πελάτη: {{reason}}',
  'openPayd.details.current': 'Τρέχοντα στοιχεία πληρωμής',
  'openPayd.details.iban': 'IBAN',
  'openPayd.details.bic': 'BIC',
  'openPayd.details.holder': 'Δικαιούχος λογαριασμού',
  'openPayd.details.changed': 'Αλλαγή',
  'openPayd.details.none': 'Κανένα ακόμη στον πάροχο',
  'openPayd.form.label': 'Ενημέρωση στοιχείων πληρωμής',
  'openPayd.form.holderDiffers': 'Ο δικαιούχος δεν έχει το όνομα του πελάτη, και έχω ελέγξει ότι είναι σωστός',
  'openPayd.form.reason': 'Γιατί διαφέρει ο δικαιούχος',
  'openPayd.form.save': 'Αποθήκευση στον πάροχο',
  'openPayd.form.saved': 'Τα στοιχεία πληρωμής του/της {{name}} αποθηκεύτηκαν στον πάροχο',
  'openPayd.form.notSaved': 'Δεν αποθηκεύτηκε: δεν ήταν δυνατή η σύνδεση με τον διακομιστή',
  'openPayd.picker.label': 'Εύρεση πελάτη',
  'openPayd.picker.client': 'Πελάτης',
  'openPayd.picker.placeholder': 'Πληκτρολογήστε για αναζήτηση',
  'openPayd.picker.results': 'Πελάτες που ταιριάζουν',
  'openPayd.picker.failed': 'Η αναζήτηση απέτυχε: {{reason}}',
  'openPayd.picker.noMatch': 'Κανένας πελάτης δεν ταιριάζει',
  'openPayd.sweepForm.label': 'Μεταφορά εσόδων της εταιρείας',
  'openPayd.sweepForm.currency': 'Νόμισμα',
  'openPayd.sweepForm.amount': 'Ποσό',
  'openPayd.sweepForm.amountAtMost': 'Ποσό (έως {{amount}})',
  'openPayd.sweepForm.comment': 'Σχόλιο (προαιρετικό)',
  'openPayd.sweepForm.submit': 'Μεταφορά…',
  'openPayd.sweepForm.swept': '{{amount}} μεταφέρθηκαν στον λειτουργικό λογαριασμό',
  'openPayd.sweepForm.notSwept': 'Δεν μεταφέρθηκε τίποτα: δεν ήταν δυνατή η σύνδεση με τον διακομιστή',
  'openPayd.sweepForm.confirmTitle': 'Μεταφορά εσόδων της εταιρείας',
  'openPayd.sweepForm.confirm': 'Επιβεβαίωση μεταφοράς',
  'openPayd.sweepForm.question':
    'Μεταφορά {{amount}} από τα ίδια έσοδα της εταιρείας, από τον λογαριασμό χρημάτων πελατών στον λειτουργικό λογαριασμό ({{iban}});',
  'openPayd.sweepForm.reconciliationFirst':
    'Πρώτα εκτελείται η συμφωνία χρημάτων πελατών· η μεταφορά απορρίπτεται αν δεν ισοσκελίζεται.',
};
