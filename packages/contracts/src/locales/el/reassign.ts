import type { enReassign } from '../en/reassign.ts';

/** Sales assignment: moving an agent's clients in bulk, in Greek. */
export const elReassign: Record<keyof typeof enReassign, string> = {
  'reassign.title': 'Μεταφορά πελατών',
  'reassign.from': 'Από',
  'reassign.choose': 'Επιλέξτε…',
  'reassign.unassignedOption': 'Πελάτες χωρίς πωλητή',
  'reassign.disabledAgent': '{{name}} (ανενεργός)',
  'reassign.countries': 'Χώρες (όλες αν δεν επιλεγεί καμία)',
  'reassign.to': 'Προς',
  'reassign.toRotation': 'Πίσω στην εναλλαγή',
  'reassign.unassigned': 'πελάτες χωρίς πωλητή',
  'reassign.rotation': 'εναλλαγή',
  'reassign.chooseFrom': 'Επιλέξτε ποιανού τους πελάτες θα μεταφέρετε.',
  'reassign.counting': 'Καταμέτρηση…',
  'reassign.countUnreachable': 'Η καταμέτρηση απέτυχε: δεν ήταν δυνατή η σύνδεση με τον διακομιστή',
  'reassign.preview_one': 'Θα μεταφερθεί {{n}} πελάτης — από: {{from}}, προς: {{to}}.',
  'reassign.preview_other': 'Θα μεταφερθούν {{n}} πελάτες — από: {{from}}, προς: {{to}}.',
  'reassign.previewIn_one': 'Θα μεταφερθεί {{n}} πελάτης ({{countries}}) — από: {{from}}, προς: {{to}}.',
  'reassign.previewIn_other': 'Θα μεταφερθούν {{n}} πελάτες ({{countries}}) — από: {{from}}, προς: {{to}}.',
  'reassign.move': 'Μεταφορά…',
  'reassign.confirmTitle_one': 'Μεταφορά {{n}} πελάτη — προς: {{to}};',
  'reassign.confirmTitle_other': 'Μεταφορά {{n}} πελατών — προς: {{to}};',
  'reassign.confirm': 'Μεταφορά',
  'reassign.confirmText':
    'Από: {{from}} — προς: {{to}}. Κάθε μεταφορά καταγράφεται στο αρχείο ελέγχου μαζί με τους πελάτες που μετέφερε.',
  'reassign.confirmTextIn':
    'Από: {{from}} ({{countries}}) — προς: {{to}}. Κάθε μεταφορά καταγράφεται στο αρχείο ελέγχου μαζί με τους πελάτες που μετέφερε.',
  'reassign.unreachable': 'Δεν ήταν δυνατή η σύνδεση με τον διακομιστή',
  'reassign.moved_one': 'Μεταφέρθηκε {{n}} πελάτης',
  'reassign.moved_other': 'Μεταφέρθηκαν {{n}} πελάτες',
  'reassign.background_one': '{{n}} πελάτης μεταφέρεται στο παρασκήνιο',
  'reassign.background_other': '{{n}} πελάτες μεταφέρονται στο παρασκήνιο',
};
