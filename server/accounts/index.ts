export { registerAccountEmails } from './account-emails';
export { adminUsersRouter } from './admin-users-routes';
export { authRouter } from './sign-in-routes';
export { hashPassword } from './passwords';
export { forgetSignInTraces } from './sign-in-traces';
