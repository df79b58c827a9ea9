// Features queue e-mails and SMS through the notifications service, which refuses a kind nobody composes;
// a feature writing the outbox's rows itself would skip that check and could leave a row never sent.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const room = join('src', 'server', 'services', 'notifications');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

describe('the notification outbox', () => {
  it('has its rows written only by the notifications room', () => {
    const writers = sourceFiles(join('src', 'server')).filter((file) =>
      readFileSync(file, 'utf8').includes('notifications.insertPending('),
    );
    // The service itself is the one writer; any other file is a feature going round it.
    expect(writers).toEqual([join(room, 'notifications-service.ts')]);
  });
});
