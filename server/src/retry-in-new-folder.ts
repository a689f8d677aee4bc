// Writing into a folder that may not exist yet, without a mkdir before every write (an HR batch
// writes thousands of blobs and outbox lines): the write is tried first, and only when it fails
// because the folder is missing is the folder made and the write tried once more.
import { mkdir } from 'node:fs/promises';
import { dirname } from 'node:path';

export async function retryInNewFolder<T>(path: string, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    await mkdir(dirname(path), { recursive: true });
    return write();
  }
}
