/**
 * Server text as the app shows it (docs/behaviour.md#errors): a title, a team name or an error
 * message is cut at MAX_TEXT_LENGTH characters with an ellipsis, so a broken or hostile API
 * cannot make a screen hold a megabyte of text (a CSS line clamp hides it but still lays it out).
 */
export const MAX_TEXT_LENGTH = 200;

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#x27;',
};

/**
 * `text` for HTML element content or a quoted attribute value, escaped character for character
 * as React's server renderer escapes it (the build's shells are filled in that way).
 */
export const escapeHtml = (text: string): string =>
  text.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c]!);

/** `text`, cut to at most `max` characters (the ellipsis included), never inside a character. */
export function clampText(text: string, max = MAX_TEXT_LENGTH): string {
  if (text.length <= max) return text;
  let end = max - 1;
  // Do not split a surrogate pair (an emoji, a rare script).
  const last = text.charCodeAt(end - 1);
  if (last >= 0xd800 && last <= 0xdbff) end--;
  return `${text.slice(0, end)}…`;
}

/**
 * Strings of an answer the app uses as they are, never shown as text: the bank session token,
 * the bank widget's client id and script, image addresses. They are kept whole.
 */
const KEPT_WHOLE: ReadonlySet<string> = new Set([
  'token',
  'client_id',
  'script_url',
  'preview_img',
]);

/** Cuts every text of a checked answer (in place) with clampText, except those KEPT_WHOLE. */
export function clampTexts<T>(answer: T): T {
  if (answer && typeof answer === 'object') {
    for (const [key, value] of Object.entries(answer)) {
      if (typeof value !== 'string') clampTexts(value);
      else if (value.length > MAX_TEXT_LENGTH && !KEPT_WHOLE.has(key))
        (answer as Record<string, unknown>)[key] = clampText(value);
    }
  }
  return answer;
}
