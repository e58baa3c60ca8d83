import type { enScheduledFunctions } from '../en/scheduled-functions.ts';

/** `/internals/scheduled-functions` in Greek. */
export const elScheduledFunctions: Record<keyof typeof enScheduledFunctions, string> = {
  'scheduled.title': 'Προγραμματισμένες εργασίες',
  'scheduled.intro':
    'Ό,τι εκτελούν οι διακομιστές βάσει χρονοδιαγράμματος ή στο παρασκήνιο. Κάθε προγραμματισμένη εκτέλεση γίνεται σε ακριβώς ένα στιγμιότυπο διακομιστή· μια εκτέλεση της οποίας το στιγμιότυπο σταματά σημειώνεται ως αποτυχημένη.',
  'scheduled.caption': 'Προγραμματισμένες εργασίες',
  'scheduled.empty': 'Δεν υπάρχουν καταχωρισμένες εργασίες',
  'scheduled.unreachable': 'Δεν ήταν δυνατή η σύνδεση με τον διακομιστή· δεν άλλαξε τίποτα',
  'scheduled.switchedOn': 'Η {{name}} είναι ενεργή',
  'scheduled.switchedOff': 'Η {{name}} είναι ανενεργή',
  'scheduled.queued': 'Η {{name}} μπήκε σε αναμονή: ξεκινά μέσα σε ένα δευτερόλεπτο',
  'scheduled.column.function': 'Εργασία',
  'scheduled.column.schedule': 'Χρονοδιάγραμμα (UTC)',
  'scheduled.column.next': 'Επόμενη εκτέλεση',
  'scheduled.column.last': 'Τελευταία εκτέλεση',
  'scheduled.column.enabled': 'Ενεργή',
  'scheduled.column.actions': 'Ενέργειες',
  'scheduled.edited': 'Τροποποιημένη',
  'scheduled.switchedOffCell': 'Απενεργοποιημένη',
  'scheduled.never': 'Ποτέ',
  'scheduled.on': 'Ναι',
  'scheduled.off': 'Όχι',
  'scheduled.runNow': 'Εκτέλεση τώρα',
  'scheduled.runNowOf': 'Εκτέλεση τώρα: {{name}}',
  'scheduled.edit': 'Επεξεργασία',
  'scheduled.editOf': 'Επεξεργασία {{name}}',
  'scheduled.history': 'Ιστορικό',
  'scheduled.historyOf': 'Ιστορικό της {{name}}',
  'scheduled.status.queued': 'Σε αναμονή',
  'scheduled.status.running': 'Εκτελείται',
  'scheduled.status.succeeded': 'Επιτυχής',
  'scheduled.status.failed': 'Απέτυχε',
  'scheduled.trigger.schedule': 'Χρονοδιάγραμμα',
  'scheduled.trigger.manual': 'Εκτέλεση τώρα',
  'scheduled.trigger.start': 'Εκκίνηση διακομιστή',
  'scheduled.runs.title': 'Ιστορικό εκτελέσεων:',
  'scheduled.runs.kept_one': '({{count}} διατηρείται)',
  'scheduled.runs.kept_other': '({{count}} διατηρούνται)',
  'scheduled.runs.caption': 'Εκτελέσεις της {{name}}',
  'scheduled.runs.empty': 'Καμία εκτέλεση ακόμη',
  'scheduled.runs.noun': 'εκτελέσεις',
  'scheduled.runs.nounOne': 'εκτέλεση',
  'scheduled.runs.due': 'Προγραμματισμένη',
  'scheduled.runs.trigger': 'Έναυσμα',
  'scheduled.runs.status': 'Κατάσταση',
  'scheduled.runs.started': 'Έναρξη',
  'scheduled.runs.duration': 'Διάρκεια',
  'scheduled.runs.result': 'Αποτέλεσμα ή σφάλμα',
  'scheduled.runs.instance': 'Στιγμιότυπο',
  'scheduled.saved': '{{name}}: {{schedule}} (UTC)',
  'scheduled.dialog.save': 'Αποθήκευση',
  'scheduled.dialog.cron': 'Χρονοδιάγραμμα (cron, UTC· με έξι πεδία το πρώτο είναι τα δευτερόλεπτα)',
  'scheduled.dialog.cronRequired': 'Ορίστε χρονοδιάγραμμα',
  'scheduled.dialog.parameters': 'Παράμετροι (JSON)',
  'scheduled.dialog.parametersName': 'παράμετροι',
  'scheduled.dialog.notJson': 'Μη έγκυρο JSON',
  'scheduled.dialog.notObject': 'Οι παράμετροι είναι αντικείμενο JSON, π.χ. {}',
  'scheduled.dialog.noParameters': 'Αυτή η εργασία δεν δέχεται παραμέτρους.',
  'scheduled.fn.audit-sealer':
    'Προσθέτει στην αλυσίδα του αρχείου ενεργειών τις εγγραφές που περιμένουν στα εισερχόμενα.',
  'scheduled.fn.audit-verify':
    'Επαληθεύει την αλυσίδα hash του αρχείου ενεργειών από την πρώτη έως την τελευταία εγγραφή.',
  'scheduled.fn.prune-idempotency-keys': 'Διαγράφει τα κλειδιά Idempotency-Key που είναι παλαιότερα από 7 ημέρες.',
  'scheduled.fn.prune-login-failures':
    'Διαγράφει τις αποτυχημένες συνδέσεις που είναι παλαιότερες από το μεγαλύτερο διάστημα που θυμάται ο περιορισμός προσπαθειών.',
  'scheduled.fn.sync-rates':
    'Φέρνει τις συναλλαγματικές ισοτιμίες μιας νέας ημέρας αναφοράς (ή μιας ημέρας που έχασε μια αποτυχημένη εκτέλεση).',
  'scheduled.fn.prune-function-runs':
    'Διαγράφει παλιές εκτελέσεις από το ιστορικό των προγραμματισμένων εργασιών και στιγμιότυπα διακομιστή που έχουν σταματήσει από καιρό.',
  'scheduled.fn.record-segment-counts':
    'Μετρά τους πελάτες κάθε ομάδας για την ημέρα (το μέγεθος της ομάδας με τον χρόνο).',
  'scheduled.fn.ib-lead-imports': 'Εισάγει τα επόμενα τμήματα των εισαγωγών leads από IB που βρίσκονται σε εξέλιξη.',
  'scheduled.fn.client-reassignments':
    'Μεταφέρει, παρτίδα προς παρτίδα, τους πελάτες των μαζικών μεταφορών που είναι πολύ μεγάλες για να γίνουν μέσα στο αίτημά τους.',
  'scheduled.fn.prune-approval-operations':
    'Διαγράφει τις πράξεις που ο κανόνας των τεσσάρων ματιών δεν αθροίζει πλέον (παλαιότερες από το 24ωρο παράθυρό του και ένα περιθώριο).',
  'scheduled.fn.resume-mailings':
    'Ολοκληρώνει τις μαζικές αποστολές e-mail (ημερήσια ανάλυση, μηνύματα πελατών) που ένας διακομιστής που σταμάτησε άφησε μισές: μόνο στους παραλήπτες που είναι ακόμη σε αναμονή.',
  'scheduled.fn.price-feed':
    'Κινεί τις προσομοιωμένες τιμές και αφήνει τους προσομοιωμένους traders να συναλλάσσονται σε αυτές.',
  'scheduled.fn.reconciliation':
    'Συγκρίνει τα υπόλοιπα και την πίστωση των πελατών στο καθολικό με τους λογαριασμούς των πλατφορμών συναλλαγών.',
  'scheduled.fn.adopt-accounts':
    'Δίνει εγγραφή πλατφόρμας στους λογαριασμούς συναλλαγών που άνοιξαν πριν υπάρξει η προσομοιωμένη πλατφόρμα.',
  'scheduled.fn.trading-import': 'Εισάγει τις κλεισμένες συναλλαγές των πλατφορμών στις αναφορές συναλλαγών.',
  'scheduled.fn.balance-snapshot':
    'Καταγράφει το στιγμιότυπο υπολοίπων της ημέρας ανά brand για την τάση των αναφορών συναλλαγών (μία φορά την ημέρα).',
  'scheduled.fn.daily-ranges': 'Ενσωματώνει τη ροή τιμών στο εύρος της ημέρας κάθε μέσου, για την ημερήσια ανάλυση.',
  'scheduled.fn.daily-analysis-draft':
    'Συντάσσει μία φορά την ημέρα το πρόχειρο του e-mail ημερήσιας ανάλυσης αγοράς κάθε brand, από την ώρα που ορίζει το DAILY_ANALYSIS_HOUR (ζώνη ώρας αναφορών), για να το ελέγξει το προσωπικό.',
  'scheduled.fn.simulated-client-app':
    'Η εφαρμογή πελατών της επίδειξης: εγγράφει έναν επινοημένο πελάτη μέσω της πραγματικής υποδοχής εγγραφών HTTP.',
};
