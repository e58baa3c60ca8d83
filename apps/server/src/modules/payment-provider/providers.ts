import type { PaymentProvider } from './payment-provider.ts';
import { simulatedProvider } from './simulated/simulated-provider.ts';

/** The adapter in use. A real OpenPayd connector replaces this line and nothing else changes. */
export const paymentProvider: PaymentProvider = simulatedProvider;
