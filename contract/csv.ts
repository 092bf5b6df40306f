/**
 * CSV for spreadsheets (the console's exports): UTF-8 with a BOM so Excel reads Chinese, CRLF rows, every cell
 * quoted, and a cell that starts like a formula (= + - @, a tab or a carriage return) prefixed with ' so a
 * spreadsheet shows it as text instead of running it (OWASP "CSV injection").
 */
export const CSV_BOM = '\uFEFF'

export type CsvCell = string | number | null | undefined

/** One cell, quoted; numbers stay numbers (a negative amount is not a formula). */
export function csvCell(v: CsvCell): string {
  if (v === null || v === undefined) return '""'
  let s = typeof v === 'number' ? String(v) : v
  if (typeof v === 'string' && /^[=+\-@\t\r]/.test(s)) s = `'${s}`
  return `"${s.replace(/"/g, '""')}"`
}

/** The whole file: BOM, a header row, then the rows. */
export function toCsv(header: readonly string[], rows: ReadonlyArray<readonly CsvCell[]>): string {
  return CSV_BOM + [header, ...rows].map((r) => r.map(csvCell).join(',')).join('\r\n') + '\r\n'
}
