/** The pages that stand in for others: not found, coming in a later release, a group's own path. */
export const enPending = {
  'pending.notFound': 'Page not found',
  'pending.noPage': 'There is no page at this address.',
  'pending.backToDashboard': 'Back to the dashboard',
  'pending.page': 'Page',
  'pending.coming': 'This page is coming in a later release: {{page}} will open here once it is ready.',
  'pending.comingUnnamed': 'This page is coming in a later release: it will open here once it is ready.',
  'pending.groupComing':
    '{{group}} will hold these pages, which are coming in a later release; each opens from the menu once it is ready:',
} as const;
