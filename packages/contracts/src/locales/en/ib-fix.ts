/** IB leads: the dialog that fixes one row of an import. */
export const enIbFix = {
  'ibFix.title': 'Fix line {{line}}',
  'ibFix.submit': 'Save and check',
  'ibFix.unreachable': 'The server could not be reached; the line was not saved',
  'ibFix.saved.ready': 'Line {{line}} is ready',
  'ibFix.saved.invalid': 'Line {{line}} saved; still invalid',
  'ibFix.saved.duplicate': 'Line {{line}} saved; still duplicate',
  'ibFix.saved.dropped': 'Line {{line}} saved; still dropped',
  'ibFix.saved.created': 'Line {{line}} saved; still created',
  'ibFix.saved.skipped': 'Line {{line}} saved; still skipped',
} as const;
