/** `/reports/campaigns`: UTM campaigns over time, by registration cohort (the cohort's words are `reportUtms.`). */
export const enReportCampaigns = {
  'reportCampaigns.title': 'Campaigns',
  'reportCampaigns.period': 'Period',
  'reportCampaigns.other': 'Other',
  'reportCampaigns.rowRegistered': 'Clients of {{campaign}}, {{period}}: {{value}}',
  'reportCampaigns.rowVerified': 'Verified clients of {{campaign}}, {{period}}: {{value}}',
  'reportCampaigns.summary.day':
    'Registrations per day by UTM campaign, the largest campaigns as their own lines and the rest as Other, {{days}}.',
  'reportCampaigns.summary.week':
    'Registrations per week by UTM campaign, the largest campaigns as their own lines and the rest as Other, {{days}}.',
  'reportCampaigns.summary.month':
    'Registrations per month by UTM campaign, the largest campaigns as their own lines and the rest as Other, {{days}}.',
  'reportCampaigns.caption': 'Campaigns per period',
} as const;
