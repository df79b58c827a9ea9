// One USSD screen as Africa's Talking takes it: 'CON <text>' keeps the session open for an answer, 'END
// <text>' closes it. A phone shows at most 182 characters; longer, the network cuts it or drops the
// session, so every screen is held to that here, lists included (listScreen).

export const ussdScreenLimit = 182;

export interface UssdScreen {
  /** CON: the phone waits for an answer; END: the session closes on this screen. */
  next: 'CON' | 'END';
  text: string;
}

export const con = (text: string): UssdScreen => ({ next: 'CON', text });
export const end = (text: string): UssdScreen => ({ next: 'END', text });

/** The answer's body, as the gateway reads it. */
export const ussdBody = (screen: UssdScreen): string => `${screen.next} ${screen.text}`;

/** Whether the screen fits a phone: at most 182 characters, 'CON ' or 'END ' included. */
export const fitsOnScreen = (screen: UssdScreen): boolean => ussdBody(screen).length <= ussdScreenLimit;

/**
 * A screen of numbered choices under a title: as many of `lines` as fit, each numbered from 1, then the
 * `footer` lines ('9. More', '0. Back'). Returns the screen and how many lines it shows, so the caller
 * offers the rest on the next page.
 */
export function listScreen(
  title: string,
  lines: readonly string[],
  footer: readonly string[],
): { screen: UssdScreen; shown: number } {
  const shownLines: string[] = [];
  for (const [index, line] of lines.entries()) {
    const candidate = [title, ...shownLines, `${index + 1}. ${line}`, ...footer].join('\n');
    if (!fitsOnScreen(con(candidate))) break;
    shownLines.push(`${index + 1}. ${line}`);
  }
  return { screen: con([title, ...shownLines, ...footer].join('\n')), shown: shownLines.length };
}

/**
 * `text` above `screen`'s own (a refusal above the question it repeats), when both fit; else the screen
 * alone: the question matters more than the reason.
 */
export function withNotice(notice: string, screen: UssdScreen): UssdScreen {
  const noticed = { ...screen, text: `${notice}\n${screen.text}` };
  return fitsOnScreen(noticed) ? noticed : screen;
}

/** The answers a request carries: the gateway joins every answer of the session with '*'. */
export const answersIn = (text: string): string[] => (text === '' ? [] : text.split('*'));

/**
 * A closing screen of text that may run long (a claim's next step, written for the portal): cut at a word
 * to fit, with '...' saying there is more, which the SMS or the app gives in full.
 */
export function clippedEnd(text: string): UssdScreen {
  const whole = end(text);
  if (fitsOnScreen(whole)) return whole;
  const room = ussdScreenLimit - 'END '.length - '...'.length;
  const cut = text.slice(0, room);
  const space = cut.lastIndexOf(' ');
  return end(`${cut.slice(0, space > room / 2 ? space : room).trimEnd()}...`);
}

/** The option a numbered answer picks ('2' is the second), or none for anything else. */
export const choiceOf = <T>(input: string, options: readonly T[]): T | undefined =>
  /^\d+$/.test(input) ? options[Number(input) - 1] : undefined;
