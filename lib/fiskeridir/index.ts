/**
 * Everything about the Directorate of Fisheries' file formats: columns and their quoting, value
 * formats (readers and writers), code lists and geography, catch areas, registers, VMS, detection.
 * Knows nothing of databases or React.
 */

export * from './buyer-register';
export * from './catch-areas';
export * from './chunk-writer';
export * from './code-lists';
export * from './csv';
export * from './detect';
export * from './landing-columns';
export { describeIssue, RegisterParseError, type RegisterIssue } from './register-parsing';
export * from './registration-mark';
export * from './values';
export * from './vessel-register';
export * from './vms';
export * from './writers';
export * from './register-extract';
export * from './register-extract-members';
export * from './tar';
