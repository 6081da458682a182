/** What the backup and restore commands print: sizes people read, errors without a stack. */
export const formatSize = (bytes: number) =>
  bytes >= 1024 * 1024
    ? `${(bytes / 1024 / 1024).toFixed(1)} MB`
    : bytes >= 1024
      ? `${(bytes / 1024).toFixed(1)} KB`
      : `${bytes} bytes`;

/** Prints the message and ends the command with a failure. */
export function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

/** Prints a line of the command's result on standard output. */
export const say = (message: string) => process.stdout.write(`${message}\n`);
