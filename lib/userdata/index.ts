export {
  closeUserDb,
  openUserDb,
  query,
  setUserDb,
  userDb,
  type OpenUserDbOptions,
  type UserDb,
  type UserDbQueryable,
  type UserDbRow,
} from './db';
export { MIGRATIONS, runMigrations, type Migration } from './migrations';
export * from './saved-queries';
