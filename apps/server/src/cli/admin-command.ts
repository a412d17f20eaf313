import type { ParseArgsConfig } from 'node:util';
import type { Db } from '../db/client.ts';
import { usageError } from './cli-error.ts';
import type { Prompter } from './prompt.ts';

export type OptionValues = Record<string, string | boolean | undefined>;

export interface CommandContext {
  db: Db;
  values: OptionValues;
  /** Prints one line of the command's result. */
  print: (line: string) => void;
  prompter: Prompter;
  /** Whether a person types the answers (confirm secrets twice then). */
  terminal: boolean;
}

/** One admin CLI command: its options (node:util parseArgs) and what it does. */
export interface AdminCommand {
  name: string;
  usage: string;
  options: NonNullable<ParseArgsConfig['options']>;
  /** Options that may stand without a value to mean "ask me" (e.g. `--pin`). */
  promptable?: string[];
  run(context: CommandContext): Promise<void>;
}

/** A required text option, or a usage error naming it. */
export function requiredOption(values: OptionValues, name: string): string {
  const value = values[name];
  if (typeof value !== 'string' || value.trim() === '') throw usageError(`--${name} is required`);
  return value.trim();
}

/** `a,b , c` → `['a', 'b', 'c']`; absent → `[]`. */
export function listOption(values: OptionValues, name: string): string[] {
  const value = values[name];
  if (typeof value !== 'string') return [];
  return value
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
}
