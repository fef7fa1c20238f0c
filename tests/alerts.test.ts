/** @jest-environment node */
import { XMLParser } from 'fast-xml-parser';
import AlertsPage from '@/app/(account)/varsler/page';
import { POST as unsubscribeRoute } from '@/app/(account)/varsler/svar/route';
import { GET as alertsGet, PUT as alertsPut } from '@/app/api/user/alerts/route';
import { GET as boatFeedRoute } from '@/app/(site)/boats/[id]/atom.xml/route';
import type { AlertSettingsJson } from '@/lib/api/contract/user';
import { alertContext, runAlertRound, smtpSender } from '@/lib/alerts/alert-loop';
import { parseCsvLine, FIELD_SEPARATOR } from '@/lib/fiskeridir/csv';
import { formatDate } from '@/lib/format';
import { ingestFiles } from '@/lib/store/ingest';
import { queryStore } from '@/lib/store/landing-store';
import { clearQueryCache } from '@/lib/store/result-cache';
import { setUserDb } from '@/lib/userdata/db';
import { addUserBoat } from '@/lib/userdata/user-boats';
import { createTestUser, startTestAuthEmulator, type TestUser } from '@/tests/helpers/auth-emulator';
import { callRoute, postJson } from '@/tests/helpers/call-route';
import { landingSampleLines, makeTempDir, removeDir, writeLines } from '@/tests/helpers/fiskeridir-samples';
import { renderHtml } from '@/tests/helpers/render-page';
import { rawHeader, startTestSmtpServer, type TestSmtpServer } from '@/tests/helpers/smtp-server';
import { useStore } from '@/tests/helpers/test-store';
import { openTestUserDb, TEST_DATABASE_URL, type TestUserDb } from '@/tests/helpers/userdata';
import { acquirePostgresLock } from '@/lib/update/update-lock';
import type { RunningAuthEmulator } from '@/scripts/auth-emulator';

jest.mock('next/navigation', () => jest.requireActual('./helpers/next-navigation-double'));

/**
 * Issue 54 on the directorate's real landing sample: the file without one boat's newest note is
 * ingested, a user follows that boat and confirms alerts (through the API, the confirmation mail and its
 * link), the whole file is ingested while the mail server is down, the server comes back after a
 * restart of ours, and the alert about that note arrives once, with a one-click unsubscribe that turns
 * alerts off. The mail server is a real one (smtp-server) and the user database the PostgreSQL server.
 */

const SITE = 'https://fangstdata.test';

let dataDir: string;
let workDir: string;
let emulator: RunningAuthEmulator;
let smtp: TestSmtpServer;
let userDb: TestUserDb;
let user: TestUser;
let boat: { id: string; name: string; documentNumber: string; date: string; municipality: string };
let fullFile: string;
const log: string[] = [];

const round = () =>
  runAlertRound(alertContext(smtpSender(smtp.url, 'varsler@fangstdata.test'), (line) => log.push(line)));
const bearer = () => ({ Authorization: `Bearer ${user.idToken}` });
const settings = async () =>
  (await callRoute<AlertSettingsJson>(alertsGet, '/api/user/alerts', {}, { headers: bearer() })).body;

