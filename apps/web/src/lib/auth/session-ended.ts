/**
 * Told when a call finds the session over (its refresh refused: logout elsewhere, the user disabled
 * or deleted, a password reset). The access check listens and signs the tab out at once, instead of
 * leaving the page on an error until the current user is next read.
 */
export const SESSION_ENDED_EVENT = 'crm:session-ended';

export const announceSessionEnded = () => window.dispatchEvent(new Event(SESSION_ENDED_EVENT));
