import { parseArgs } from 'node:util';
import { loadConfig } from '../config.ts';
import { migrateDatabase, openDatabase, type Database } from '../db/client.ts';
import type { AdminCommand, OptionValues } from './admin-command.ts';
import { CliError, EXIT_FAILED, EXIT_OK, EXIT_USAGE, usageError } from './cli-error.ts';
import { createLocationCommand } from './commands/create-location.ts';
import { createUserCommand } from './commands/create-user.ts';
import { listUsersCommand } from './commands/list-users.ts';
import { setPasswordCommand } from './commands/set-password.ts';
import { setPosConnectionCommand } from './commands/set-pos-connection.ts';
import { createPrompter } from './prompt.ts';

export const adminCommands: AdminCommand[] = [
  createLocationCommand,
  createUserCommand,
  setPasswordCommand,
  listUsersCommand,
  setPosConnectionCommand,
];

export interface AdminIo {
  stdin: NodeJS.ReadableStream & { isTTY?: boolean };
  stdout: NodeJS.WritableStream;
  stderr: NodeJS.WritableStream;
  env: NodeJS.ProcessEnv;
}

/** The database of the configuration (PGlite in DATA_DIR, or DATABASE_URL), migrated. */
async function openConfiguredDatabase(env: NodeJS.ProcessEnv): Promise<Database> {
  const config = loadConfig(env);
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.databaseUrl ? undefined : config.dataDir,
  });
  await migrateDatabase(database);
  return database;
}

function usage(): string {
  return [
    'Usage: npm run admin -- <command> [options]',
    '',
    'Commands:',
    ...adminCommands.map((command) => `  ${command.usage}`),
  ].join('\n');
}

/** `--pin` with no value after it means "ask me": parseArgs needs that spelled `--pin=`. */
function markBarePromptables(args: string[], promptable: string[]): string[] {
  return args.map((arg, index) => {
    const next = args[index + 1];
    const bare =
      promptable.some((name) => arg === `--${name}`) &&
      (next === undefined || next.startsWith('--'));
    return bare ? `${arg}=` : arg;
  });
}

function parse(command: AdminCommand, args: string[]) {
  try {
    const { values } = parseArgs({
      args: markBarePromptables(args, command.promptable ?? []),
      options: command.options,
      strict: true,
    });
    return values as OptionValues;
  } catch (error) {
    throw usageError(`${(error as Error).message}\nUsage: ${command.usage}`);
  }
}

/**
 * Runs one admin command and answers its exit code: 0 done, 1 failed (the message says why),
 * 2 wrong command line. Never throws; never exits the process (the caller does).
 */
export async function runAdmin(
  argv: string[],
  io: AdminIo,
  open = openConfiguredDatabase,
): Promise<number> {
  const [name, ...args] = argv;
  if (!name || name === 'help' || name === '--help' || name === '-h') {
    io.stdout.write(`${usage()}\n`);
    return name ? EXIT_OK : EXIT_USAGE;
  }
  const prompter = createPrompter(io.stdin, io.stderr);
  let database: Database | undefined;
  try {
    const command = adminCommands.find((candidate) => candidate.name === name);
    if (!command) throw usageError(`unknown command "${name}"\n${usage()}`);
    const values = parse(command, args);
    database = await open(io.env);
    const print = (line: string) => void io.stdout.write(`${line}\n`);
    await command.run({
      db: database.db,
      values,
      print,
      prompter,
      terminal: io.stdin.isTTY === true,
    });
    return EXIT_OK;
  } catch (error) {
    if (error instanceof CliError) {
      io.stderr.write(`Error: ${error.message}\n`);
      return error.exitCode;
    }
    io.stderr.write(`Error: ${error instanceof Error ? error.message : String(error)}\n`);
    return EXIT_FAILED;
  } finally {
    prompter.close();
    await database?.close();
  }
}
