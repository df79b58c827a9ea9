import { readFileSync } from 'node:fs';

// Read once at start-up from the package.json next to src/, whatever the working directory.
const packageJson: { version: string } = JSON.parse(
  readFileSync(new URL('../../package.json', import.meta.url), 'utf8'),
);

export const packageVersion = packageJson.version;
