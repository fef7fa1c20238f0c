import 'server-only';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { contentDir } from '@/lib/config';
import { z } from 'zod';

/** A navigation link from the content files: the spec's `{ title, uri }`. */
export const navLinkSchema = z.object({ title: z.string().min(1), uri: z.string().min(1) });
export type NavLink = z.infer<typeof navLinkSchema>;

/**
 * Extra navigation links, edited by operators in `content/navlinks.json`.
 * A missing or broken file must not take the site down: it yields no extra links and a log line.
 */
export async function readNavLinks(): Promise<NavLink[]> {
  const file = path.join(contentDir(), 'navlinks.json');
  try {
    const parsed = z.array(navLinkSchema).safeParse(JSON.parse(await readFile(file, 'utf8')));
    if (parsed.success) return parsed.data;
    console.error(`content: ${file} is not a list of { title, uri }`, parsed.error.issues);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT')
      console.error(`content: cannot read ${file}`, error);
  }
  return [];
}
