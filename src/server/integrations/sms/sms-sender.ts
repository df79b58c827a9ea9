// Text messages to phones. Drivers: the console (default, local) and Africa's Talking (production).

export interface SmsSender {
  /** `to` is a 254XXXXXXXXX number. Resolves once the provider has accepted the message. */
  send(to: string, text: string): Promise<void>;
}
