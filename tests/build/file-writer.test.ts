import { existsSync, mkdtempSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { filesWritten, writeFiles } from '../../scripts/build/file-writer';

describe('writeFiles (the stamp and the image cache write in a thread of their own)', () => {
  it('makes folders, writes and links files, in the order given', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'file-writer-'));
    const site = path.join(dir, 'site', 'brand');
    await writeFiles([
      ['mkdir', path.join(dir, 'cache')],
      ['atomic', path.join(dir, 'cache', 'logo.svg'), Buffer.from('<svg/>')],
      ['mkdir', site],
      ['link', path.join(dir, 'cache', 'logo.svg'), path.join(site, 'logo.svg')],
      ['write', path.join(dir, 'site', 'index.html'), '<!doctype html>'],
    ]);
    expect(readFileSync(path.join(site, 'logo.svg'), 'utf8')).toBe('<svg/>');
    // A hard link: the site's image is the cache's file, no byte written twice.
    expect(statSync(path.join(site, 'logo.svg')).ino).toBe(
      statSync(path.join(dir, 'cache', 'logo.svg')).ino,
    );
    expect(readFileSync(path.join(dir, 'site', 'index.html'), 'utf8')).toBe('<!doctype html>');
    // Written whole, through a file of its own renamed into place: none of those left.
    expect(readdirSync(path.join(dir, 'cache'))).toEqual(['logo.svg']);
  });

  it('names the operation and file that failed, and does none after it', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'file-writer-'));
    const page = path.join(dir, 'index.html');
    const failed = writeFiles([
      ['link', path.join(dir, 'no-such-image.png'), path.join(dir, 'icon.png')],
      ['write', page, 'never'],
    ]);
    await expect(failed).rejects.toThrow(`link ${path.join(dir, 'icon.png')}: ENOENT`);
    await filesWritten();
    expect(existsSync(page)).toBe(false);
    // The thread goes on with what comes next.
    await writeFiles([['write', page, 'later']]);
    expect(readFileSync(page, 'utf8')).toBe('later');
  });
});
