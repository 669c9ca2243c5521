import fs from 'node:fs';

/**
 * What the server writes under DATA_DIR (captured mail with reset links, the token secret, the
 * database's password, the lock file) is for the server's user alone: folders 0700, files 0600,
 * also where a folder or file was there before with a wider mode (made by hand, by an older
 * release, restored from a backup). Another local user must not read a reset link and use it.
 */
const FOLDER = 0o700;
const FILE = 0o600;

/** Makes `dir` (and any missing parent) and leaves it open to the server's user only. */
export function privateFolder(dir: string) {
  fs.mkdirSync(dir, { recursive: true, mode: FOLDER });
  if (fs.statSync(dir).mode & 0o077) fs.chmodSync(dir, FOLDER);
}

/** Writes `file` readable by the server's user only (`flag` as fs.writeFileSync takes it). */
export function writePrivateFile(file: string, data: string | Uint8Array, flag = 'w') {
  fs.writeFileSync(file, data, { mode: FILE, flag });
  // the mode above counts only for a file that did not exist
  if (fs.statSync(file).mode & 0o077) fs.chmodSync(file, FILE);
}

/** Appends to `file`, which is made (or left) readable by the server's user only. */
export function appendPrivateFile(file: string, data: string) {
  fs.appendFileSync(file, data, { mode: FILE });
  if (fs.statSync(file).mode & 0o077) fs.chmodSync(file, FILE);
}
