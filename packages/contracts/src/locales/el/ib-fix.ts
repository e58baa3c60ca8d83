import type { enIbFix } from '../en/ib-fix.ts';

/** IB leads: the dialog that fixes one row of an import, in Greek. */
export const elIbFix: Record<keyof typeof enIbFix, string> = {
  'ibFix.title': 'Διόρθωση γραμμής {{line}}',
  'ibFix.submit': 'Αποθήκευση και έλεγχος',
  'ibFix.unreachable': 'Δεν ήταν δυνατή η σύνδεση με τον διακομιστή· η γραμμή δεν αποθηκεύτηκε',
  'ibFix.saved.ready': 'Η γραμμή {{line}} είναι έτοιμη',
  'ibFix.saved.invalid': 'Η γραμμή {{line}} αποθηκεύτηκε· παραμένει μη έγκυρη',
  'ibFix.saved.duplicate': 'Η γραμμή {{line}} αποθηκεύτηκε· παραμένει διπλότυπη',
  'ibFix.saved.dropped': 'Η γραμμή {{line}} αποθηκεύτηκε· παραμένει εκτός εισαγωγής',
  'ibFix.saved.created': 'Η γραμμή {{line}} αποθηκεύτηκε· ο πελάτης έχει ήδη δημιουργηθεί',
  'ibFix.saved.skipped': 'Η γραμμή {{line}} αποθηκεύτηκε· παραμένει παραλειμμένη',
};
