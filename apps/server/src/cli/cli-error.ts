/** Exit codes of the admin CLI. */
export const EXIT_OK = 0;
/** The command was understood but could not be done (unknown location, email taken…). */
export const EXIT_FAILED = 1;
/** The command line itself is wrong (unknown command, missing or invalid option). */
export const EXIT_USAGE = 2;

/** An error whose message is meant for the operator, printed without a stack trace. */
export class CliError extends Error {
  constructor(
    message: string,
    readonly exitCode: number = EXIT_FAILED,
  ) {
    super(message);
    this.name = 'CliError';
  }
}

/** A usage error: the operator typed something the command does not accept. */
export function usageError(message: string): CliError {
  return new CliError(message, EXIT_USAGE);
}
