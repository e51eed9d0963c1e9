import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from './password.js';

describe('password hashing', () => {
  it('hashes with a salt and verifies only the right password', async () => {
    const a = await hashPassword('Tulipes-2026!');
    const b = await hashPassword('Tulipes-2026!');
    expect(a).toMatch(/^scrypt\$32768\$8\$1\$/);
    expect(a).not.toBe(b);
    expect(await verifyPassword('Tulipes-2026!', a)).toBe(true);
    expect(await verifyPassword('tulipes-2026!', a)).toBe(false);
    expect(await verifyPassword('Tulipes-2026!', 'garbage')).toBe(false);
  });
});
