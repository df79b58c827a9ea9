// The README is what a newcomer reads first, so it stays short (≤ 20 KB; the rest lives in docs/) and its
// map of rooms stays true: every room it names is a folder of src, and every folder under src/client,
// src/server and src/domain is named, as is every child of a room whose children the map lists.
// docs/decisions/README.md, the decisions' index, links each decision file once, in number order.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = new URL('../../', import.meta.url).pathname;
const readme = readFileSync(join(root, 'README.md'), 'utf8');
const start = readme.indexOf('## Map of rooms');
const end = readme.indexOf('\n## ', start + 1);
const map = readme.slice(start, end === -1 ? undefined : end);

// Rooms are written as `src/…/`, with the trailing slash.
const named = new Set([...map.matchAll(/`(src\/[a-z0-9-/]+\/)`/g)].map((match) => match[1] ?? ''));

function isFolder(path: string): boolean {
  try {
    return statSync(join(root, path)).isDirectory();
  } catch {
    return false;
  }
}

function childFolders(room: string): string[] {
  return (
    readdirSync(join(root, room), { withFileTypes: true })
      // Vite's cache (src/client/node_modules/.vite) and hidden folders are tools', not rooms.
      .filter((entry) => entry.isDirectory() && entry.name !== 'node_modules' && !entry.name.startsWith('.'))
      .map((entry) => `${room}${entry.name}/`)
  );
}

// The sides always listed one level down, and any room the map lists children of.
function roomsToList(): string[] {
  const parents = new Set(['src/client/', 'src/server/', 'src/domain/']);
  for (const room of named) {
    const parent = room.slice(0, room.slice(0, -1).lastIndexOf('/') + 1);
    if (parent.startsWith('src/') && parent !== 'src/') parents.add(parent);
  }
  return [...parents].filter(isFolder).flatMap(childFolders).sort();
}

describe("the README's map of rooms", () => {
  it('is there, and names the three sides', () => {
    expect(start).toBeGreaterThan(-1);
    for (const side of ['src/client/', 'src/server/', 'src/domain/']) expect(named).toContain(side);
  });

  it('names only rooms that exist', () => {
    expect([...named].filter((room) => !isFolder(room))).toEqual([]);
  });

  it('names every room of src down to the depth it uses', () => {
    expect(roomsToList().filter((room) => !named.has(room))).toEqual([]);
  });
});

describe('the README', () => {
  it('is at most 20 KB', () => {
    expect(Buffer.byteLength(readme, 'utf8')).toBeLessThanOrEqual(20 * 1024);
  });
});

describe('docs/decisions', () => {
  it('has an index that links every decision file, in number order', () => {
    const folder = join(root, 'docs/decisions');
    const files = readdirSync(folder)
      .filter((name) => /^\d{4}-[a-z0-9-]+\.md$/.test(name))
      .sort();
    const index = readFileSync(join(folder, 'README.md'), 'utf8');
    const linked = [...index.matchAll(/\]\((\d{4}-[a-z0-9-]+\.md)\)/g)].map((match) => match[1]);
    expect(files.length).toBeGreaterThan(60);
    expect(linked).toEqual(files);
  });
});
