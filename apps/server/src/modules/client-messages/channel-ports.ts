/** One push notification to one client's app. */
export type PushMessage = { brandId: string; clientId: string; title: string; body: string };
/** One SMS to one phone number. */
export type SmsMessage = { brandId: string; to: string; text: string };

/**
 * Where push notifications go (the client app's push provider). `send` resolves with the
 * provider's reference, or rejects with its refusal.
 */
export type PushPort = { readonly name: string; send(message: PushMessage): Promise<{ ref: string }> };

/** Where SMS go (an SMS gateway). `send` resolves with the gateway's reference, or rejects with its refusal. */
export type SmsPort = { readonly name: string; send(message: SmsMessage): Promise<{ ref: string }> };
