/**
 * In a `utm_source` filter, the clients registered without a source (the reports' "No UTM source"
 * group). Sources are free text, so the word is the one web analytics already use for "no source":
 * a client whose source was literally `(none)` is counted with them. A plain value, so the console
 * can import it without the schemas.
 */
export const NO_UTM_SOURCE = '(none)';
