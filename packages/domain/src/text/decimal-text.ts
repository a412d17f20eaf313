/**
 * A decimal number as a person types it: an optional sign, digits, and optionally a decimal
 * separator followed by digits. Both `.` and `,` are accepted as the separator so French input
 * (`12,50`) reads the same as English (`12.50`); no thousands separators, no exponent.
 */
export interface DecimalText {
  negative: boolean;
  /** Digits before the separator, never empty. */
  whole: string;
  /** Digits after the separator, possibly empty. */
  fraction: string;
}

const DECIMAL_PATTERN = /^([+-]?)(\d+)(?:[.,](\d+))?$/;

/** Splits typed decimal text into its parts; `null` when it is not a plain decimal number. */
export function parseDecimalText(text: string): DecimalText | null {
  const match = DECIMAL_PATTERN.exec(text.trim());
  if (!match) return null;
  return { negative: match[1] === '-', whole: match[2] ?? '0', fraction: match[3] ?? '' };
}

/**
 * The number a form value stands for: finite numbers as they are, decimal text (see
 * `parseDecimalText`) as its value, anything else `null`.
 */
export function readNumber(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value !== 'string') return null;
  const parts = parseDecimalText(value);
  if (!parts) return null;
  const number = Number(`${parts.negative ? '-' : ''}${parts.whole}.${parts.fraction || '0'}`);
  return Number.isFinite(number) ? number : null;
}

/** How many digits a form value has after its decimal separator (`null` when not a number). */
export function decimalPlaces(value: unknown): number | null {
  if (typeof value === 'string') return parseDecimalText(value)?.fraction.length ?? null;
  if (typeof value !== 'number' || !Number.isFinite(value)) return null;
  const text = String(value);
  const exponent = /e([+-]\d+)$/.exec(text);
  const mantissa = exponent ? text.slice(0, exponent.index) : text;
  const fraction = mantissa.split('.')[1]?.length ?? 0;
  return Math.max(0, fraction - (exponent ? Number(exponent[1]) : 0));
}
