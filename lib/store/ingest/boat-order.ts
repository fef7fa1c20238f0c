/**
 * The logbook lines and positions are written in boat order, so that a boat's rows lie together.
 *
 * The files list their rows by time, all boats mixed, and a boat page asks for one boat's rows: its
 * logbook, its stock, its track. DuckDB keeps the smallest and largest value of each column per block
 * of rows and skips the blocks a filter cannot match; in file order every block holds every boat, so
 * those reads would scan the whole table, every year of it, and grow with every year loaded. Each load
 * inserts its rows sorted by these keys, so one file's rows of a boat are one or two blocks; the sort
 * costs the logbook ingest little.
 *
 * Landing lines are not sorted: with their ~130 columns the sort would cost about half the whole load
 * again and much more peak memory, pushing a real-size year past the ingest's time and memory targets,
 * for a small gain. The files list the lines by date, so a boat page's period already skips every other
 * year's blocks.
 *
 * A nightly update appends only the new positions, as a small sorted batch of their own; a logbook
 * year's file always replaces that year whole.
 */
export const BOAT_ORDER = {
  ers_lines: 'vessel_id, message_time, message_id, version',
  // Call signs are stored upper-case (the VMS load writes them so, and the move of an older store's
  // positions into the year files upper-cases them): the track query compares the column itself,
  // which the blocks' ranges can answer.
  positions: 'radio_call_sign, time_utc',
} as const;

export type BoatOrderedTable = keyof typeof BOAT_ORDER;
