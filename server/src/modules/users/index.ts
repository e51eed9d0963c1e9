// The public face of the users module (sign-in accounts): other modules import only from here.
export {
  changeStatus,
  countPendingCustomers,
  createCustomerUser,
  emailInUse,
  findCredentialsByEmail,
  findUserById,
  setAccountState,
  updatePasswordHash,
  updateUserIdentity,
  type AccountStatus,
} from './repository.js';
