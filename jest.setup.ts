// jest-dom's matchers take DOM nodes, which only the jsdom test files have; its dependencies (aria-query
// and more) are loaded anew for every test file, so the node-environment files go without them.
// Their types are global for all files (tsconfig.json "types").
if (typeof document !== 'undefined') {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  require('@testing-library/jest-dom');
}
