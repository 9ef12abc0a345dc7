/**
 * Text a person typed, as it may be stored and repeated (on pages, in emails, in the back
 * office). Control characters are dropped: a terminal, a mail header or a log reads them as
 * commands. So are the bidi controls and invisible format characters that make text read
 * differently from what it holds ("exe.png" that is "gnp.exe"). The zero-width joiner and
 * non-joiner stay: emoji sequences and some scripts need them.
 */

/** CR LF, a lone CR or LF, NEL, and the Unicode line and paragraph separators. */
const LINE_BREAKS = /\r\n|[\n\r\u0085\u2028\u2029]/g;
/** Tab, vertical tab and form feed: spacing, read as a space. */
const SPACING_CONTROLS = /[\t\v\f]/g;
/**
 * C0 controls, DEL and C1 controls; the Arabic letter mark; zero-width space; left-to-right and
 * right-to-left marks; bidi embeddings and overrides; word joiner and invisible operators; bidi
 * isolates and the deprecated format characters; the byte-order mark; interlinear annotations.
 */
/* eslint-disable no-control-regex -- the control characters are what this removes */
const HIDDEN =
  /[\u0000-\u001f\u007f-\u009f\u061c\u200b\u200e\u200f\u202a-\u202e\u2060-\u2064\u2066-\u206f\ufeff\ufff9-\ufffb]/g;
/* eslint-enable no-control-regex */

/** One line: every line break is a space. For names of things, addresses, labels. */
export function singleLineText(text: string): string {
  return text.replace(LINE_BREAKS, ' ').replace(SPACING_CONTROLS, ' ').replace(HIDDEN, '');
}

/** Several lines: each line break is a plain "\n". For requests, notes, messages, descriptions. */
export function multiLineText(text: string): string {
  return text
    .split(LINE_BREAKS)
    .map((line) => singleLineText(line))
    .join('\n');
}

/** The lines of stored text, whatever line breaks it was stored with, each cleaned as above. */
export function textLines(text: string): string[] {
  return multiLineText(text).split('\n');
}
