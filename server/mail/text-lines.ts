import { textLines } from '@shared/typed-text';

/**
 * A labelled line of a plain-text email, "  Label: value", the label padded to `labelWidth`
 * characters. A value of several lines (a diner's requests) goes on under its first line,
 * indented past the label, so none of its lines starts at the margin like a label of the
 * email's own ("Guests: 200").
 */
export function labelledLines(label: string, value: string, labelWidth = 0): string {
  const head = `  ${`${label}:`.padEnd(labelWidth)} `;
  const indent = ' '.repeat(head.length);
  const [first = '', ...rest] = textLines(value);
  return [head + first, ...rest.map((line) => indent + line)].map((line) => line.trimEnd()).join('\n');
}

/** Words a person wrote, each line marked "> " as mail programs mark a quote. */
export function quotedLines(text: string): string[] {
  return textLines(text).map((line) => `> ${line}`.trimEnd());
}
