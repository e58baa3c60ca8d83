/** `/reports/activeTraders`: the clients who traded most in a period, and by platform. */
export const enReportActive = {
  'reportActive.title': 'Active traders',
  'reportActive.note':
    'Closed deals of live accounts whose close falls in the period (reporting days of the brokerage, not your browser). Volume in lots; notional and realised P/L in USD at the rate of the deal’s reporting day. Demo accounts never count.',
  'reportActive.asOf': 'Trading data as of {{when}}: deals are imported every minute.',
  'reportActive.notImported': 'Trading data: not imported yet (the deal import runs every minute).',
  'reportActive.top': 'Top',
  'reportActive.rankBy': 'Rank by',
  'reportActive.sort.volume': 'Volume',
  'reportActive.sort.trades': 'Trades',
  'reportActive.sort.pnl': 'P/L',
  'reportActive.chooseDays': 'Choose both days of the period.',
  'reportActive.noImport': 'No trading data yet: the deal import (every minute) has not run on this server.',
  'reportActive.empty': 'No client traded in this period.',
  'reportActive.caption': 'Active traders',
  'reportActive.captionDays': 'Active traders, {{from}} to {{to}}',
  'reportActive.allTraders': 'All {{total}} traders',
  'reportActive.topOf': 'The top {{shown}} of {{total}} clients who traded; the totals are every trader’s.',
  'reportActive.byPlatform': 'By platform',
  'reportActive.byPlatformCaption': 'Active traders by platform',

  // Columns and chart.
  'reportActive.trades': 'Trades',
  'reportActive.lots': 'Volume (lots)',
  'reportActive.notional': 'Notional USD',
  'reportActive.pnl': 'Realised P/L USD',
  'reportActive.client': 'Client',
  'reportActive.country': 'Country',
  'reportActive.instruments': 'Instruments',
  'reportActive.platform': 'Platform',
  'reportActive.clients': 'Clients',
  'reportActive.unnamed': 'Unnamed',
  'reportActive.lotsValue': '{{lots}} lots',
  'reportActive.summary.volume':
    'The {{number}} most active traders by volume in lots; first {{trader}} with {{value}}.',
  'reportActive.summary.trades': 'The {{number}} most active traders by trades; first {{trader}} with {{value}}.',
  'reportActive.summary.pnl':
    'The {{number}} most active traders by realised P/L in USD; first {{trader}} with {{value}}.',
  'reportActive.noTrader.volume': 'No trader by volume in lots.',
  'reportActive.noTrader.trades': 'No trader by trades.',
  'reportActive.noTrader.pnl': 'No trader by realised P/L in USD.',
} as const;
