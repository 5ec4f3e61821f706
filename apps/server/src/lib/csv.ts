/** RFC 4180: quote every field, double inner quotes; a leading = + - @ is defused against spreadsheet formulas. */
export function csvField(value: string | number | null): string {
  const text = value === null ? '' : String(value);
  const safe = typeof value === 'string' && /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return `"${safe.replace(/"/g, '""')}"`;
}

/** A whole CSV document: the header line, then one line per row, CRLF line ends (RFC 4180). */
export function csvDocument(header: readonly string[], rows: readonly (readonly (string | number | null)[])[]): string {
  const lines = [header, ...rows].map((fields) => fields.map(csvField).join(','));
  return `${lines.join('\r\n')}\r\n`;
}
