import { rateLimitResponse } from '@/lib/api/api-buckets';
import { failureResponse } from '@/lib/api/domain-errors';
import { readBodyText } from '@/lib/api/request-body';
import { userDb } from '@/lib/userdata/db';
import { unsubscribeByToken } from '@/lib/userdata/alerts';

export const dynamic = 'force-dynamic';

/**
 * `/varsler/svar?avmeld=TOKEN`: turns alerts off without signing in. A mail program's one-click
 * unsubscribe (RFC 8058: POST with the body `List-Unsubscribe=One-Click`) gets a plain 200; the form on
 * /varsler (the token as a form field) is sent back there with the outcome. A GET changes nothing (link
 * scanners follow links): it shows the page with the button.
 */

const MAX_BODY_BYTES = 1024;

export async function POST(request: Request): Promise<Response> {
  try {
    const limited = await rateLimitResponse('csv', request);
    if (limited) return limited;
    const form = new URLSearchParams(await readBodyText(request, MAX_BODY_BYTES));
    const token = new URL(request.url).searchParams.get('avmeld') ?? form.get('avmeld') ?? '';
    const removed = await unsubscribeByToken(await userDb(), token);
    if (form.get('List-Unsubscribe') === 'One-Click') {
      return new Response(removed ? 'Varslene er slått av.\n' : 'Fant ingen varsler for lenken.\n', {
        status: removed ? 200 : 404,
        headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' },
      });
    }
    return redirect(request, `/varsler?ferdig=${removed ? 'avmeldt' : 'ukjent'}`);
  } catch (error) {
    return failureResponse(error, request, { label: 'alerts: unsubscribe', inputPart: 'kropp' });
  }
}

export function GET(request: Request): Response {
  const token = new URL(request.url).searchParams.get('avmeld') ?? '';
  return redirect(request, `/varsler?avmeld=${encodeURIComponent(token.slice(0, 100))}`);
}

const redirect = (_request: Request, path: string) =>
  new Response(null, { status: 303, headers: { Location: path, 'Cache-Control': 'no-store' } });
