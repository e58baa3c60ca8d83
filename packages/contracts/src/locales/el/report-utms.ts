import type { enReportUtms } from '../en/report-utms.ts';

/** The UTM report and the registration cohort in Greek. */
export const elReportUtms: Record<keyof typeof enReportUtms, string> = {
  'reportUtms.title': 'UTM',
  'reportUtms.titleSource': 'UTM: {{source}}',
  'reportUtms.note':
    'Πελάτες που εγγράφηκαν στην περίοδο (οι ημέρες είναι οι ημέρες αναφοράς της εταιρείας), με ό,τι έχουν καταθέσει από τότε. Ποσά σε USD με την ισοτιμία της ημέρας αναφοράς κάθε συναλλαγής· οι επιστροφές χρημάτων και οι αντιλογισμοί μετρούν την ημέρα της κατάθεσης που επιστρέφουν. Καθαρές καταθέσεις: διακανονισμένες καταθέσεις μείον επιστροφές, αντιλογισμούς και εγκεκριμένες αναλήψεις· οι πράξεις υπολοίπου και πίστωσης δεν περιλαμβάνονται. Μετατροπή: FTD προς εγγραφές.',
  'reportUtms.days': '{{from}} έως {{to}}',
  'reportUtms.registered': 'Πελάτες που εγγράφηκαν από {{days}}',
  'reportUtms.verifiedRegistered': 'Επαληθευμένοι πελάτες που εγγράφηκαν από {{days}}',
  'reportUtms.rowRegistered': 'Πελάτες από {{row}} που εγγράφηκαν από {{days}}: {{value}}',
  'reportUtms.rowVerified': 'Επαληθευμένοι πελάτες από {{row}} που εγγράφηκαν από {{days}}: {{value}}',
  'reportUtms.figureLink': '{{what}}: {{value}}',
  'reportUtms.breadcrumb': 'Διαδρομή πλοήγησης',
  'reportUtms.allSources': 'Όλες οι πηγές',
  'reportUtms.empty': 'Κανένας πελάτης δεν εγγράφηκε σε αυτή την περίοδο.',
  'reportUtms.summarySources':
    'Εγγραφές και πελάτες με πρώτη κατάθεση ανά πηγή, οι μεγαλύτερες πρώτα, για πελάτες που εγγράφηκαν από {{days}}.',
  'reportUtms.summaryCampaigns':
    'Εγγραφές και πελάτες με πρώτη κατάθεση ανά καμπάνια της πηγής {{source}}, οι μεγαλύτερες πρώτα, για πελάτες που εγγράφηκαν από {{days}}.',
  'reportUtms.captionSources': 'Πηγές UTM',
  'reportUtms.campaignsOf': 'Καμπάνιες της πηγής {{source}}',
  'reportUtms.source': 'Πηγή',
  'reportUtms.campaign': 'Καμπάνια',
  'reportUtms.medium': 'Μέσο',
  'reportUtms.noSource': 'Χωρίς πηγή',
  'reportUtms.noCampaign': 'Χωρίς καμπάνια',
  'reportUtms.noMedium': 'Χωρίς μέσο',
  'reportUtms.figure.registrations': 'Εγγραφές',
  'reportUtms.figure.verified': 'Επαληθευμένοι',
  'reportUtms.figure.ftd_clients': 'FTD',
  'reportUtms.figure.conversion_rate': 'Μετατροπή',
  'reportUtms.figure.deposits_usd': 'Καταθέσεις',
  'reportUtms.figure.net_deposits_usd': 'Καθαρές καταθέσεις',
};
