import type { enReportActive } from '../en/report-active.ts';

/** The active traders report in Greek. */
export const elReportActive: Record<keyof typeof enReportActive, string> = {
  'reportActive.title': 'Ενεργοί traders',
  'reportActive.note':
    'Κλειστές συναλλαγές πραγματικών λογαριασμών που έκλεισαν μέσα στην περίοδο (ημέρες αναφοράς της εταιρείας, όχι του προγράμματος περιήγησής σας). Όγκος σε lots· ονομαστική αξία και πραγματοποιημένο Κ/Ζ σε USD με την ισοτιμία της ημέρας αναφοράς της συναλλαγής. Οι demo λογαριασμοί δεν μετρούν ποτέ.',
  'reportActive.asOf': 'Δεδομένα συναλλαγών έως {{when}}: οι συναλλαγές εισάγονται κάθε λεπτό.',
  'reportActive.notImported': 'Δεδομένα συναλλαγών: δεν έχουν εισαχθεί ακόμη (η εισαγωγή τρέχει κάθε λεπτό).',
  'reportActive.top': 'Κορυφαίοι',
  'reportActive.rankBy': 'Κατάταξη κατά',
  'reportActive.sort.volume': 'Όγκο',
  'reportActive.sort.trades': 'Συναλλαγές',
  'reportActive.sort.pnl': 'Κ/Ζ',
  'reportActive.chooseDays': 'Επιλέξτε και τις δύο ημέρες της περιόδου.',
  'reportActive.noImport':
    'Δεν υπάρχουν ακόμη δεδομένα συναλλαγών: η εισαγωγή (κάθε λεπτό) δεν έχει τρέξει σε αυτόν τον διακομιστή.',
  'reportActive.empty': 'Κανένας πελάτης δεν έκανε συναλλαγές σε αυτή την περίοδο.',
  'reportActive.caption': 'Ενεργοί traders',
  'reportActive.captionDays': 'Ενεργοί traders, {{from}} έως {{to}}',
  'reportActive.allTraders': 'Όλοι οι {{total}} traders',
  'reportActive.topOf':
    'Οι πρώτοι {{shown}} από {{total}} πελάτες που έκαναν συναλλαγές· τα σύνολα αφορούν όλους τους traders.',
  'reportActive.byPlatform': 'Ανά πλατφόρμα',
  'reportActive.byPlatformCaption': 'Ενεργοί traders ανά πλατφόρμα',

  'reportActive.trades': 'Συναλλαγές',
  'reportActive.lots': 'Όγκος (lots)',
  'reportActive.notional': 'Ονομαστική αξία USD',
  'reportActive.pnl': 'Πραγματοποιημένο Κ/Ζ USD',
  'reportActive.client': 'Πελάτης',
  'reportActive.country': 'Χώρα',
  'reportActive.instruments': 'Μέσα',
  'reportActive.platform': 'Πλατφόρμα',
  'reportActive.clients': 'Πελάτες',
  'reportActive.unnamed': 'Χωρίς όνομα',
  'reportActive.lotsValue': '{{lots}} lots',
  'reportActive.summary.volume':
    'Οι {{number}} πιο ενεργοί traders κατά όγκο σε lots· πρώτος ο/η {{trader}} με {{value}}.',
  'reportActive.summary.trades':
    'Οι {{number}} πιο ενεργοί traders κατά συναλλαγές· πρώτος ο/η {{trader}} με {{value}}.',
  'reportActive.summary.pnl':
    'Οι {{number}} πιο ενεργοί traders κατά πραγματοποιημένο Κ/Ζ σε USD· πρώτος ο/η {{trader}} με {{value}}.',
  'reportActive.noTrader.volume': 'Κανένας trader κατά όγκο σε lots.',
  'reportActive.noTrader.trades': 'Κανένας trader κατά συναλλαγές.',
  'reportActive.noTrader.pnl': 'Κανένας trader κατά πραγματοποιημένο Κ/Ζ σε USD.',
};
