import type { enReportCampaigns } from '../en/report-campaigns.ts';

/** The campaigns report in Greek. */
export const elReportCampaigns: Record<keyof typeof enReportCampaigns, string> = {
  'reportCampaigns.title': 'Καμπάνιες',
  'reportCampaigns.period': 'Περίοδος',
  'reportCampaigns.other': 'Άλλες',
  'reportCampaigns.rowRegistered': 'Πελάτες από {{campaign}}, {{period}}: {{value}}',
  'reportCampaigns.rowVerified': 'Επαληθευμένοι πελάτες από {{campaign}}, {{period}}: {{value}}',
  'reportCampaigns.summary.day':
    'Εγγραφές ανά ημέρα και καμπάνια UTM, οι μεγαλύτερες καμπάνιες με δική τους γραμμή και οι υπόλοιπες ως Άλλες, {{days}}.',
  'reportCampaigns.summary.week':
    'Εγγραφές ανά εβδομάδα και καμπάνια UTM, οι μεγαλύτερες καμπάνιες με δική τους γραμμή και οι υπόλοιπες ως Άλλες, {{days}}.',
  'reportCampaigns.summary.month':
    'Εγγραφές ανά μήνα και καμπάνια UTM, οι μεγαλύτερες καμπάνιες με δική τους γραμμή και οι υπόλοιπες ως Άλλες, {{days}}.',
  'reportCampaigns.caption': 'Καμπάνιες ανά περίοδο',
};
