import type { AppConfig } from '../../config';
import { consoleSmsSender } from './console-sms-sender';
import type { SmsSender } from './sms-sender';

/** The driver SMS_PROVIDER names. (config.ts refuses 'africastalking' until its driver exists.) */
export function createSmsSender(provider: AppConfig['smsProvider']): SmsSender {
  switch (provider) {
    case 'console':
      return consoleSmsSender();
  }
}
