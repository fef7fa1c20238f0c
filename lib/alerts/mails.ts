import { xmlText as escapeHtml } from '@/lib/feeds/atom';
import { noteBoatName, notePlace, noteSpeciesText } from '@/lib/feeds/note-text';
import type { LandingSummary } from '@/lib/landings/notes/landing-document-lists';
import { formatDate, formatNumber, formatWeight } from '@/lib/format';
import { entityPath } from '@/lib/seo/entity-path';

/**
 * The alert mails, in Norwegian, as plain text and HTML with the same content: the confirmation of a
 * subscription, and the new landing notes of the boats a subscriber follows. Every mail carries the
 * one-click unsubscribe of RFC 8058 (`List-Unsubscribe` with `List-Unsubscribe-Post`), a link that
 * works without signing in.
 */

export interface OutgoingMail {
  kind: 'confirm' | 'landings';
  to: string;
  subject: string;
  text: string;
  html: string;
  headers: Record<string, string>;
}

/** Where the links in a mail go: the page that confirms or unsubscribes, and the one-click address. */
export const alertLinks = (siteUrl: string) => ({
  confirm: (token: string) => `${siteUrl}/varsler?bekreft=${token}`,
  unsubscribePage: (token: string) => `${siteUrl}/varsler?avmeld=${token}`,
  oneClick: (token: string) => `${siteUrl}/varsler/svar?avmeld=${token}`,
});

function unsubscribeHeaders(siteUrl: string, unsubscribeToken: string): Record<string, string> {
  return {
    'List-Unsubscribe': `<${alertLinks(siteUrl).oneClick(unsubscribeToken)}>`,
    'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    'List-Id': `Landingsvarsler fra Fangstdata <varsler.${new URL(siteUrl).hostname}>`,
    'Auto-Submitted': 'auto-generated',
  };
}

const FOOTER_TEXT = (siteUrl: string, token: string) =>
  [
    '--',
    'Du får denne e-posten fordi du har slått på varsler på Fangstdata.',
    `Slå av varslene: ${alertLinks(siteUrl).unsubscribePage(token)}`,
    'Kilde: Fiskeridirektoratet.',
  ].join('\n');

const footerHtml = (siteUrl: string, token: string) =>
  `<p style="color:#555;font-size:13px">Du får denne e-posten fordi du har slått på varsler på Fangstdata. ` +
  `<a href="${escapeHtml(alertLinks(siteUrl).unsubscribePage(token))}">Slå av varslene</a>.<br>Kilde: Fiskeridirektoratet.</p>`;

const page = (title: string, body: string) =>
  `<!doctype html><html lang="nb"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head>` +
  `<body style="font-family:system-ui,sans-serif;line-height:1.45;color:#1a1a1a">${body}</body></html>`;

export function confirmationMail(options: {
  siteUrl: string;
  to: string;
  confirmToken: string;
  unsubscribeToken: string;
}): OutgoingMail {
  const { siteUrl, to, confirmToken, unsubscribeToken } = options;
  const link = alertLinks(siteUrl).confirm(confirmToken);
  const subject = 'Bekreft varsler fra Fangstdata';
  const text = [
    'Hei!',
    '',
    'Du har bedt om e-post når båtene du følger på Fangstdata lander.',
    'Åpne lenken for å slå varslene på:',
    '',
    link,
    '',
    'Har du ikke bedt om dette, kan du se bort fra e-posten: uten bekreftelse får du ingen varsler.',
    '',
    FOOTER_TEXT(siteUrl, unsubscribeToken),
  ].join('\n');
  const html = page(
    subject,
    `<p>Hei!</p><p>Du har bedt om e-post når båtene du følger på Fangstdata lander.</p>` +
      `<p><a href="${escapeHtml(link)}">Slå på varslene</a></p>` +
      `<p>Har du ikke bedt om dette, kan du se bort fra e-posten: uten bekreftelse får du ingen varsler.</p>` +
      footerHtml(siteUrl, unsubscribeToken),
  );
  return { kind: 'confirm', to, subject, text, html, headers: unsubscribeHeaders(siteUrl, unsubscribeToken) };
}

/** The words of one note in a mail: boat, date, municipality, weight and species. */
const noteLine = (note: LandingSummary) =>
  `${noteBoatName(note)}: ${formatWeight(note.TotalWeight)} ${noteSpeciesText(note, 3)}, ` +
  `landet ${formatDate(note.LandingDate)} i ${notePlace(note)}`;

export function landingsMail(options: {
  siteUrl: string;
  to: string;
  unsubscribeToken: string;
  notes: LandingSummary[];
  /** Every new note, listed or not. */
  total: number;
}): OutgoingMail {
  const { siteUrl, to, unsubscribeToken, notes, total } = options;
  const boats = new Set(notes.map((note) => note.BoatID));
  const subject =
    total === 1 && notes[0]
      ? `Ny landing: ${noteBoatName(notes[0])}, ${formatWeight(notes[0].TotalWeight)} ${noteSpeciesText(notes[0])}`
      : `${formatNumber(total)} nye landinger fra ${boats.size === 1 ? noteBoatName(notes[0]) : 'båtene du følger'}`;
  const links = (note: LandingSummary) =>
    note.BoatID
      ? {
          note: `${siteUrl}${entityPath.landing(note.BoatID, note.DocumentKey)}`,
          boat: `${siteUrl}${entityPath.boat(note.BoatID)}`,
        }
      : null;
  const more = total - notes.length;
  const moreText = more > 0 ? `… og ${formatNumber(more)} til. Se alle på båtenes sider.` : null;
  const text = [
    total === 1 ? 'En båt du følger har landet:' : 'Båtene du følger har landet:',
    '',
    ...notes.flatMap((note) => {
      const link = links(note);
      return [
        `* ${noteLine(note)}`,
        ...(link ? [`  Sluttseddel: ${link.note}`, `  Båten: ${link.boat}`] : []),
        '',
      ];
    }),
    ...(moreText ? [moreText, ''] : []),
    FOOTER_TEXT(siteUrl, unsubscribeToken),
  ].join('\n');
  const items = notes
    .map((note) => {
      const link = links(note);
      const name = escapeHtml(noteBoatName(note));
      const boat = link ? `<a href="${escapeHtml(link.boat)}">${name}</a>` : name;
      const rest = escapeHtml(noteLine(note).slice(noteBoatName(note).length));
      const sheet = link ? ` (<a href="${escapeHtml(link.note)}">sluttseddel</a>)` : '';
      return `<li>${boat}${rest}${sheet}</li>`;
    })
    .join('');
  const html = page(
    subject,
    `<p>${total === 1 ? 'En båt du følger har landet:' : 'Båtene du følger har landet:'}</p><ul>${items}</ul>` +
      (moreText ? `<p>${escapeHtml(moreText)}</p>` : '') +
      footerHtml(siteUrl, unsubscribeToken),
  );
  return {
    kind: 'landings',
    to,
    subject,
    text,
    html,
    headers: unsubscribeHeaders(siteUrl, unsubscribeToken),
  };
}
