import readline from 'node:readline';

export interface Prompter {
  /** Asks for a secret: hidden on a terminal, else the next line of standard input. */
  secret(question: string): Promise<string>;
  close(): void;
}

type Input = NodeJS.ReadableStream & { isTTY?: boolean };

/**
 * Prompts on a terminal without echoing what is typed; with piped input
 * (`printf 'pw\n' | npm run admin -- set-password …`) reads one line per question.
 */
export function createPrompter(input: Input, output: NodeJS.WritableStream): Prompter {
  const terminal = input.isTTY === true;
  const rl = readline.createInterface({
    input,
    ...(terminal ? { output, terminal: true } : { terminal: false }),
  });
  const lines = rl[Symbol.asyncIterator]();
  let muted = false;
  if (terminal) {
    // readline echoes keystrokes through _writeToOutput; while muted only the final newline shows.
    const echo = rl as unknown as { _writeToOutput(text: string): void };
    const original = echo._writeToOutput.bind(rl);
    echo._writeToOutput = (text) => {
      if (!muted) original(text);
      else if (text.includes('\n')) output.write('\n');
    };
  }
  return {
    async secret(question) {
      output.write(question);
      muted = true;
      try {
        const next = await lines.next();
        if (next.done) throw new Error('no answer on standard input');
        return next.value;
      } finally {
        muted = false;
        if (!terminal) output.write('\n');
      }
    },
    close: () => rl.close(),
  };
}
