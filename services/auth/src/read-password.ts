import { createInterface } from 'node:readline';

export const PASSWORD_ON_COMMAND_LINE =
  'Passwords are never read from the command line (they would stay in your shell history and in npm’s echo of the command): answer the prompt, or pipe it with --password-stdin.';

/** The whole of standard input, less its final line break: `printf '%s' "$PW" | … --password-stdin`. */
export async function readPasswordFromStdin(stdin: NodeJS.ReadableStream = process.stdin): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stdin) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(String(chunk)));
  return Buffer.concat(chunks)
    .toString('utf8')
    .replace(/\r?\n$/, '');
}

/** Asks at the terminal without echoing what is typed. */
export function promptPassword(question: string): Promise<string> {
  if (!process.stdin.isTTY)
    return Promise.reject(new Error('No terminal to ask for the password at: use --password-stdin.'));
  return new Promise((resolve) => {
    const rl = createInterface({ input: process.stdin, output: process.stdout, terminal: true });
    const output = rl as unknown as { _writeToOutput: (text: string) => void };
    let asked = false;
    output._writeToOutput = (text: string) => {
      if (!asked) {
        process.stdout.write(text);
        asked = true;
      }
    };
    rl.question(question, (answer) => {
      rl.close();
      process.stdout.write('\n');
      resolve(answer);
    });
  });
}
