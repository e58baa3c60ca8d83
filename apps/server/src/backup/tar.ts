import type { FileHandle } from 'node:fs/promises';

/**
 * The little of POSIX ustar a backup needs: regular files with short names, written and read one
 * at a time through a file handle, so a backup never sits in memory whole. A backup is then a
 * plain `.tar` an operator can list and unpack with `tar` (no npm dependency for it either).
 */
const BLOCK = 512;
const NAME_LENGTH = 100;

export type TarEntry = { name: string; size: number; read(): Promise<Buffer> };

function header(name: string, size: number, mtime: Date): Buffer {
  const bytes = Buffer.alloc(BLOCK);
  if (Buffer.byteLength(name) > NAME_LENGTH) throw new Error(`Name too long for the backup: ${name}`);
  const field = (offset: number, length: number, value: string) => bytes.write(value, offset, length, 'ascii');
  const octal = (value: number, digits: number) => `${value.toString(8).padStart(digits, '0')}\0`;
  bytes.write(name, 0, NAME_LENGTH, 'utf8');
  field(100, 8, octal(0o600, 7));
  field(108, 8, octal(0, 7));
  field(116, 8, octal(0, 7));
  field(124, 12, octal(size, 11));
  field(136, 12, octal(Math.floor(mtime.getTime() / 1000), 11));
  field(156, 1, '0');
  field(257, 8, 'ustar\x0000');
  // The checksum is taken with its own field as spaces.
  field(148, 8, '        ');
  field(148, 8, `${octal(checksumOf(bytes), 6)} `);
  return bytes;
}

const checksumOf = (block: Buffer): number => block.reduce((sum, byte) => sum + byte, 0);
const padding = (size: number): number => (BLOCK - (size % BLOCK)) % BLOCK;

/** Appends files to an open handle; `finish` writes the end-of-archive blocks. */
export function tarWriter(handle: FileHandle) {
  return {
    async add(name: string, data: Uint8Array, mtime = new Date()): Promise<void> {
      await handle.write(header(name, data.byteLength, mtime));
      await handle.write(data);
      await handle.write(Buffer.alloc(padding(data.byteLength)));
    },
    async finish(): Promise<void> {
      await handle.write(Buffer.alloc(BLOCK * 2));
    },
  };
}

const text = (block: Buffer, offset: number, length: number) =>
  block
    .subarray(offset, offset + length)
    .toString('utf8')
    .replace(/\0.*$/s, '');

/** The regular files of a tar file, in order; `read` loads one entry's bytes. */
export async function* readTar(handle: FileHandle): AsyncGenerator<TarEntry> {
  let offset = 0;
  for (;;) {
    const block = Buffer.alloc(BLOCK);
    const { bytesRead } = await handle.read(block, 0, BLOCK, offset);
    if (bytesRead < BLOCK || block.every((byte) => byte === 0)) return;
    const stored = Number.parseInt(text(block, 148, 8).trim(), 8);
    block.fill(0x20, 148, 156);
    if (stored !== checksumOf(block)) throw new Error(`Not a tar file, or a damaged one (at byte ${offset})`);
    const prefix = text(block, 345, 155);
    const name = prefix ? `${prefix}/${text(block, 0, NAME_LENGTH)}` : text(block, 0, NAME_LENGTH);
    const size = Number.parseInt(text(block, 124, 12).trim() || '0', 8);
    const type = text(block, 156, 1);
    const dataAt = offset + BLOCK;
    offset = dataAt + size + padding(size);
    // Directories and anything else a hand-made archive may hold are not part of a backup.
    if (type !== '0' && type !== '') continue;
    yield {
      name,
      size,
      read: async () => {
        const data = Buffer.alloc(size);
        const { bytesRead: got } = await handle.read(data, 0, size, dataAt);
        if (got < size) throw new Error(`The backup ends inside ${name}: it is incomplete`);
        return data;
      },
    };
  }
}