beforeAll(async () => {
  workDir = makeTempDir('fangstdata-alerts-');
  dataDir = makeTempDir('fangstdata-alerts-store-');
  const [lines, started, smtpServer, db] = await Promise.all([
    landingSampleLines(),
    startTestAuthEmulator(),
    startTestSmtpServer(),
    openTestUserDb('postgres'),
  ]);
  [emulator, smtp, userDb] = [started, smtpServer, db];
  setUserDb(userDb.db);
  process.env.SITE_URL = SITE;
  process.env.SMTP_URL = smtp.url;

  // The boat with the most notes whose newest landing day has one note: that note is held back.
  const header = parseCsvLine(lines[0], FIELD_SEPARATOR);
  const column = (name: string) => header.indexOf(name);
  const [doc, vessel, landed, place] = [
    column('Dokumentnummer'),
    column('Fartøy ID'),
    column('Landingsdato'),
    column('Landingskommune'),
  ];
  const notes = new Map<string, { vessel: string; date: string; municipality: string; name: string }>();
  // A quoted field may hold a line break: such a note is split over lines here, and not chosen.
  const split = new Set<string>();
  let previous = '';
  for (const line of lines.slice(1)) {
    const fields = parseCsvLine(line, FIELD_SEPARATOR);
    if (fields.length < header.length) {
      split.add(previous);
      continue;
    }
    previous = fields[doc];
    const [day, month, year] = fields[landed].split('.');
    notes.set(fields[doc], {
      vessel: fields[vessel],
      date: `${year}-${month}-${day}`,
      municipality: fields[place],
      name: fields[column('Fartøynavn')],
    });
  }
  const byBoat = new Map<string, [string, typeof notes extends Map<string, infer V> ? V : never][]>();
  for (const entry of notes) {
    if (!entry[1].vessel || split.has(entry[0])) continue;
    byBoat.set(entry[1].vessel, [...(byBoat.get(entry[1].vessel) ?? []), entry]);
  }
  const candidates = [...byBoat.values()]
    .map((entries) => entries.sort((a, b) => b[1].date.localeCompare(a[1].date)))
    .filter((entries) => entries.length > 1 && entries[0][1].date !== entries[1][1].date)
    .sort((a, b) => b.length - a.length);
  const [documentNumber, newest] = candidates[0][0];
  boat = {
    id: newest.vessel,
    name: newest.name,
    documentNumber,
    date: newest.date,
    municipality: newest.municipality,
  };
  const withheld = lines.filter(
    (line, i) => i === 0 || parseCsvLine(line, FIELD_SEPARATOR)[doc] !== documentNumber,
  );
  expect(withheld.length).toBeLessThan(lines.length);
  useStore(dataDir);
  await ingestFiles([writeLines(workDir, 'fangstdata_2021.csv', withheld)], {
    dataDir,
    snapshotDate: '2021-01-15',
  });
  fullFile = writeLines(workDir, 'fangstdata_2021_v2.csv', lines);
  user = await createTestUser(emulator.host, 'alerts');
}, 240_000);

afterAll(async () => {
  delete process.env.SMTP_URL;
  delete process.env.SITE_URL;
  setUserDb(null);
  await userDb?.cleanup();
  await smtp?.stop();
  await emulator?.stop();
  removeDir(workDir);
  removeDir(dataDir);
});

beforeEach(() => clearQueryCache());

