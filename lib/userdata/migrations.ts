import type { UserDb } from './db';

/**
 * The user-state schema, as numbered SQL migrations. Append new ones at the end with the next number;
 * never edit one that has shipped (databases that ran it will not run it again).
 * Every migration runs in one transaction with its bookkeeping row, so it applies fully or not at all.
 */
export interface Migration {
  version: number;
  name: string;
  sql: string;
}

export const MIGRATIONS: readonly Migration[] = [
  {
    version: 1,
    name: 'saved_queries',
    // A saved view of the landing query (or, by kind, of some other list): its id is a hash of the
    // normalised query, so saving the same view twice gives the same row.
    sql: `
      create table saved_queries (
        id text primary key,
        kind text not null,
        query jsonb not null,
        created_at timestamptz not null default now()
      );
    `,
  },
  {
    version: 2,
    name: 'user_boats',
    // The boats a signed-in user follows (lib/userdata/user-boats.ts). The primary key makes a follow
    // idempotent: concurrent adds of one boat by one user are one row (insert … on conflict do nothing).
    // user_id is the Firebase uid; vessel_id is the landing store's Fartøy ID.
    sql: `
      create table user_boats (
        user_id text not null,
        vessel_id text not null,
        created_at timestamptz not null default now(),
        primary key (user_id, vessel_id)
      );
    `,
  },
  {
    version: 3,
    name: 'saved_query_lifecycle',
    // Saved queries expire when unused for a year (lib/userdata/saved-queries.ts): last_used_at is set
    // by every save and (at most daily) by every read; rows saved before count as used now.
    // saved_query_saves counts the new saves of one client address (hashed) per UTC day, for the daily
    // cap; the purge drops the days gone by.
    sql: `
      alter table saved_queries add column last_used_at timestamptz not null default now();
      create index saved_queries_last_used_at on saved_queries (last_used_at);
      create table saved_query_saves (
        address_hash text not null,
        day date not null,
        saves integer not null,
        primary key (address_hash, day)
      );
    `,
  },
  {
    version: 4,
    name: 'alerts',
    // E-mail alerts (lib/userdata/alerts.ts, lib/alerts/): one subscription per user, pending until the
    // link in its confirmation mail is followed (double opt-in); since_version is the landing store's
    // version when it was confirmed, so no note that was there before is ever mailed. The tokens are
    // random and single-purpose: the confirmation link's, and the unsubscribe link's in every mail.
    // alert_outbox holds every mail until the mail server took it, retried with back-off; alert_state
    // the store version whose new notes are already in the outbox.
    sql: `
      create table alert_subscriptions (
        user_id text primary key,
        email text not null,
        confirmed boolean not null default false,
        confirm_token text not null unique,
        unsubscribe_token text not null unique,
        since_version integer,
        requested_at timestamptz not null default now(),
        confirmed_at timestamptz
      );
      create table alert_outbox (
        id bigserial primary key,
        user_id text not null,
        kind text not null,
        recipient text not null,
        subject text not null,
        text_body text not null,
        html_body text not null,
        headers jsonb not null default '{}',
        attempts integer not null default 0,
        next_attempt_at timestamptz not null default now(),
        last_error text,
        created_at timestamptz not null default now(),
        sent_at timestamptz,
        failed_at timestamptz
      );
      create index alert_outbox_due on alert_outbox (next_attempt_at) where sent_at is null and failed_at is null;
      create table alert_state (
        id integer primary key check (id = 1),
        store_version integer not null
      );
    `,
  },
];

// Any constant will do; it only has to be the same for every process migrating this database.
const MIGRATION_LOCK = 4_711_202_604;

/**
 * Applies the migrations the database has not seen, in order. Several web nodes starting at once
 * against one server take turns on an advisory lock, so each migration runs exactly once.
 */
export async function runMigrations(db: UserDb, migrations: readonly Migration[]): Promise<number[]> {
  const ordered = [...migrations].sort((a, b) => a.version - b.version);
  return db.transaction(async (tx) => {
    await tx.query('select pg_advisory_xact_lock($1)', [MIGRATION_LOCK]);
    await tx.exec(`create table if not exists schema_migrations (
      version integer primary key,
      name text not null,
      applied_at timestamptz not null default now()
    )`);
    const applied = new Set(
      (await tx.query<{ version: number }>('select version from schema_migrations')).map(
        (row) => row.version,
      ),
    );
    const ran: number[] = [];
    for (const migration of ordered) {
      if (applied.has(migration.version)) continue;
      await tx.exec(migration.sql);
      await tx.query('insert into schema_migrations (version, name) values ($1, $2)', [
        migration.version,
        migration.name,
      ]);
      ran.push(migration.version);
    }
    return ran;
  });
}
