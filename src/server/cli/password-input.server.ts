import { messages } from '../../domain/messages.ts';

/** Reads a line from a terminal without echoing it. Ctrl-C stops the command. */
export function promptHidden(question: string): Promise<string> {
  const { stdin, stdout } = process;
  stdout.write(question);
  return new Promise((resolve) => {
    let typed = '';
    const finish = (value: string) => {
      stdin.setRawMode(false);
      stdin.pause();
      stdin.off('data', onData);
      stdout.write('\n');
      resolve(value);
    };
    const onData = (chunk: Buffer) => {
      for (const character of chunk.toString('utf8')) {
        if (character === '\u0003') {
          stdin.setRawMode(false);
          stdout.write('\n');
          process.exit(130);
        } else if (character === '\r' || character === '\n' || character === '\u0004') {
          return finish(typed);
        } else if (character === '\u007f' || character === '\b') {
          typed = typed.slice(0, -1);
        } else if (character >= ' ') {
          typed += character;
        }
      }
    };
    stdin.setRawMode(true);
    stdin.resume();
    stdin.on('data', onData);
  });
}

/** The first line of a piped stdin: `printf '%s\n' "$PASSWORD" | npm run user -- add EMAIL`. */
export async function readFirstLine(): Promise<string> {
  let text = '';
  for await (const chunk of process.stdin) {
    text += String(chunk);
    if (text.includes('\n')) break;
  }
  return text.split(/\r?\n/)[0] ?? '';
}

/** A password from the terminal (typed twice) or from stdin. */
export async function readPassword(): Promise<string> {
  if (!process.stdin.isTTY) return readFirstLine();
  const password = await promptHidden('Password: ');
  const repeated = await promptHidden('Repeat password: ');
  if (password !== repeated) {
    console.error(messages.passwordChange.mismatch);
    process.exit(1);
  }
  return password;
}
