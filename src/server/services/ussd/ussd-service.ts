// The USSD channel (issue 29): Africa's Talking calls us once per step of a session with every answer so
// far, and we answer with the next screen. Where the session stands is stored (ussd-sessions-repository.ts),
// so each call acts only on the answers it adds: a gateway's retry of a step adds none and gets the same
// screen again, and nothing is done twice. A phone that dials again within two minutes of a session that
// dropped (no END) goes on from where it stopped.
import type { Language } from '../../../domain/language/languages';
import { normaliseMsisdn } from '../../../domain/phone';
import { ussdMessages } from '../../../domain/ussd/ussd-messages';
import {
  answersIn,
  end,
  fitsOnScreen,
  type UssdScreen,
  ussdBody,
  withNotice,
} from '../../../domain/ussd/ussd-screen';
import type { Clock } from '../../clock';
import { AppError } from '../../http/app-errors';
import { inLanguage } from '../../http/request-language';
import type { RateLimit, RateLimiter } from '../rate-limit/rate-limiter';
import { buyMenuSteps } from './buy-menu';
import { callBackMenuSteps } from './call-back-menu';
import { claimsMenuSteps } from './claims-menu';
import { mainMenuSteps } from './main-menu';
import { policiesMenuSteps } from './policies-menu';
import { quoteMenuSteps } from './quote-menu';
import { renewMenuSteps } from './renew-menu';
import type { UssdSessionsRepository } from './ussd-sessions-repository';
import {
  type Move,
  type Step,
  type StepName,
  StepTakenByAnotherCopy,
  type UssdContext,
  type UssdState,
  type UssdWorld,
} from './ussd-steps';

/** The form fields the gateway posts for each step. */
export interface UssdRequest {
  sessionId: string;
  serviceCode: string;
  phoneNumber: string;
  networkCode?: string | undefined;
  /** Every answer of the session so far, joined by '*'; empty on the first step. */
  text: string;
}

/** How long after a dropped session the same phone goes on from where it stopped. */
export const resumeWithinMs = 2 * 60_000;

/**
 * Well inside the gateway's limit (Africa's Talking waits 10 s for our answer): a dependency slower than
 * this gets the phone a polite END rather than a session that hangs.
 */
export const answerWithinMs = 5_000;

// A person answers a screen every few seconds: these stop a script, never a caller.
export const ussdPhoneLimit: RateLimit = {
  name: 'ussd-phone',
  max: 60,
  windowMs: 10 * 60_000,
  reason: 'Too many USSD requests from this phone.',
};
export const ussdSessionLimit: RateLimit = {
  name: 'ussd-session',
  max: 40,
  windowMs: 3 * 60_000,
  reason: 'Too many USSD requests in this session.',
};

const steps = {
  ...mainMenuSteps,
  ...quoteMenuSteps,
  ...buyMenuSteps,
  ...policiesMenuSteps,
  ...claimsMenuSteps,
  ...renewMenuSteps,
  ...callBackMenuSteps,
} as unknown as Record<StepName, Step<StepName>>;

const stepOf = (state: UssdState) => steps[state.step];

class TooSlow extends Error {}

function within<T>(ms: number, work: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new TooSlow()), ms);
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}

