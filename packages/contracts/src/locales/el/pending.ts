import type { enPending } from '../en/pending.ts';

/** The stand-in pages in Greek. */
export const elPending: Record<keyof typeof enPending, string> = {
  'pending.notFound': 'Η σελίδα δεν βρέθηκε',
  'pending.noPage': 'Δεν υπάρχει σελίδα σε αυτή τη διεύθυνση.',
  'pending.backToDashboard': 'Επιστροφή στον πίνακα ελέγχου',
  'pending.page': 'Σελίδα',
  'pending.coming': 'Η σελίδα έρχεται σε επόμενη έκδοση: η σελίδα {{page}} θα ανοίγει εδώ μόλις είναι έτοιμη.',
  'pending.comingUnnamed': 'Η σελίδα έρχεται σε επόμενη έκδοση: θα ανοίγει εδώ μόλις είναι έτοιμη.',
  'pending.groupComing':
    'Η ενότητα {{group}} θα περιέχει αυτές τις σελίδες, που έρχονται σε επόμενη έκδοση· η καθεμία ανοίγει από το μενού μόλις είναι έτοιμη:',
};
