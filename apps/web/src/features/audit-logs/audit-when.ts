/** A log time as spec point 9 asks: en-GB (dd/MM/yyyy, HH:mm:ss), in the browser's time zone. */
export const formatWhen = (iso: string): string => new Date(iso).toLocaleString('en-GB');
