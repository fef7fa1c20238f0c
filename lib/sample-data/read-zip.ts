import yauzl from 'yauzl';

/** The entries of a (small) ZIP file as UTF-8 text: for checking generated files in tests. */
export function readZipTexts(file: string): Promise<{ name: string; text: string }[]> {
  return new Promise((resolve, reject) => {
    yauzl.open(file, { lazyEntries: true }, (error, zip) => {
      if (error) return reject(error);
      const entries: { name: string; text: string }[] = [];
      zip.on('entry', (entry: yauzl.Entry) => {
        zip.openReadStream(entry, (streamError, stream) => {
          if (streamError) return reject(streamError);
          const parts: Buffer[] = [];
          stream.on('data', (data: Buffer) => parts.push(data));
          stream.on('error', reject);
          stream.on('end', () => {
            entries.push({ name: entry.fileName, text: Buffer.concat(parts).toString('utf8') });
            zip.readEntry();
          });
        });
      });
      zip.on('end', () => resolve(entries));
      zip.on('error', reject);
      zip.readEntry();
    });
  });
}
