export { AddressBook } from './address-book';
export { AddressChoice } from './address-choice';
export { OrderAddress } from './order-address';