it('mails a followed boat’s new note exactly once, through a mail server outage and a restart, and unsubscribes in one click', async () => {
  await addUserBoat(userDb.db, user.uid, boat.id);
  expect(await settings()).toEqual({ email: false, pending: false, address: user.email, available: true });

  // A malformed body is refused and changes nothing.
  const bad = await callRoute(
    alertsPut,
    '/api/user/alerts',
    {},
    {
      ...postJson({ email: 'yes' }),
      method: 'PUT',
      headers: { ...bearer(), 'Content-Type': 'application/json' },
    },
  );
  expect(bad.status).toBe(400);

  const on = await callRoute<AlertSettingsJson>(
    alertsPut,
    '/api/user/alerts',
    {},
    {
      method: 'PUT',
      body: JSON.stringify({ email: true }),
      headers: { ...bearer(), 'Content-Type': 'application/json' },
    },
  );
  expect(on.status).toBe(200);
  expect(on.body).toEqual({ email: false, pending: true, address: user.email, available: true });

  // The first round sends the confirmation, and nothing about notes already in the store.
  await round();
  expect(smtp.received).toHaveLength(1);
  const confirmation = smtp.received[0];
  expect(confirmation.subject).toBe('Bekreft varsler fra Fangstdata');
  expect(confirmation.to && 'text' in confirmation.to ? confirmation.to.text : '').toBe(user.email);
  expect(rawHeader(confirmation, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
  const link = /https:\/\/fangstdata\.test\/varsler\?bekreft=([\w-]+)/.exec(confirmation.text ?? '');
  expect(link).not.toBeNull();
  expect(confirmation.html).toContain(`/varsler?bekreft=${link![1]}`);

  const confirmedPage = await renderHtml(
    AlertsPage({ searchParams: Promise.resolve({ bekreft: link![1] }) }),
  );
  expect(confirmedPage.querySelector('h1')?.textContent).toBe('Varslene er slått på');
  expect((await settings()).email).toBe(true);

  // No new store version: no mail.
  await round();
  expect(smtp.received).toHaveLength(1);

  // The whole file arrives while the mail server is down: the alert is queued, tried, kept.
  await smtp.stop();
  const ingested = await ingestFiles([fullFile], { dataDir, snapshotDate: '2021-01-15' });
  expect(ingested.newNotes).toBe(1);
  clearQueryCache();
  await round();
  const [queued] = await userDb.db.query<{ attempts: number; sent_at: unknown; due_later: boolean }>(
    `select attempts, sent_at, next_attempt_at > now() as due_later from alert_outbox where kind = 'landings'`,
  );
  expect(queued).toEqual({ attempts: 1, sent_at: null, due_later: true });
  expect(log.some((line) => /not sent, tried again later/.test(line))).toBe(true);

  // Our server restarts and the mail server comes back; the retry falls due.
  setUserDb(null);
  await userDb.db.close();
  userDb.db = await userDb.reopen();
  setUserDb(userDb.db);
  await smtp.start();
  await userDb.db.query(`update alert_outbox set next_attempt_at = now() where sent_at is null`);
  await round();
  await round();

  const alerts = smtp.received.filter((mail) => mail.subject !== 'Bekreft varsler fra Fangstdata');
  expect(alerts).toHaveLength(1);
  const [alert] = alerts;
  const [{ doc_key: docKey }] = await queryStore<{ doc_key: string }>(
    'select doc_key from documents where document_number = $1',
    [boat.documentNumber],
  );
  expect(alert.subject).toMatch(/^Ny landing: /);
  expect(alert.text).toContain(formatDate(boat.date));
  expect(alert.text?.toLowerCase()).toContain(boat.municipality.toLowerCase());
  expect(alert.text).toContain(`${SITE}/boats/${boat.id}/landing/${docKey}`);
  expect(alert.text).toContain(`${SITE}/boats/${boat.id}`);
  expect(alert.html).toContain(`/boats/${boat.id}/landing/${docKey}`);
  expect(rawHeader(alert, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
  const unsubscribe = /^<(https:\/\/fangstdata\.test\/varsler\/svar\?avmeld=[\w-]+)>$/.exec(
    rawHeader(alert, 'List-Unsubscribe') ?? '',
  );
  expect(unsubscribe).not.toBeNull();

  // The boat page's feed has that note first.
  const feed = await callRoute<string>(boatFeedRoute, `/boats/${boat.id}/atom.xml`, { id: boat.id });
  expect(feed.status).toBe(200);
  expect(feed.headers.get('content-type')).toBe('application/atom+xml; charset=utf-8');
  const parsed = new XMLParser({ ignoreAttributes: false }).parse(feed.body);
  const entries = [parsed.feed.entry].flat();
  expect(entries[0].id).toBe(`tag:fangstdata.test,2026:sluttseddel/${docKey}`);
  expect(entries[0].updated.startsWith(boat.date)).toBe(true);
  // Asked again with its ETag: not modified.
  const again = await callRoute(
    boatFeedRoute,
    `/boats/${boat.id}/atom.xml`,
    { id: boat.id },
    {
      headers: { 'If-None-Match': feed.headers.get('etag')! },
    },
  );
  expect(again.status).toBe(304);

  // One click in the mail program, without signing in: alerts off, and nothing more is sent.
  const oneClick = new URL(unsubscribe![1]);
  const answer = await callRoute(
    unsubscribeRoute,
    `${oneClick.pathname}${oneClick.search}`,
    {},
    {
      method: 'POST',
      body: 'List-Unsubscribe=One-Click',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    },
  );
  expect(answer.status).toBe(200);
  expect(await settings()).toMatchObject({ email: false, pending: false });
  // The same link again finds nothing; a forged token neither.
  const twice = await callRoute(
    unsubscribeRoute,
    `${oneClick.pathname}${oneClick.search}`,
    {},
    {
      method: 'POST',
      body: 'List-Unsubscribe=One-Click',
    },
  );
  expect(twice.status).toBe(404);
  await round();
  expect(smtp.received).toHaveLength(2);
});

it('leaves a round to the server that holds the alerts lock, when several share PostgreSQL', async () => {
  const lockName = `fangstdata-alerts-test-${process.pid}`;
  const context = alertContext(smtpSender(smtp.url, 'varsler@fangstdata.test'), () => {});
  const held = await acquirePostgresLock(TEST_DATABASE_URL, lockName, 'another server');
  try {
    expect(await runAlertRound(context, { databaseUrl: TEST_DATABASE_URL, lockName })).toBe(false);
  } finally {
    await held.release();
  }
  expect(await runAlertRound(context, { databaseUrl: TEST_DATABASE_URL, lockName })).toBe(true);
});
