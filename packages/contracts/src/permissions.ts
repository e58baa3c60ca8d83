/**
 * The permission catalogue of spec point 6, spelled as the spec spells it (odd spellings such as
 * `accounts.transfer_opration` included). Where the spec abbreviates a group's actions, they are
 * expanded in the pattern of the route table: `<action>_<group>` (`crm_users.get_crm_users`,
 * `roles.view_roles`), and multi-word actions keep their words (`crm_users.add_sales_countries`).
 */
const catalogue = [
  // users
  ['users.logs', 'Client logs', 'Read a client’s event log.'],
  ['users.get_user', 'View client', 'Open one client’s page.'],
  ['users.get_users', 'List clients', 'List, filter and search clients.'],
  ['users.update_user', 'Edit client', 'Edit a client’s profile, phone and e-mail.'],
  ['users.view_user_extra_details', 'Client extra details', 'See a client’s extra details.'],
  ['users.change_sales_assignment', 'Change sales agent', 'Assign a client to a sales agent.'],
  ['users.update_utms', 'Edit UTMs', 'Edit a client’s UTM data.'],
  ['users.view_followups', 'View follow-ups', 'See follow-ups planned for clients.'],
  ['users.refund_transaction', 'Refund from client page', 'Refund a client’s transaction.'],
  ['users.suspend_user', 'Suspend client', 'Suspend or unsuspend a client.'],
  // accounts
  ['accounts.get_accounts', 'List accounts', 'List trading accounts.'],
  ['accounts.per_account_id', 'View account', 'Open one trading account.'],
  ['accounts.update_account', 'Edit account', 'Change leverage, account type and permissions.'],
  ['accounts.delete_account', 'Delete account', 'Delete a trading account.'],
  ['accounts.balance_operation', 'Balance operations', 'Run balance and credit operations.'],
  ['accounts.view_trades', 'View trades', 'See open and closed trades of an account.'],
  ['accounts.transfer_opration', 'Transfers', 'Move funds between two accounts of a client.'],
  // documents
  ['documents.view_documents', 'Document queues', 'See the KYC review queues.'],
  ['documents.view_document_per_id', 'View document', 'Open one document.'],
  ['documents.view_user_documents', 'Client documents', 'See a client’s documents.'],
  ['documents.per_document_id', 'Document by id', 'Fetch a document by its id.'],
  ['documents.update_document', 'Review document', 'Approve, reject or request changes.'],
  ['documents.delete_document', 'Delete document', 'Delete a document.'],
  ['documents.upload_user_documents', 'Upload documents', 'Upload documents for a client.'],
  ['documents.force_change_kyc_status', 'Force KYC status', 'Set a client’s KYC status directly.'],
  // utils
  ['utils.export', 'Export', 'Export lists to files.'],
  // requests
  ['requests.view_requests', 'View requests', 'See client requests.'],
  ['requests.view_pending_withdrawals', 'Pending withdrawals', 'See the pending withdrawals queue.'],
  ['requests.view_pending_deposits', 'Pending deposits', 'See the pending crypto deposits queue.'],
  ['requests.delete_account', 'Account deletion requests', 'Process account deletion requests.'],
  ['requests.withdraw_from_account_status', 'Withdrawal status', 'Change the status of a withdrawal request.'],
  ['requests.withdraw_from_account', 'Withdrawals', 'Process withdrawal requests.'],
  ['requests.crypto_deposit', 'Crypto deposits', 'Process crypto deposit requests.'],
  ['requests.transfer_funds_between_accounts', 'Transfer requests', 'Process transfer requests.'],
  ['requests.change_account_leverage', 'Leverage requests', 'Process leverage change requests.'],
  // transactions
  ['transactions.view_transactions', 'View transactions', 'See deposits, withdrawals and transactions.'],
  ['transactions.export_transactions', 'Export transactions', 'Export transaction lists.'],
  ['transactions.edit_transaction_refund', 'Refund transaction', 'Refund a transaction in part or in full.'],
  // notes
  ['notes.view_notes', 'View notes', 'Read notes on a client.'],
  ['notes.create_notes', 'Create notes', 'Write notes on a client.'],
  ['notes.update_notes', 'Edit notes', 'Edit and pin notes.'],
  ['notes.delete_notes', 'Delete notes', 'Delete notes.'],
  // financial notes
  ['financial_notes.view_financial_notes', 'View financial notes', 'Read financial notes on a client.'],
  ['financial_notes.create_financial_notes', 'Create financial notes', 'Write financial notes.'],
  ['financial_notes.update_financial_notes', 'Edit financial notes', 'Edit financial notes.'],
  ['financial_notes.delete_financial_notes', 'Delete financial notes', 'Delete financial notes.'],
  // ribbons
  ['ribbons.view_ribbons', 'View app ribbons', 'See app ribbons.'],
  ['ribbons.update_ribbons', 'Edit app ribbons', 'Edit app ribbons.'],
  ['ribbons.create_ribbons', 'Create app ribbons', 'Create app ribbons.'],
  // user segments
  ['user_segments.view_user_segments', 'View segments', 'See client segments.'],
  ['user_segments.update_user_segments', 'Edit segments', 'Edit client segments.'],
  ['user_segments.create_user_segments', 'Create segments', 'Create client segments.'],
  ['user_segments.view_user_segment_results', 'Segment results', 'See the clients in a segment.'],
  ['user_segments.delete_user_segments', 'Delete segments', 'Delete client segments.'],
  // trades
  ['trades.view_positions', 'View positions', 'See open positions.'],
  ['trades.view_orders', 'View orders', 'See orders.'],
  ['trades.view_deals', 'View deals', 'See deals.'],
  // crm users
  ['crm_users.get_crm_users', 'View staff', 'List staff users.'],
  ['crm_users.create_crm_users', 'Create staff', 'Create staff users and copy them to another brand.'],
  ['crm_users.update_crm_users', 'Edit staff', 'Edit staff users.'],
  ['crm_users.delete_crm_users', 'Delete staff', 'Delete staff users.'],
  ['crm_users.add_permissions', 'Grant permissions', 'Add permissions to a staff user.'],
  ['crm_users.remove_permissions', 'Revoke permissions', 'Remove permissions from a staff user.'],
  ['crm_users.add_sales_countries', 'Add sales countries', 'Add sales rotation countries.'],
  ['crm_users.remove_sales_countries', 'Remove sales countries', 'Remove sales rotation countries.'],
  ['crm_users.update_whitelist_countries', 'Country whitelist', 'Set a staff user’s country whitelist.'],
  // administration
  ['administration.user_logs', 'Audit log', 'Read the audit log of staff actions.'],
  // roles
  ['roles.view_roles', 'View roles', 'See permission roles.'],
  ['roles.delete_roles', 'Delete roles', 'Delete permission roles.'],
  ['roles.create_roles', 'Create roles', 'Create permission roles.'],
  ['roles.add_role_permissions', 'Add role permissions', 'Add permissions to a role.'],
  ['roles.remove_role_permissions', 'Remove role permissions', 'Remove permissions from a role.'],
  // demographics
  ['demographics.transactions_per_month', 'Transactions per month', 'Dashboard chart of transactions per month.'],
  ['demographics.users_per_country', 'Clients per country', 'Dashboard chart of clients per country.'],
  ['demographics.users_per_device', 'Clients per device', 'Dashboard chart of clients per device.'],
  ['demographics.users_per_timeframe', 'Clients per timeframe', 'Dashboard chart of sign-ups over time.'],
  // scheduled functions
  ['scheduled_functions.view_functions', 'View scheduled functions', 'See scheduled functions and runs.'],
  ['scheduled_functions.edit_functions', 'Edit scheduled functions', 'Change schedules, turn them on or off.'],
  ['scheduled_functions.forcerun_functions', 'Force-run functions', 'Run a scheduled function now.'],
  // reports
  ['reports.finances', 'Finance report', 'See the finance report.'],
  ['reports.first_time_deposits', 'First-time deposits', 'See the first-time deposits report.'],
  ['reports.utm_reports', 'UTM report', 'See the UTM report.'],
  ['reports.active_traders', 'Active traders', 'See the active traders report.'],
  ['reports.balance_report', 'Balance and equity', 'See the balance and equity report.'],
  // internal
  ['internal.server_status', 'Server status', 'See the server status page.'],
  ['internal.daily_analysis_email', 'Daily analysis', 'Send the daily analysis e-mail.'],
  ['internal.openpayd_update_details', 'Payment form details', 'Update payment-form details.'],
  ['internal.openpayd_sweep', 'Payment sweep', 'Run the payment provider sweep.'],
  ['internal.translation_tool', 'Translation tool', 'Use the translation tool.'],
  ['internal.ai_blogpost_generator', 'Blog tool', 'Use the blog post generator.'],
  ['internal.ib_leads_upload', 'IB leads upload', 'Upload introducing-broker leads.'],
] as const;

export type TPermission = (typeof catalogue)[number][0];
export type TPermissionEntry = { value: TPermission; label: string; description: string; group: string };

export const PERMISSIONS: readonly TPermissionEntry[] = catalogue.map(([value, label, description]) => ({
  value,
  label,
  description,
  group: value.slice(0, value.indexOf('.')),
}));

export const PERMISSION_VALUES = PERMISSIONS.map((p) => p.value) as [TPermission, ...TPermission[]];

const permissionSet: ReadonlySet<string> = new Set(PERMISSION_VALUES);
export const isPermission = (value: string): value is TPermission => permissionSet.has(value);

export { needsExplicitPermission } from './explicit-permission.ts';
