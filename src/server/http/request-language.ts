// The server answers each request in the language it asks for (issue 28): the client sends its page's
// language in Accept-Language, and every message read while the request is handled (errors, validation,
// texts it stores or sends) comes in it. AsyncLocalStorage carries the language through the awaits, as
// @fastify/request-context does, without threading it through every service.
import { AsyncLocalStorage } from 'node:async_hooks';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { currentLanguage, setLanguageSource } from '../../domain/language/current-language';
import { defaultLanguage, type Language, languageOfAcceptLanguage } from '../../domain/language/languages';
import { setMessageCompiler } from '../../domain/language/with-values';

const spoken = new AsyncLocalStorage<Language>();

// Outside a request (start-up, the timers' jobs) the language is English unless a job says otherwise.
setLanguageSource(() => spoken.getStore() ?? defaultLanguage);
setMessageCompiler(compileMessage);

/** The language a request asked for. */
export function requestLanguage(request: FastifyRequest): Language {
  return languageOfAcceptLanguage(request.headers['accept-language']);
}

/** Runs `work` speaking `language`: an SMS or e-mail job, in its holder's language. */
export function inLanguage<Result>(language: Language, work: () => Result): Result {
  return spoken.run(language, work);
}

export { currentLanguage };

export function answerInRequestLanguage(app: FastifyInstance): void {
  // A callback-style hook: the rest of the request's handling runs inside `run`, so the store is there
  // for the handler, the error handler and the serializer alike.
  app.addHook('onRequest', (request, _reply, done) => {
    spoken.run(requestLanguage(request), done);
  });
}
