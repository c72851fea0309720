import { access, constants, statfs } from 'node:fs/promises';
import { dirname } from 'node:path';

/**
 * Below this, the disk counts as nearly full: SQLite's write-ahead log alone grows by up to about 4 MB between
 * checkpoints, and every write (storing a message, taking one to forward, recording the outcome) needs room there.
 */
export const LOW_DISK_BYTES = 8 * 1024 * 1024;

const size = (bytes: number) =>
  bytes < 1024 ** 2 ? `${Math.floor(bytes / 1024)} KB` : `${(bytes / 1024 ** 2).toFixed(1)} MB`;

/**
 * What the owner must know about the disk that holds the local database `file`, if anything. A full or read-only
 * disk stops both storing and forwarding, and the server can only say so in its log: `npm run messages` says it too.
 */
export async function diskWarning(file: string, lowBytes = LOW_DISK_BYTES): Promise<string | undefined> {
  const dir = dirname(file);
  const stops =
    'the server can neither store new messages (visitors get an error) nor forward the waiting ones; ' +
    'it resumes by itself once that is fixed.';
  try {
    await access(dir, constants.W_OK);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code ?? String(error);
    return `Disk: the messages' directory (${dir}) cannot be written (${code}): ${stops}`;
  }
  const { bavail, bsize } = await statfs(dir);
  const free = bavail * bsize;
  if (free >= lowBytes) return undefined;
  return `Disk: only ${size(free)} free where the messages are stored (${dir}). When it is full, ${stops}`;
}
