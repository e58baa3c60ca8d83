import type { enSweep } from '../en/sweep.ts';

/** OpenPayd: the sweep of house income, in Greek. */
export const elSweep: Record<keyof typeof enSweep, string> = {
  'sweep.title': 'Μεταφορά εσόδων',
  'sweep.intro':
    'Μεταφέρει τα ίδια έσοδα της εταιρείας (προμήθειες αναλήψεων, καθαρές ζημίες συναλλαγών των πελατών) από τον λογαριασμό χρημάτων πελατών στον λειτουργικό λογαριασμό. Τα χρήματα των πελατών δεν μετακινούνται ποτέ.',
  'sweep.loadFailed': 'Δεν ήταν δυνατή η φόρτωση των υπολοίπων: {{message}}',
  'sweep.provider': 'Πάροχος: {{provider}}.',
  'sweep.balanced': 'Συμφωνία χρημάτων πελατών της {{when}}: ισοσκελισμένη.',
  'sweep.differences':
    'Συμφωνία χρημάτων πελατών της {{when}}: {{count}} διαφορά(ές) — οι μεταφορές απορρίπτονται μέχρι να ισοσκελιστεί.',
  'sweep.notReconciled': 'Δεν έχει γίνει ακόμη συμφωνία χρημάτων πελατών· η μεταφορά εκτελεί πρώτα μία.',
  'sweep.noIncome': 'Δεν υπάρχουν ακόμη έσοδα εταιρείας σε αυτό το brand.',
  'sweep.balancesCaption': 'Έσοδα προς μεταφορά και υπόλοιπα στον {{provider}} και στο καθολικό',
  'sweep.currency': 'Νόμισμα',
  'sweep.providerDiffers': 'διαφορά με τον πάροχο',
  'sweep.sweepable': 'Προς μεταφορά',
  'sweep.fees': 'Προμήθειες',
  'sweep.tradingIncome': 'Έσοδα συναλλαγών',
  'sweep.clientMoneyProvider': 'Χρήματα πελατών: πάροχος',
  'sweep.clientMoneyLedger': 'Χρήματα πελατών: καθολικό',
  'sweep.operatingProvider': 'Λειτουργικός: πάροχος',
  'sweep.operatingLedger': 'Λειτουργικός: καθολικό',
  'sweep.ibans': 'IBAN στον πάροχο',
  'sweep.clientMoneyIban': 'Χρήματα πελατών {{iban}}',
  'sweep.operatingIban': 'Λειτουργικός {{iban}}',
  'sweep.history': 'Μεταφορές',
  'sweep.historyCaption': 'Μεταφορές, νεότερες πρώτα',
  'sweep.historyEmpty': 'Δεν έχει γίνει ακόμη μεταφορά σε αυτό το brand.',
  'sweep.when': 'Πότε',
  'sweep.amount': 'Ποσό',
  'sweep.by': 'Από',
  'sweep.reference': 'Αναφορά παρόχου',
  'sweep.comment': 'Σχόλιο',
  'sweep.sweeps': 'μεταφορές',
  'sweep.sweep': 'μεταφορά',
};
