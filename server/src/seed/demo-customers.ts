import { businessProfileSchema, type BusinessProfileInput } from '@shop/contract';
import type { Db } from '../db/connection.js';
import type { Clock } from '../lib/clock.js';
import { hashPassword } from '../modules/auth/password.js';
import { insertCustomerAccount } from '../modules/customers/accounts.js';
import { updateProfile } from '../modules/customers/repository.js';

export const DEMO_CUSTOMER = { email: 'client@demo.fleurs.test', password: 'Demo-Client-2026!' } as const;

type DemoCustomer = Omit<BusinessProfileInput, 'emailAddress'> & {
  email: string;
  status: 'approved' | 'pending';
  active?: boolean;
};

const base = { province: 'QC' as const, businessType: 'florist' as const, language: 'fr' as const };

/** Florists of Montreal and around, approved and pending, for the demo. */
const customers: DemoCustomer[] = [
  {
    ...base,
    email: DEMO_CUSTOMER.email,
    status: 'approved',
    businessName: 'Fleuriste Les Jardins de Rosemont',
    neqTaxNumber: '1160012345',
    phoneNumber: '514-555-0110',
    address1: '3100 rue Masson',
    city: 'Montréal',
    postalCode: 'H1Y 1X6',
    businessOwnerName: 'Sophie Tremblay',
    language: 'en',
  },
  {
    ...base,
    email: 'atelier.verdure@demo.fleurs.test',
    status: 'approved',
    businessName: 'Atelier Verdure',
    neqTaxNumber: '1160023456',
    phoneNumber: '514-555-0121',
    address1: '455 avenue du Mont-Royal Est',
    city: 'Montréal',
    postalCode: 'H2J 1W4',
    businessOwnerName: 'Marc-André Gagnon',
    businessType: 'floral-designer',
  },
  {
    ...base,
    email: 'evenements.lumiere@demo.fleurs.test',
    status: 'approved',
    businessName: 'Événements Lumière',
    neqTaxNumber: '1160034567',
    phoneNumber: '450-555-0132',
    address1: '1800 boulevard Le Corbusier',
    city: 'Laval',
    postalCode: 'H7S 2K1',
    businessOwnerName: 'Isabelle Roy',
    businessType: 'event-planner',
  },
  {
    ...base,
    email: 'fleurs.rive.sud@demo.fleurs.test',
    status: 'approved',
    businessName: 'Fleurs de la Rive-Sud',
    neqTaxNumber: '1160045678',
    phoneNumber: '450-555-0143',
    address1: '90 rue Saint-Charles Ouest',
    city: 'Longueuil',
    postalCode: 'J4H 1C5',
    businessOwnerName: 'Julie Bouchard',
  },
  {
    ...base,
    email: 'mariages.boreal@demo.fleurs.test',
    status: 'approved',
    active: false,
    businessName: 'Mariages Boréal',
    neqTaxNumber: '1160056789',
    phoneNumber: '514-555-0154',
    address1: '7000 rue Saint-Hubert',
    city: 'Montréal',
    postalCode: 'H2S 2M9',
    businessOwnerName: 'Éric Lavoie',
    businessType: 'wedding-planner',
  },
  {
    ...base,
    email: 'petales.urbains@demo.fleurs.test',
    status: 'pending',
    businessName: 'Pétales Urbains',
    neqTaxNumber: '1160067890',
    phoneNumber: '514-555-0165',
    address1: '1250 rue Notre-Dame Ouest',
    city: 'Montréal',
    postalCode: 'H3C 1K6',
    businessOwnerName: 'Nadia Haddad',
  },
  {
    ...base,
    email: 'bloom.westisland@demo.fleurs.test',
    status: 'pending',
    businessName: 'Bloom West Island',
    neqTaxNumber: '1160078901',
    phoneNumber: '514-555-0176',
    address1: '3500 boulevard des Sources',
    city: 'Dollard-des-Ormeaux',
    postalCode: 'H9B 1Z8',
    businessOwnerName: 'Emily Clarke',
    language: 'en',
  },
  {
    ...base,
    email: 'floralies.nord@demo.fleurs.test',
    status: 'pending',
    businessName: 'Floralies du Nord',
    neqTaxNumber: '1160089012',
    phoneNumber: '450-555-0187',
    address1: '200 rue Saint-Georges',
    city: 'Saint-Jérôme',
    postalCode: 'J7Z 4Z8',
    businessOwnerName: 'Luc Pelletier',
  },
];

export async function seedDemoCustomers(db: Db, clock: Clock): Promise<void> {
  const now = clock.now().toISOString();
  // One hash for every demo account: only the first is given out, the others sign in alike.
  const passwordHash = await hashPassword(DEMO_CUSTOMER.password);
  for (const { email, status, active, ...profile } of customers) {
    const id = await insertCustomerAccount(db, businessProfileSchema.parse({ ...profile, emailAddress: email }), {
      passwordHash,
      status,
      ...(active === undefined ? {} : { active }),
      nowIso: now,
    });
    // The usual zone staff would set: the island and Laval, or the shores beyond.
    const shores = ['Longueuil', 'Saint-Jérôme'].includes(profile.city);
    await updateProfile(db, id, { delivery_zone: shores ? 'north-south-shore' : 'montreal-laval' });
  }
}
