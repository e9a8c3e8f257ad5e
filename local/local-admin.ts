/**
 * The admin `npm start` makes sure exists when ADMIN_EMAIL/ADMIN_PASSWORD are not set.
 * Only ever used against the local data folder; printed on start.
 */
export const defaultLocalAdmin = {
  email: 'admin@localhost.test',
  password: 'pawcraft-local-admin',
} as const;
