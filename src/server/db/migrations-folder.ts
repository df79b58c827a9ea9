import { fileURLToPath } from 'node:url';

// Resolved from this file, not the working directory, so `npm start` works from any folder.
export const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));
