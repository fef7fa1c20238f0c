/**
 * Loaded into the Auth emulator's process (`node --require`, see scripts/auth-emulator.ts) before
 * firebase-tools runs. The emulator serves the Identity Toolkit API through exegesis, which by default
 * compiles an ajv validator for every request and response schema of that large API when it starts:
 * most of the CPU an emulator start costs. exegesis can compile each validator on its first use
 * instead (`lazyCompileValidationSchemas`); firebase-tools does not ask for it, so this sets it as the
 * default. Requests are validated exactly as before. Should exegesis change shape, this does nothing.
 */
'use strict';
/* eslint-disable @typescript-eslint/no-require-imports -- a `node --require` preload is CommonJS */

try {
  const firebaseTools = require.resolve('firebase-tools/package.json');
  const optionsModule = require(require.resolve('exegesis/lib/options', { paths: [firebaseTools] }));
  const compileOptions = optionsModule.compileOptions;
  if (typeof compileOptions === 'function') {
    optionsModule.compileOptions = (options = {}) =>
      compileOptions({ lazyCompileValidationSchemas: true, ...options });
  }
} catch {
  // Without exegesis where firebase-tools finds it, the emulator starts the usual way.
}
