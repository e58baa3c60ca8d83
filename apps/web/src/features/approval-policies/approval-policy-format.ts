import { format } from 'date-fns';
import { formatMoney } from '../../lib/format/currency.ts';

/** A moment of the policy's history, en-GB as every table reads it; a dash when it has not happened. */
export const when = (iso: string | null) => (iso ? format(new Date(iso), 'dd/MM/yyyy HH:mm') : '—');

/** A threshold in US dollars, or what stands for it when the policy leaves the kind unset. */
export const usd = (amount: string | null, unset: string) => (amount === null ? unset : formatMoney(amount, 'USD'));
