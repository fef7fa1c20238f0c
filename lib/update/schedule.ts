/**
 * When `npm start` next runs the update: a time of day in Oslo (UPDATE_AT), whatever the server's own
 * time zone, across daylight-saving changes. A time that does not exist on a spring-forward day (02:30)
 * runs an hour later; one that happens twice in autumn runs once, the first time.
 */

const osloParts = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/Oslo',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

function wallClock(instant: number) {
  const parts = Object.fromEntries(osloParts.formatToParts(instant).map((part) => [part.type, part.value]));
  return {
    year: Number(parts.year),
    month: Number(parts.month),
    day: Number(parts.day),
    hour: Number(parts.hour),
    minute: Number(parts.minute),
    second: Number(parts.second),
  };
}

/** Oslo's offset from UTC at an instant, in ms (+1 h in winter, +2 h in summer). */
function osloOffset(instant: number): number {
  const wall = wallClock(instant);
  const asUtc = Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute, wall.second);
  return asUtc - Math.floor(instant / 1000) * 1000;
}

/** The instant Oslo's clocks show a wall time: the first of two in autumn, an hour on in a spring gap. */
function osloInstant(year: number, month: number, day: number, hour: number, minute: number): number {
  const wall = Date.UTC(year, month - 1, day, hour, minute);
  // The offsets a day before and after cover both sides of any change on this day.
  const offsets = [osloOffset(wall - 86_400_000), osloOffset(wall + 86_400_000)];
  const matching = offsets
    .map((offset) => wall - offset)
    .filter((instant) => {
      const shown = wallClock(instant);
      return shown.hour === hour && shown.minute === minute;
    });
  // In a spring gap no reading matches: the earlier (winter) offset lands an hour after the gap's start.
  return matching.length > 0 ? Math.min(...matching) : wall - Math.min(...offsets);
}

export function nextUpdateAt(now: Date, at: { hour: number; minute: number }): Date {
  const today = wallClock(now.getTime());
  for (let offset = 0; offset < 3; offset++) {
    const day = new Date(Date.UTC(today.year, today.month - 1, today.day + offset));
    const instant = osloInstant(
      day.getUTCFullYear(),
      day.getUTCMonth() + 1,
      day.getUTCDate(),
      at.hour,
      at.minute,
    );
    if (instant > now.getTime()) return new Date(instant);
  }
  throw new Error('no next update time found'); // unreachable: tomorrow always comes
}
