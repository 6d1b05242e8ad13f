/** Shared shell of the backup and restore commands: arguments, Dutch output, exit codes. */
import { BackupRefusal } from './refusal';

export const flagValue = (args: string[], flag: string): string | undefined => {
  const i = args.indexOf(flag);
  return i >= 0 ? args[i + 1] : undefined;
};

/**
 * `npm run restore <file> --force` hands `--force` to npm, not to the script; npm then sets
 * npm_config_force, so that counts as well as `npm run restore -- <file> --force`.
 */
export const forceRequested = (args: string[]): boolean =>
  args.includes('--force') || process.env.npm_config_force === 'true';

export function formatBytes(bytes: number): string {
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1).replace('.', ',')} kB`;
  return `${(bytes / 1024 / 1024).toFixed(1).replace('.', ',')} MB`;
}

/** Runs the command; a refusal prints its Dutch reason and exits 2, any other failure exits 1. */
export function runCommand(main: (args: string[]) => Promise<void>): void {
  main(process.argv.slice(2)).then(
    () => process.exit(0),
    (err: unknown) => {
      if (err instanceof BackupRefusal) {
        console.error(err.message);
        process.exit(2);
      }
      console.error(`Mislukt: ${err instanceof Error ? err.message : String(err)}`);
      process.exit(1);
    },
  );
}
