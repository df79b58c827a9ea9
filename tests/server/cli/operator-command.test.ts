// `npm run operator -- add|list|disable`, run against a test database: the link it prints
// opens the set-up, and a disabled operator cannot sign in.
import { describe, expect, it } from 'vitest';
import { runOperatorCommand } from '../../../src/server/cli/operator-command-run';
import { setupTestApp } from '../../helpers/server-app';
import { testClock } from '../../helpers/server-clock';
import { operatorPassword, uniqueOperatorEmail } from '../../helpers/server-operators';

const clock = testClock();
const context = setupTestApp({ clock });

async function run(...args: string[]) {
  const lines: string[] = [];
  const code = await runOperatorCommand(args, {
    database: context.database,
    clock,
    origin: 'https://kinga.example',
    print: (line) => lines.push(line),
  });
  return { code, output: lines.join('\n') };
}

describe('npm run operator', () => {
  it('add prints a set-up link that opens the set-up', async () => {
    const email = uniqueOperatorEmail('admin');
    const { code, output } = await run('add', '--name', 'Achieng Admin', '--email', email, '--role', 'admin');
    expect(code).toBe(0);
    const link = /https:\/\/kinga\.example\/admin\/setup\?token=([A-Za-z0-9_-]{43})/.exec(output);
    expect(link, output).not.toBeNull();
    const setup = await context.app.inject({
      method: 'POST',
      url: '/api/admin/setup',
      payload: { token: link?.[1], password: operatorPassword },
    });
    expect(setup.statusCode, setup.body).toBe(200);
  });

  it('refuses a second operator with the same e-mail, and a bad role', async () => {
    const email = uniqueOperatorEmail('agent');
    await run('add', '--name', 'Otieno Agent', '--email', email, '--role', 'agent');
    const again = await run(
      'add',
      '--name',
      'Otieno Agent',
      '--email',
      email.toUpperCase(),
      '--role',
      'agent',
    );
    expect(again).toEqual({ code: 1, output: `An operator with the e-mail ${email} already exists.` });
    expect((await run('add', '--name', 'X', '--email', 'x@kinga.example', '--role', 'boss')).code).toBe(2);
  });

  it('lists operators and disables one', async () => {
    const email = uniqueOperatorEmail('agent');
    await run('add', '--name', 'Muthoni Agent', '--email', email, '--role', 'agent');
    expect((await run('list')).output).toContain(`${email}\tagent\tawaiting set-up\tMuthoni Agent`);
    expect(await run('disable', '--email', email)).toEqual({
      code: 0,
      output: `Disabled ${email}; their sessions have ended.`,
    });
    expect((await run('list')).output).toContain(`${email}\tagent\tdisabled`);
  });
});
