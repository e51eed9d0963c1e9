// The public face of the users module: other modules import only from here.
export { emailInUse, findCredentialsByEmail, findUserById, updatePasswordHash } from './repository.js';
