import type { DeliveryZone } from './constants.js';

/**
 * The delivery zone a city is in (SPEC §9's three zones), to propose when staff approve or create
 * an account; null for a city not listed (staff choose). Greater Montreal is the island's cities
 * and boroughs; the shores are the suburbs north of Laval and south of the river.
 */
const ZONE_CITIES: Record<DeliveryZone, readonly string[]> = {
  'ville-saint-laurent': ['saint laurent', 'ville saint laurent', 'st laurent', 'ville st laurent'],
  'montreal-laval': [
    'montreal',
    'laval',
    'montreal nord',
    'montreal est',
    'montreal ouest',
    'mont royal',
    'ville mont royal',
    'westmount',
    'outremont',
    'verdun',
    'lasalle',
    'lachine',
    'anjou',
    'saint leonard',
    'pierrefonds',
    'dollard des ormeaux',
    'dorval',
    'pointe claire',
    'kirkland',
    'beaconsfield',
    'cote saint luc',
    'hampstead',
    'sainte anne de bellevue',
    'rosemont',
    'ahuntsic',
    'riviere des prairies',
    'pointe aux trembles',
  ],
  'north-south-shore': [
    'longueuil',
    'brossard',
    'boucherville',
    'saint lambert',
    'saint hubert',
    'saint bruno de montarville',
    'la prairie',
    'candiac',
    'chateauguay',
    'varennes',
    'chambly',
    'saint jean sur richelieu',
    'vaudreuil dorion',
    'terrebonne',
    'mascouche',
    'repentigny',
    'blainville',
    'boisbriand',
    'sainte therese',
    'rosemere',
    'saint eustache',
    'deux montagnes',
    'mirabel',
    'saint jerome',
  ],
};

/** 'Saint-Léonard', 'ST-LEONARD ' and 'saint leonard' are one city. */
function cityKey(city: string): string {
  return city
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z]+/g, ' ')
    .trim()
    .replace(/^ste /, 'sainte ')
    .replace(/^st /, 'saint ');
}

const BY_CITY = new Map(
  Object.entries(ZONE_CITIES).flatMap(([zone, cities]) => cities.map((c) => [cityKey(c), zone as DeliveryZone])),
);

export function proposedZone(city: string): DeliveryZone | null {
  return BY_CITY.get(cityKey(city)) ?? null;
}
