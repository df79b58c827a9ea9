// The API's answers travel compressed to a client that accepts it: a quote's answer is 8.4 KB of JSON and
// 2.0 KB gzipped, a fifth of a second less on slow 3G. Only /api is in scope: the build precompresses the
// site's own files (client-hosting.ts). @fastify/compress, the Fastify team's plugin, does the negotiation.
//
// Compressing an answer that holds a secret beside text an attacker chose leaks the secret through the
// answer's size (BREACH) only if the attacker can make the browser send authenticated requests. Sessions
// here travel in the Authorization header, which another site cannot make the browser add.
import { constants } from 'node:zlib';
import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

export async function compressAnswers(app: FastifyInstance): Promise<void> {
  await app.register(compress, {
    global: true,
    encodings: ['br', 'gzip'],
    // Below this an answer fits in one packet anyway.
    threshold: 1024,
    // Brotli's default quality (11) takes tens of milliseconds on a 10 KB answer; at 4 it is as quick as
    // gzip and still smaller.
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
  });
}
