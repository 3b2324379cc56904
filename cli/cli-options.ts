import { Command, InvalidArgumentError } from 'commander';

export function positiveInt(value: string): number {
  const n = Number(value);
  if (!/^\d+$/.test(value.trim()) || !Number.isSafeInteger(n) || n < 1) throw new InvalidArgumentError('must be a whole number of 1 or more');
  return n;
}

export function limit(max: number) {
  return (value: string): number => {
    const n = positiveInt(value);
    if (n > max) throw new InvalidArgumentError(`must be a whole number from 1 to ${max}`);
    return n;
  };
}

export function email(value: string): string {
  const address = value.trim();
  if (!/^[^\s@]+@[^\s@]+$/.test(address)) throw new InvalidArgumentError('must be an email address');
  return address;
}

/** A subcommand with --json and an example under its help. */
export function command(name: string, description: string, example: string): Command {
  return new Command(name)
    .description(description)
    .option('--json', 'print JSON for scripts')
    .addHelpText('after', `\nExample:\n  ${example}`);
}

/** `--limit` and `--page` as offsets. */
export function paging(opts: { limit: number; page: number }): { limit: number; offset: number } {
  return { limit: opts.limit, offset: (opts.page - 1) * opts.limit };
}
