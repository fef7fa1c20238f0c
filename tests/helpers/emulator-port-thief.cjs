/**
 * Test double, loaded into an Auth emulator process with `node --require`: another process takes the
 * emulator's logging port after firebase's own port check and before its bind, as an emulator starting
 * at the same moment can. firebase binds without waiting for the bind, so it announces it is ready and
 * exits just after. Only in the first emulator started after FANGSTDATA_TAKE_PORT_ONCE names a file
 * that does not exist yet (the file is then created).
 */
'use strict';
/* eslint-disable @typescript-eslint/no-require-imports -- a `node --require` preload is CommonJS */
const fs = require('node:fs');
const http = require('node:http');
const net = require('node:net');

const marker = process.env.FANGSTDATA_TAKE_PORT_ONCE;
const configAt = process.argv.indexOf('--config');
if (marker && configAt > 0 && !fs.existsSync(marker)) {
  fs.writeFileSync(marker, '');
  const config = JSON.parse(fs.readFileSync(process.argv[configAt + 1], 'utf8'));
  const taken = config.emulators.logging.port;
  const listen = http.Server.prototype.listen;
  http.Server.prototype.listen = function (...args) {
    const port = typeof args[0] === 'object' ? args[0].port : args[0];
    if (port !== taken) return listen.apply(this, args);
    const other = net.createServer().listen(taken, '127.0.0.1', () => listen.apply(this, args));
    other.unref();
    return this;
  };
}
