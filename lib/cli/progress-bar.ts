/**
 * A one-line terminal progress bar (lines/s and ETA) that redraws at most 10 times a second.
 * On anything but a terminal it stays silent, so logs and pipes are not flooded.
 */
export class ProgressBar {
  private lastDraw = 0;
  private drawn = false;

  constructor(
    private readonly stream: NodeJS.WriteStream = process.stderr,
    private readonly width = 28,
  ) {}

  get enabled(): boolean {
    return Boolean(this.stream.isTTY);
  }

  update(label: string, fraction: number, detail = '') {
    if (!this.enabled) return;
    const now = Date.now();
    if (now - this.lastDraw < 100 && fraction < 1) return;
    this.lastDraw = now;
    const clamped = Math.max(0, Math.min(1, fraction));
    const filled = Math.round(clamped * this.width);
    const bar = '█'.repeat(filled) + '░'.repeat(this.width - filled);
    const percent = `${Math.round(clamped * 100)}`.padStart(3);
    const line = `${label.padEnd(30).slice(0, 30)} ${bar} ${percent}% ${detail}`;
    const columns = this.stream.columns ?? 120;
    this.stream.write(`\r${line.slice(0, columns - 1).padEnd(Math.min(columns - 1, line.length + 5))}`);
    this.drawn = true;
  }

  done() {
    if (this.drawn) this.stream.write('\n');
    this.drawn = false;
  }
}

/** "12.345 linjer/s · ETA 14 s": rate and remaining time from lines done so far. */
export function rateAndEta(lines: number, totalLines: number, seconds: number): string {
  if (seconds <= 0 || lines <= 0) return '';
  const rate = lines / seconds;
  const remaining = Math.max(0, (totalLines - lines) / rate);
  return `${Math.round(rate).toLocaleString('en-US')} lines/s · ETA ${Math.ceil(remaining)} s`;
}
