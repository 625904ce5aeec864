/**
 * A text cell that starts with = + - @ tab or carriage return is one a spreadsheet may run as a formula
 * (CSV injection); it gets a leading single quote, as OWASP advises, so it shows as the text it was. The
 * browser's CSV export and the server's XLSX reports run this one rule. Numbers are left alone: -5 is a
 * number, not a formula.
 */
export const formulaTriggers = ['=', '+', '-', '@', '\t', '\r'] as const;

export const neutralise = (text: string): string =>
  formulaTriggers.some((t) => text.startsWith(t)) ? `'${text}` : text;
