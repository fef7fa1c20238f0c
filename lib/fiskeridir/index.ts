/**
 * Everything about the Directorate of Fisheries' file formats: columns, value formats, code lists,
 * registers, VMS, detection. Knows nothing of databases or React.
 */

export * from './buyer-register';
export * from './code-lists';
export * from './csv';
export * from './detect';
export * from './landing-columns';
export * from './landing-line';
export { describeIssue, RegisterParseError, type RegisterIssue } from './register-parsing';
export * from './registration-mark';
export * from './values';
export * from './vessel-register';
export * from './vms';
