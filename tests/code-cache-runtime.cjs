'use strict';
/**
 * jest's runtime, with V8's code cache kept between the test files of a worker (jest.config.ts
 * `runtime`).
 *
 * Every test file gets a fresh module registry, so jest compiles each module it loads (next, react,
 * zod, DuckDB's bindings, the app's own modules) again for every file, about a fifth of a small file's
 * time. Compiled code does not depend on the context it runs in, so the first file of a worker that
 * loads a module compiles it as a script, and the next file that loads it takes V8's code cache of that
 * script: made after the first file ran, it holds the functions that file called too, not only the
 * module's top level. A cache is only offered for exactly the same transformed source, and V8 rejects
 * one that does not fit (the module is then compiled as before). The module wrapper is the one jest used
 * to put around every module before it compiled them as functions; it sits on the first line, so line
 * numbers in stack traces stay those of the module.
 */
/* eslint-disable @typescript-eslint/no-require-imports -- jest requires a runtime as CommonJS */
const vm = require('node:vm');
const Runtime = require('jest-runtime').default;

/** Per module file: the transformed source, and its script until its code cache is taken from it. */
const modules = new Map();

class CodeCacheRuntime extends Runtime {
  constructor(...args) {
    super(...args);
    const executor = this.executor;
    const compileWithoutCache = executor.compile.bind(executor);
    const wrapperStart = `({"Object.<anonymous>":function(${executor.injectedModuleParameters.join(',')}){`;
    executor.compile = (source, filename) => {
      const vmContext = executor.environment.getVmContext();
      if (vmContext == null || executor.resolution.isCoreModule(filename)) {
        return compileWithoutCache(source, filename);
      }
      let known = modules.get(filename);
      if (known && known.source !== source) known = undefined;
      if (known?.script) {
        known.cachedData = known.script.createCachedData();
        known.script = null;
      }
      try {
        const script = new vm.Script(`${wrapperStart}${source}\n}});`, {
          filename,
          cachedData: known?.cachedData,
          importModuleDynamically: (specifier, _script, importAttributes, ...rest) =>
            executor.dynamicImport(specifier, filename, vmContext, importAttributes, rest[0]),
        });
        if (!known) modules.set(filename, { source, script, cachedData: undefined });
        return script.runInContext(vmContext, { filename })['Object.<anonymous>'];
      } catch {
        // A module that does not compile: jest's own compile reports the error its way.
        return compileWithoutCache(source, filename);
      }
    };
  }
}

module.exports = CodeCacheRuntime;
