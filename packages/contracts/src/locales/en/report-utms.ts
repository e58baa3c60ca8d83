/** `/reports/utms` and the registration cohort's figures and note, which the campaigns report shares. */
export const enReportUtms = {
  'reportUtms.title': 'UTMs',
  'reportUtms.titleSource': 'UTMs: {{source}}',
  'reportUtms.note':
    'Clients registered in the period (days are the brokerage’s reporting days), with what they have deposited since. Amounts in USD at the rate of each transaction’s reporting day; refunds and chargebacks count on the day of the deposit they give back. Net deposits: settled deposits less refunds, chargebacks and approved withdrawals; balance and credit operations are not in them. Conversion: FTDs over registrations.',
  'reportUtms.days': '{{from}} to {{to}}',
  'reportUtms.registered': 'Clients registered {{days}}',
  'reportUtms.verifiedRegistered': 'Verified clients registered {{days}}',
  'reportUtms.rowRegistered': 'Clients of {{row}} registered {{days}}: {{value}}',
  'reportUtms.rowVerified': 'Verified clients of {{row}} registered {{days}}: {{value}}',
  'reportUtms.figureLink': '{{what}}: {{value}}',
  'reportUtms.breadcrumb': 'Breadcrumb',
  'reportUtms.allSources': 'All sources',
  'reportUtms.empty': 'No client registered in this period.',
  'reportUtms.summarySources':
    'Registrations and first-time depositors per source, largest first, for clients registered {{days}}.',
  'reportUtms.summaryCampaigns':
    'Registrations and first-time depositors per campaign of {{source}}, largest first, for clients registered {{days}}.',
  'reportUtms.captionSources': 'UTM sources',
  'reportUtms.campaignsOf': 'Campaigns of {{source}}',
  'reportUtms.source': 'Source',
  'reportUtms.campaign': 'Campaign',
  'reportUtms.medium': 'Medium',
  'reportUtms.noSource': 'No source',
  'reportUtms.noCampaign': 'No campaign',
  'reportUtms.noMedium': 'No medium',
  'reportUtms.figure.registrations': 'Registrations',
  'reportUtms.figure.verified': 'Verified',
  'reportUtms.figure.ftd_clients': 'FTDs',
  'reportUtms.figure.conversion_rate': 'Conversion',
  'reportUtms.figure.deposits_usd': 'Deposits',
  'reportUtms.figure.net_deposits_usd': 'Net deposits',
} as const;
