import type { Prompter } from '../prompt.ts';
import { usageError } from '../cli-error.ts';
import type { OptionValues } from '../admin-command.ts';

/** The same minimum as the password reset form. */
export const MIN_PASSWORD_LENGTH = 8;
const PIN = /^\d{4,8}$/;

export function checkPassword(password: string): string {
  if (password.length < MIN_PASSWORD_LENGTH)
    throw usageError(`the password must have at least ${MIN_PASSWORD_LENGTH} characters`);
  return password;
}

export function checkPin(pin: string): string {
  if (!PIN.test(pin)) throw usageError('the PIN must be 4 to 8 digits');
  return pin;
}

/** `--password VALUE`, else asked for (twice on a terminal, to catch typing mistakes). */
export async function passwordOption(
  values: OptionValues,
  prompter: Prompter,
  terminal: boolean,
): Promise<string> {
  if (typeof values.password === 'string' && values.password !== '')
    return checkPassword(values.password);
  const password = checkPassword(await prompter.secret('Password: '));
  if (terminal && (await prompter.secret('Password again: ')) !== password)
    throw usageError('the passwords differ');
  return password;
}

/** No `--pin`: no PIN. `--pin 1234`: that PIN. A bare `--pin`: asked for. */
export async function pinOption(
  values: OptionValues,
  prompter: Prompter,
): Promise<string | undefined> {
  if (values.pin === undefined) return undefined;
  if (typeof values.pin === 'string' && values.pin !== '') return checkPin(values.pin);
  return checkPin(await prompter.secret('PIN: '));
}
