import type { enAuditRecord } from '../en/audit-record.ts';

/** The audit log: one record opened beside the log, in Greek. */
export const elAuditRecord: Record<keyof typeof enAuditRecord, string> = {
  'auditRecord.close': 'Κλείσιμο εγγραφής',
  'auditRecord.when': 'Πότε',
  'auditRecord.who': 'Ποιος',
  'auditRecord.what': 'Τι',
  'auditRecord.on': 'Σε',
  'auditRecord.from': 'Από',
  'auditRecord.request': 'Αίτημα',
  'auditRecord.notRecorded': 'δεν καταγράφηκε',
  'auditRecord.none': 'κανένα',
  'auditRecord.noDetails': 'Η εγγραφή δεν περιέχει λεπτομέρειες.',
  'auditRecord.details': 'Λεπτομέρειες',
  'auditRecord.beforeAfter': 'Πριν και μετά',
  'auditRecord.field': 'Πεδίο',
  'auditRecord.before': 'Πριν',
  'auditRecord.after': 'Μετά',
  'auditRecord.value': 'Τιμή',
  'auditRecord.change.added': 'προστέθηκε',
  'auditRecord.change.removed': 'αφαιρέθηκε',
  'auditRecord.change.changed': 'άλλαξε',
  'auditRecord.hideUnchanged': 'Απόκρυψη αμετάβλητων πεδίων',
  'auditRecord.showUnchanged_one': 'Εμφάνιση {{count}} αμετάβλητου πεδίου',
  'auditRecord.showUnchanged_other': 'Εμφάνιση {{count}} αμετάβλητων πεδίων',
};
