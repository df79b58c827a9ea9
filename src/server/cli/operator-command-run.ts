// `npm run operator -- add|list|disable …`: what each subcommand does, given an open database; the
// entry file (operator-command.ts) opens it from the server's own configuration. The set-up link is
// printed once and stored only as a hash, so it is the operator's to pass on, through a trusted channel.
import { parseArgs } from 'node:util';
import { OperatorRoleSchema } from '../../domain/api/admin-operators';
import type { Clock } from '../clock';
import type { DatabaseHandle } from '../db/open-database';
import { AppError } from '../http/app-errors';
import { createPasswordHashing } from '../services/auth/password-hash';
import { createOperatorServices } from '../services/operators/operator-services';
import { createRateLimiter } from '../services/rate-limit/rate-limiter';
import { createRepositories } from '../services/repositories';

export const operatorUsage = [
  'Usage:',
  '  npm run operator -- add --name "Full Name" --email someone@agency.example --role agent|admin',
  '  npm run operator -- list',
  '  npm run operator -- disable --email someone@agency.example',
].join('\n');

export interface OperatorCommandContext {
  database: DatabaseHandle;
  clock: Clock;
  /** Where the link points: the site's origin, e.g. https://kinga.example. */
  origin: string;
  print: (line: string) => void;
}

/** Runs one subcommand; returns the process exit code (2 for a usage mistake, 1 for a refusal). */
export async function runOperatorCommand(args: string[], context: OperatorCommandContext): Promise<number> {
  const { database, clock, print } = context;
  const repositories = createRepositories(database.db);
  const rateLimiter = createRateLimiter({ counters: repositories.rateLimits, clock });
  // The command adds, lists and disables; it never sets a password, so the production cost is never paid.
  const passwords = createPasswordHashing();
  const operators = createOperatorServices({ db: database.db, clock, repositories, rateLimiter, passwords });
  const [command, ...rest] = args;
  const { values } = parseArgs({
    args: rest,
    options: { name: { type: 'string' }, email: { type: 'string' }, role: { type: 'string' } },
    strict: false,
  });
  const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');
  try {
    if (command === 'add') {
      const role = OperatorRoleSchema.safeParse(values.role);
      if (!text(values.name) || !text(values.email).includes('@') || !role.success) {
        print(operatorUsage);
        return 2;
      }
      const added = await operators.accounts.add({
        name: text(values.name),
        email: text(values.email),
        role: role.data,
      });
      print(`Added ${added.operator.role} ${added.operator.name} <${added.operator.email}>.`);
      print(`One-time set-up link (valid until ${added.expiresAt.toISOString()}):`);
      print(`${context.origin}${added.setupPath}`);
      return 0;
    }
    if (command === 'list') {
      for (const operator of await operators.accounts.list()) {
        const state = operator.disabledAt ? 'disabled' : operator.activatedAt ? 'active' : 'awaiting set-up';
        print(`${operator.email}\t${operator.role}\t${state}\t${operator.name}`);
      }
      return 0;
    }
    if (command === 'disable' && text(values.email)) {
      const operator = await operators.accounts.disable(text(values.email));
      print(`Disabled ${operator.email}; their sessions have ended.`);
      return 0;
    }
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    print(error.message);
    return 1;
  }
  print(operatorUsage);
  return 2;
}
