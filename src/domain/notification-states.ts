// What a client is told once something happens to their cover goes out by e-mail and by SMS, one message
// per channel, each pending until sent or given up on (the outbox retries a failure with backoff).
export const notificationChannels = ['email', 'sms'] as const;
export type NotificationChannel = (typeof notificationChannels)[number];

export const notificationStatuses = ['pending', 'sent', 'failed'] as const;
export type NotificationStatus = (typeof notificationStatuses)[number];