export function createUssdService(deps: {
  sessions: UssdSessionsRepository;
  world: UssdWorld;
  rateLimiter: RateLimiter;
  clock: Clock;
  log: { warn(details: object, message: string): void };
  /** answerWithinMs unless a test names a shorter wait. */
  answerWithinMs?: number;
}) {
  /**
   * The screen another copy of this step stores once its work is done: asked again every 200 ms for as
   * long as an answer may take (a copy that failed stores nothing, and the phone then hears the polite END).
   */
  async function screenOfOtherCopy(sessionId: string, answers: number): Promise<string> {
    const tries = Math.ceil((deps.answerWithinMs ?? answerWithinMs) / 200);
    for (let tried = 0; tried < tries; tried += 1) {
      const stored = await deps.sessions.find(sessionId);
      if (stored && stored.answers >= answers) return stored.screen;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    return ussdBody(end(ussdMessages.unavailable));
  }

  /** Acts on the answers this step adds and says the next screen; never throws. */
  async function step(request: UssdRequest, msisdn: string): Promise<string> {
    await deps.rateLimiter.consume(ussdPhoneLimit, msisdn);
    await deps.rateLimiter.consume(ussdSessionLimit, request.sessionId);
    const now = deps.clock.now();
    const stored = await deps.sessions.find(request.sessionId);
    // Another phone's session id: a gateway fault or a forgery, and nothing of that session is shown.
    if (stored && stored.msisdn !== msisdn) return ussdBody(end(ussdMessages.unavailable));
    const answers = answersIn(request.text);
    // A retry of a step already answered (or of the END that closed the session): the same screen again.
    if (stored && (stored.ended || answers.length <= stored.answers)) return stored.screen;

    let state: UssdState;
    let language: Language | null;
    if (stored) {
      state = stored.state as UssdState;
      language = stored.language;
    } else {
      const dropped = await deps.sessions.droppedSince(msisdn, new Date(now.getTime() - resumeWithinMs));
      if (dropped) {
        state = dropped.state as UssdState;
        language = dropped.language;
      } else {
        language = (await deps.world.account(msisdn))?.language ?? null;
        state = language ? { step: 'main' } : { step: 'language' };
      }
    }

    let screen: UssdScreen | null = null;
    let notice: string | undefined;
    try {
      for (const [index, input] of answers.entries()) {
        if (index < (stored?.answers ?? 0)) continue;
        const context: UssdContext = {
          msisdn,
          sessionId: request.sessionId,
          step: index,
          language: language ?? 'en',
          now,
          world: deps.world,
        };
        const move: Move = await inLanguage(context.language, () =>
          stepOf(state).answer(state, input.trim(), context),
        );
        if ('end' in move) {
          screen = move.end;
          break;
        }
        state = move.to;
        notice = move.notice;
        if (move.language) {
          language = move.language;
          const account = await deps.world.account(msisdn);
          if (account) await deps.world.recordLanguage(account.id, move.language);
        }
      }
    } catch (error) {
      if (error instanceof StepTakenByAnotherCopy)
        return screenOfOtherCopy(request.sessionId, answers.length);
      throw error;
    }
    const spoken = language ?? 'en';
    if (!screen) {
      const context: UssdContext = {
        msisdn,
        sessionId: request.sessionId,
        step: answers.length,
        language: spoken,
        now,
        world: deps.world,
      };
      const shown = await inLanguage(spoken, () => stepOf(state).show(state, context));
      screen = notice ? inLanguage(spoken, () => withNotice(notice as string, shown)) : shown;
    }
    if (!fitsOnScreen(screen)) {
      // A bug in a menu's words: logged (without the screen, which may name a policy), and the phone
      // gets a screen it can show.
      deps.log.warn(
        { step: state.step, length: ussdBody(screen).length },
        'USSD screen longer than 182 characters',
      );
      screen = inLanguage(spoken, () => end(ussdMessages.unavailable));
    }
    const body = ussdBody(screen);
    const saved = await deps.sessions.save(
      {
        sessionId: request.sessionId,
        msisdn,
        language,
        state,
        answers: answers.length,
        screen: body,
        ended: screen.next === 'END',
        updatedAt: now,
      },
      stored ? stored.answers : null,
    );
    // A copy of this step got there first: the phone gets the screen it stored.
    if (!saved) return (await deps.sessions.find(request.sessionId))?.screen ?? body;
    return body;
  }

  return {
    /** The answer to one gateway call: 'CON …' or 'END …', whatever happens (never an error). */
    async answer(request: UssdRequest): Promise<string> {
      const msisdn = normaliseMsisdn(request.phoneNumber);
      if (!msisdn) return ussdBody(end(ussdMessages.unavailable));
      try {
        return await within(deps.answerWithinMs ?? answerWithinMs, step(request, msisdn));
      } catch (error) {
        if (error instanceof AppError && error.code === 'rate_limited')
          return ussdBody(end(ussdMessages.tooManyRequests));
        deps.log.warn(
          { error: error instanceof TooSlow ? 'too slow' : (error as Error).name },
          'USSD step answered with the unavailable screen',
        );
        return ussdBody(end(ussdMessages.unavailable));
      }
    },
  };
}

export type UssdService = ReturnType<typeof createUssdService>;
