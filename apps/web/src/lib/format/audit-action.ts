/**
 * What each audit action code a client's log can hold reads as for staff. The codes are the
 * server's (`action` of an audit record, e.g. `account.transferFunds`); a code missing here still
 * reads as words through `readableCode`, so a new server action never shows raw.
 */
export const AUDIT_ACTION_LABELS: Readonly<Record<string, string>> = {
  'client.update': 'Profile edited',
  'client.changePhone': 'Phone changed',
  'client.changeEmail': 'E-mail changed',
  'client.changeSalesAgent': 'Sales agent changed',
  'client.changeUtms': 'UTMs changed',
  'client.suspend': 'Client suspended',
  'client.unsuspend': 'Client unsuspended',
  'client.export': 'Clients exported',
  'client.note.create': 'Note added',
  'client.note.update': 'Note edited',
  'client.note.delete': 'Note deleted',
  'client.financialNote.create': 'Financial note added',
  'client.financialNote.update': 'Financial note edited',
  'client.financialNote.delete': 'Financial note deleted',
  // Spec point 9's audit events keep their names from the original console.
  createAccount: 'Account opened',
  changePassword: 'Password changed',
  deleteAccountRequest: 'Account deletion requested',
  uploadKYCDocument: 'KYC document uploaded',
  approveKYCDocument: 'KYC document approved',
  rejectKYCDocument: 'KYC document rejected',
  requestKYCDocumentChanges: 'Changes to a KYC document requested',
  deleteKYCDocument: 'KYC document deleted',
  downloadKYCDocument: 'KYC document downloaded',
  forceKycStatus: 'KYC status set',
  'account.transferFunds': 'Funds transferred between accounts',
  'account.balanceOperation': 'Balance operation',
  'account.creditOperation': 'Credit operation',
  'account.update': 'Account settings changed',
  'account.permissions': 'Account permissions changed',
  'account.delete': 'Account deleted',
  'request.raise': 'Request raised',
  'request.process': 'Request processed',
  'request.firstApproval': 'Request approved, waiting for a second approver',
  'request.reject': 'Request rejected',
  'request.delay': 'Request delayed',
  'request.withdrawal': 'Withdrawal paid out',
  'request.cryptoDeposit': 'Crypto deposit credited',
  'request.transfer': 'Requested transfer carried out',
  'transaction.refund': 'Transaction refunded',
  'transaction.chargeback': 'Transaction marked as a chargeback',
  'transaction.duplicated': 'Transaction marked as a duplicate',
  'client.payoutDetails.update': 'Payout bank details changed at the payment provider',
  'house.sweep': 'House income swept to the operating account',
  // A staff user's page (administration).
  'staff.session.end': 'Session ended by an administrator',
  'staff.sessions.endAll': 'All sessions ended by an administrator',
  'transaction.export': 'Transactions exported',
  'request.export': 'Requests exported',
  // Staff, roles, sign-ins and the log itself (the audit log viewer, /administration/logs).
  'staff.create': 'Staff user created',
  'staff.update': 'Staff user edited',
  'staff.delete': 'Staff user deleted',
  'staff.passwordChange': 'Staff password changed',
  'staff.copyToBrand': 'Staff user copied to another brand',
  'staff.countryWhitelist': 'Country whitelist changed',
  'role.create': 'Role created',
  'role.update': 'Role changed',
  'role.delete': 'Role deleted',
  'role.rename': 'Role renamed',
  'role.permissions': 'Role permissions changed',
  'staff.export': 'Staff list exported',
  'auth.login': 'Signed in',
  'auth.loginFailed': 'Sign-in failed',
  'auth.loginThrottled': 'Sign-in throttled',
  'auth.logout': 'Signed out',
  'auth.loginAs': 'View-as started',
  'auth.viewAsExit': 'View-as left',
  'viewAs.call': 'Page read in view-as',
  'session.refresh': 'Session refreshed',
  'session.reuseDetected': 'Reused refresh token refused',
  'session.viewAsEnded': 'View-as session ended',
  'demo.seed': 'Demo data created',
  'audit.verify': 'Audit log verified',
  'audit.export': 'Audit log exported',
  // Issue #16: set-password links, direct permissions, two-factor sign-in, sales assignment, approval policies.
  'staff.passwordLink.issue': 'Set-password link issued',
  'staff.passwordLink.use': 'Password set through a link',
  'staff.permissions.add': 'Direct permissions added',
  'staff.permissions.remove': 'Direct permissions removed',
  'staff.twoFactorEnabled': 'Two-factor sign-in turned on',
  'staff.twoFactorDisabled': 'Two-factor sign-in turned off',
  'staff.recoveryCodesRegenerated': 'Recovery codes replaced',
  'auth.twoFactorFailed': 'Two-factor code refused',
  'twoFactor.policy': 'Two-factor policy changed',
  'client.register': 'Client registered (client app or IB leads import)',
  'clients.reassign': 'Clients moved to another sales agent',
  'intakeKey.create': 'Client-app key created',
  'intakeKey.revoke': 'Client-app key revoked',
  'salesAssignment.setDefaultAgent': 'Default sales agent set',
  'approvalPolicy.propose': 'Approval policy change proposed',
  'approvalPolicy.approve': 'Approval policy change approved',
  'approvalPolicy.reject': 'Approval policy change rejected',
  // The blog (internals).
  'blog.article.create': 'Article written',
  'blog.article.draftFromMarketData': 'Article drafted from market data',
  'blog.article.update': 'Article edited',
  'blog.article.schedule': 'Article scheduled',
  'blog.article.publish': 'Article published',
  'blog.article.unpublish': 'Article back to draft',
  'blog.article.archive': 'Article archived',
  'blog.article.cover': 'Article cover set',
  'calendarEvent.create': 'Follow-up planned',
  'calendarEvent.update': 'Follow-up moved or edited',
  'calendarEvent.complete': 'Follow-up marked completed',
  'calendarEvent.reopen': 'Follow-up marked not completed',
  'ribbon.create': 'App ribbon created',
  'ribbon.update': 'App ribbon edited',
  'ribbon.approve': 'Promotional ribbon approved',
  'client.marketingConsent': 'Marketing consent recorded',
  'client.unsubscribe': 'Unsubscribed through an e-mail link',
  'dailyAnalysis.draft': 'Daily analysis drafted',
  'dailyAnalysis.edit': 'Daily analysis edited',
  'dailyAnalysis.redraft': 'Daily analysis drafted again from the latest prices',
  'dailyAnalysis.send': 'Daily analysis sent',
  // Issue #18: IB leads import.
  'client.delete': 'Client removed (soft delete)',
  'ibLeads.upload': 'IB leads uploaded',
  'ibLeads.mapping': 'IB leads column mapping changed',
  'ibLeads.fixRow': 'IB lead row fixed or dropped',
  'ibLeads.importStart': 'IB leads import started',
  'ibLeads.importChunk': 'IB leads imported (one chunk)',
  'ibLeads.importFinish': 'IB leads import finished',
  'ibLeads.undo': 'IB leads import undone',
  // Issue #17's hidden entries: push, SMS and e-mail to clients.
  'clientMessage.send': 'Message sent to clients (push, SMS or e-mail)',
};

/** `camelCase` and dotted parts as lower-case words; acronyms (KYC, UTM) kept: `client.changeKYCLevel` → "Client: change KYC level". */
export function readableCode(code: string): string {
  const words = (part: string) =>
    part
      .split(/(?<=[a-z0-9])(?=[A-Z])|(?<=[A-Z])(?=[A-Z][a-z])|[_\s-]+/)
      .filter(Boolean)
      .map((w) => (/^[A-Z0-9]{2,}$/.test(w) ? w : w.toLowerCase()))
      .join(' ');
  const [head = '', ...rest] = code.split('.').map(words).filter(Boolean);
  const sentence = rest.length > 0 ? `${head}: ${rest.join(' ')}` : head;
  return sentence.charAt(0).toUpperCase() + sentence.slice(1);
}

export const auditActionLabel = (code: string): string => AUDIT_ACTION_LABELS[code] ?? readableCode(code);
