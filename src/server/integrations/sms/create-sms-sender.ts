import type { SmsConfig } from '../../config-sms';
import { africasTalkingSmsSender } from './africastalking-sms-sender';
import { consoleSmsSender } from './console-sms-sender';
import type { SmsSender } from './sms-sender';

/** The driver SMS_PROVIDER names. */
export function createSmsSender(config: SmsConfig): SmsSender {
  switch (config.provider) {
    case 'console':
      return consoleSmsSender();
    case 'africastalking':
      return africasTalkingSmsSender(config);
  }
}
