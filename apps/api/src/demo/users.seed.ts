import { users } from '../db/schema/index';
import { hashPassword, isCommonPassword } from '../lib/passwords';
import { DEMO_PASSWORDS, DEMO_USERS } from './demo-users';
import type { SeedStep } from './seed-context';

export const usersSeed: SeedStep = {
  name: 'usuarios',
  async run(tx, context) {
    for (const password of Object.values(DEMO_PASSWORDS)) {
      if (isCommonPassword(password)) throw new Error(`Demo password is common: ${password}`);
    }
    const rows = await Promise.all(
      DEMO_USERS.map(async (user) => ({
        ...user,
        passwordHash: await hashPassword(DEMO_PASSWORDS[user.role]),
        verifiedAt: context.now,
      })),
    );
    context.users = await tx
      .insert(users)
      .values(rows)
      .returning({ id: users.id, name: users.name, email: users.email, role: users.role });
  },
};
