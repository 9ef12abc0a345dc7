import { stringify } from 'csv-stringify/sync';

/**
 * A spreadsheet runs a cell that starts with =, +, -, @, tab or CR as a formula (CSV
 * injection); a leading apostrophe makes it plain text.
 */
export function neutraliseFormula(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

/**
 * The back office's spreadsheets: the header row (English, see decision 014), then one row per
 * record, every cell made safe from formulas. A UTF-8 BOM makes Excel read names in any script
 * correctly; lines end in CRLF, as spreadsheet programs expect.
 */
export function toCsv(header: readonly string[], rows: readonly (readonly string[])[]): string {
  return stringify([[...header], ...rows.map((row) => row.map(neutraliseFormula))], {
    bom: true,
    record_delimiter: 'windows',
  });
}
