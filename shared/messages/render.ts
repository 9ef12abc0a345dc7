import type { SiteLanguage } from '../language-path';
import { formatDateInWords, weekdayNameIn } from '../locale-format';
import { templateOf } from '../plural';
import { formatClock } from '../time';
import type { Message, MessageParam } from './message';

// Apart from message.ts, so code that only names a message (the schemas, the calendar's rules)
// does not carry the formatters.

const isMessage = (value: unknown): value is Message =>
  typeof value === 'object' && value !== null && typeof (value as Message).key === 'string';

/**
 * Fills a message's template in `language`: `texts` are that language's templates, `fallback`
 * English ones for keys it lacks. Dates, clock times and weekdays are written in the language; a
 * plural message takes the form its `count` parameter asks for in the language.
 */
export function renderMessage(
  message: Message,
  language: SiteLanguage,
  texts: Readonly<Partial<Record<string, string>>>,
  fallback: Readonly<Partial<Record<string, string>>>,
): string {
  const params = message.params ?? {};
  const template =
    templateOf(texts, message.key, language, params.count) ??
    templateOf(fallback, message.key, 'en', params.count) ??
    message.key;
  const value = (name: string, param: MessageParam): string => {
    if (Array.isArray(param))
      return param.map((each) => renderMessage(each, language, texts, fallback)).join(language === 'am' ? '። ' : '. ');
    if (isMessage(param)) return renderMessage(param, language, texts, fallback);
    const text = String(param);
    if (name === 'date' && /^\d{4}-\d{2}-\d{2}$/.test(text)) return formatDateInWords(text, language, { year: false });
    if (name === 'longDate' && /^\d{4}-\d{2}-\d{2}$/.test(text)) return formatDateInWords(text, language);
    if ((name === 'time' || name.endsWith('Time')) && /^\d{2}:\d{2}$/.test(text)) return formatClock(text, language);
    if (name === 'weekday') return weekdayNameIn(text, language);
    return text;
  };
  return template.replace(/\{(\w+)\}/g, (match, name: string) => (name in params ? value(name, params[name]!) : match));
}
