/** Client communication › Client segments: the list, one segment's editor, size chart and deletion. */
export const enSegments = {
  'segments.title': 'Client segments',
  'segments.new': 'New segment',
  'segments.search': 'Search segments',
  'segments.searchPlaceholder': 'Segment name',
  'segments.caption': 'Client segments',
  'segments.empty': 'No segment yet.',
  'segments.noun': 'segments',
  'segments.column.name': 'Name',
  'segments.column.size': 'Size',
  'segments.column.createdBy': 'Created by',
  'segments.column.updatedBy': 'Changed by',
  'segments.column.updatedAt': 'Updated',
  'segments.column.createdAt': 'Created',
  'segments.sizeBroken': 'Filters no longer apply',

  // One segment.
  'segments.segment': 'Client segment',
  'segments.notFound': 'This segment does not exist in this brand (or was deleted).',
  'segments.all': 'All segments',
  'segments.back': '← All segments',
  'segments.loading': 'Loading…',
  'segments.writeRibbon': 'Write a ribbon for this segment',
  'segments.delete': 'Delete',
  'segments.filters': 'Filters',
  'segments.noFilter': 'No filter: every client of the brand',
  'segments.clients': 'Clients in this segment',

  // The editor.
  'segments.editor.change': 'Change the segment',
  'segments.editor.name': 'Name',
  'segments.editor.filters': 'Filters (the clients list’s)',
  'segments.editor.counting': 'Counting…',
  'segments.editor.matches_one': '{{shown}} client matches',
  'segments.editor.matches_other': '{{shown}} clients match',
  'segments.editor.noCount': 'No count until the filters are fixed',
  'segments.editor.save': 'Save changes',
  'segments.editor.create': 'Create segment',
  'segments.editor.saved': 'Segment "{{name}}" saved',
  'segments.editor.created': 'Segment "{{name}}" created',
  'segments.editor.unreachable': 'The server could not be reached; nothing was saved',
  'segments.form.nameNeeded': 'A segment needs a name',
  'segments.form.reasonNeeded': 'Say why the segment is deleted',

  // The size over time.
  'segments.size.title': 'Size over time',
  'segments.size.series': 'Clients',
  'segments.size.empty': 'Not counted yet.',
  'segments.size.summary': 'Clients in the segment per day over {{days}} counted days; {{today}} today.',
  'segments.size.noCount': 'No count yet.',

  // Deleting.
  'segments.deleteTitle': 'Delete segment',
  'segments.deleted': 'Segment "{{name}}" deleted',
  'segments.deleteWhat':
    '“{{name}}” leaves the list of segments; ribbons and sends can no longer target it. The record stays, with your reason, in the audit log.',
} as const;
