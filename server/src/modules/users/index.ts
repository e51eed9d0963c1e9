// The public face of the users module (sign-in accounts): other modules import only from here.
export {
  changeStatus,
  clearPasswordHash,
  createStaffUser,
  listStaffUsers,
  lockActiveOwners,
  countPendingCustomers,
  createCustomerUser,
  emailInUse,
  findCredentialsByEmail,
  findStaffRoles,
  replaceStaffRoles,
  findUserById,
  setAccountState,
  updatePasswordHash,
  updateUserIdentity,
  type AccountStatus,
} from './repository.js';
