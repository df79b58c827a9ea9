// `npm run ussd -- 0712345678` dials a running server's USSD menus like a phone, in the terminal.
import { execFile } from 'node:child_process';
import type { AddressInfo } from 'node:net';
import { promisify } from 'node:util';
import { beforeAll, describe, expect, it } from 'vitest';
import { readInLanguage } from '../../../src/domain/language/current-language';
import { ussdMessages } from '../../../src/domain/ussd/ussd-messages';
import { dialUssd } from '../../../src/server/cli/ussd-dial-run';
import { DEVELOPMENT_USSD_TOKEN } from '../../../src/server/config';
import { languageScreenText } from '../../../src/server/services/ussd/main-menu';
import { setupTestApp } from '../../helpers/server-app';
import { uniqueMsisdn } from '../../helpers/server-users';

const context = setupTestApp();
let origin = '';
beforeAll(async () => {
  await context.app.listen({ host: '127.0.0.1', port: 0 });
  origin = `http://127.0.0.1:${(context.app.server.address() as AddressInfo).port}`;
});

const en = <T>(read: () => T) => readInLanguage('en', read);
const localPhone = () => `0${uniqueMsisdn().slice(3)}`;

describe('dialling USSD from the terminal', () => {
  it('shows each screen and sends each answer, as the gateway would, until the session ends', async () => {
    const answers = ['1', '2'];
    const shown: string[] = [];
    const screens = await dialUssd({
      origin,
      token: DEVELOPMENT_USSD_TOKEN,
      phone: localPhone(),
      show: (text) => shown.push(text),
      nextAnswer: async () => answers.shift() ?? null,
    });
    expect(shown[0]).toBe(languageScreenText);
    expect(shown.at(-1)).toBe(en(() => ussdMessages.noPolicies));
    expect(screens.at(-1)).toMatch(/^END /);
  });

  it('says so when the token is not the server’s', async () => {
    await expect(
      dialUssd({
        origin,
        token: 'wrong-token-0123456789abcdef',
        phone: localPhone(),
        show: () => {},
        nextAnswer: async () => null,
      }),
    ).rejects.toThrow(/USSD_CALLBACK_TOKEN differs/);
  });

  it('runs as npm run ussd, reading the answers from the terminal', async () => {
    const run = promisify(execFile);
    const child = run(process.execPath, ['--import', 'tsx', 'src/server/cli/ussd-dial.ts', localPhone()], {
      env: { ...process.env, KINGA_URL: origin },
      timeout: 30_000,
    });
    child.child.stdin?.end('1\n2\n');
    const { stdout } = await child;
    expect(stdout).toContain('Choose a language / Chagua lugha');
    expect(stdout).toContain('1. Get a home quote');
    expect(stdout).toContain(en(() => ussdMessages.noPolicies));
  });
});
